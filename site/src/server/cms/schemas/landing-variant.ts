import type { LandingVariant } from '@seniorguide/content';
import { z } from 'zod';
import { arrayRowId, documentMeta, drafted, mediaRelation, mediaSchema, text } from './common.ts';

const figure = z.object({ value: text, label: text });

export const landingVariantSchema = z.object({
  ...documentMeta,
  ...drafted,
  version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  internalName: text,
  signupMode: z.enum(['modal', 'inline']),
  hero: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    ctaLabel: text,
    trustNote: text,
    image: mediaRelation,
  }),
  brands: z.object({
    heading: text,
    logos: z.array(z.object({ id: arrayRowId, name: text, logo: mediaSchema })),
  }),
  benefits: z.object({
    heading: text,
    intro: text,
    items: z.array(
      z.object({
        id: arrayRowId,
        key: z.enum(['prescriptions', 'groceries', 'bills', 'housing']),
        title: text,
        description: text,
        icon: mediaSchema,
      }),
    ),
  }),
  figures: z.object({
    discounts: figure,
    yearlySavings: figure,
    seniorsHelped: figure,
    seniorsSubscribed: figure,
  }),
  faq: z.object({ heading: text, items: z.array(z.object({ id: arrayRowId, question: text, answer: text })) }),
  cta: z.object({ heading: text, text, buttonLabel: text, note: text }),
  signupModal: z.object({
    title: text,
    intro: text,
    emailLabel: text,
    emailPlaceholder: text,
    submitLabel: text,
    pendingLabel: text,
    privacyNote: text,
    closeLabel: text,
    invalidEmailMessage: text,
    successToastTitle: text,
    successToastMessage: text,
    errorToastTitle: text,
    errorFallbackMessage: text,
  }),
  inlineSuccess: z.object({
    title: text,
    message: text,
    giftCardTitle: text,
    giftCardText: text,
    giftCardImage: mediaRelation,
    resetLabel: text,
  }),
  seo: z.object({ title: text, description: text }),
}) satisfies z.ZodType<LandingVariant>;

/** The REST list answer: `{ docs: [...] }`. */
export const landingVariantListSchema = z.object({ docs: z.array(landingVariantSchema) });
