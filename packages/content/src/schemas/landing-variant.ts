import { z } from 'zod';
import { arrayRowId, documentMeta, drafted, text } from './common.ts';
import { mediaRelation, mediaSchema } from './media.ts';

/** How the landing page asks for the email: a modal opened by the call-to-action, or a form on the page. */
export const signupModes = ['modal', 'inline'] as const;

export const benefitKeys = ['prescriptions', 'groceries', 'bills', 'housing'] as const;

export const marketingFigureSchema = z.object({ value: text, label: text });

export const landingVariantSchema = z.object({
  ...documentMeta,
  ...drafted,
  version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  internalName: text,
  signupMode: z.enum(signupModes),
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
        key: z.enum(benefitKeys),
        title: text,
        description: text,
        icon: mediaSchema,
      }),
    ),
  }),
  figures: z.object({
    discounts: marketingFigureSchema,
    yearlySavings: marketingFigureSchema,
    seniorsHelped: marketingFigureSchema,
    seniorsSubscribed: marketingFigureSchema,
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
});

/** The REST list answer: `{ docs: [...] }`. */
export const landingVariantListSchema = z.object({ docs: z.array(landingVariantSchema) });
