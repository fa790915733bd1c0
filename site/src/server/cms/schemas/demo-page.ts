import type { DemoPage } from '@seniorguide/content';
import { z } from 'zod';
import { arrayRowId, documentMeta, drafted, optionalText, text } from './common.ts';

export const demoPageSchema = z.object({
  ...documentMeta,
  ...drafted,
  slug: text,
  kind: z.enum(['partner-link', 'quote-form']),
  title: text,
  eyebrow: text,
  headline: text,
  intro: text,
  claims: z.array(z.object({ id: arrayRowId, value: text, label: text })),
  form: z.object({
    heading: optionalText,
    nameLabel: optionalText,
    phoneLabel: optionalText,
    emailLabel: optionalText,
    zipLabel: optionalText,
    submitLabel: optionalText,
    alertMessage: optionalText,
  }),
  partner: z.object({ buttonLabel: optionalText, url: optionalText }),
  backLinkLabel: text,
  finePrint: optionalText,
}) satisfies z.ZodType<DemoPage>;

export const demoPageListSchema = z.object({ docs: z.array(demoPageSchema) });
