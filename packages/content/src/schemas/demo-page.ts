import { z } from 'zod';
import { arrayRowId, documentMeta, drafted, optionalText, text } from './common.ts';

/** `partner-link` sends the visitor to a partner site; `quote-form` shows a demo form that only alerts. */
export const demoPageKinds = ['partner-link', 'quote-form'] as const;

export const demoPageFormSchema = z.object({
  heading: optionalText,
  nameLabel: optionalText,
  phoneLabel: optionalText,
  emailLabel: optionalText,
  zipLabel: optionalText,
  submitLabel: optionalText,
  alertMessage: optionalText,
});

export const demoPageSchema = z.object({
  ...documentMeta,
  ...drafted,
  slug: text,
  kind: z.enum(demoPageKinds),
  title: text,
  eyebrow: text,
  headline: text,
  intro: text,
  claims: z.array(z.object({ id: arrayRowId, value: text, label: text })),
  form: demoPageFormSchema,
  partner: z.object({ buttonLabel: optionalText, url: optionalText }),
  backLinkLabel: text,
  finePrint: optionalText,
});

/** The REST list answer: `{ docs: [...] }`. */
export const demoPageListSchema = z.object({ docs: z.array(demoPageSchema) });
