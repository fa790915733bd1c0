import { seedMedia, seedTimestamp } from '../media.ts';
import type { LandingVariant } from '../types/landing-variant.ts';
import { seedBenefits, seedBrands, seedFaq, seedFigures, seedInlineSuccess, seedSignupModal } from './shared.ts';

const shared = {
  brands: seedBrands,
  benefits: seedBenefits,
  figures: seedFigures,
  faq: seedFaq,
  signupModal: seedSignupModal,
  inlineSuccess: seedInlineSuccess,
  createdAt: seedTimestamp,
  updatedAt: seedTimestamp,
  _status: 'published',
} as const satisfies Partial<LandingVariant>;

// Version 1: the guide itself leads.
const version1: LandingVariant = {
  ...shared,
  id: 'seed-landing-v1',
  version: 1,
  internalName: 'Version 1: the free guide leads (signup in a modal)',
  signupMode: 'modal',
  hero: {
    eyebrow: 'Free 2025 Edition',
    title: 'Get Your Free Senior Benefits & Discounts Guide',
    subtitle:
      '175+ senior discounts and benefit programs in one easy-to-read guide, with ways to save $5,000+ every year.',
    ctaLabel: 'Get My Free Guide',
    trustNote: 'Free. No credit card. Sent to your email.',
    image: seedMedia.ebookCover,
  },
  cta: {
    heading: 'Start saving this week',
    text: 'Join 12,000+ seniors who already use the guide to spend less on medicine, food, bills and housing.',
    buttonLabel: 'Send Me the Free Guide',
    note: 'It takes less than a minute.',
  },
  seo: {
    title: 'Free Senior Benefits & Discounts Guide (2025 Edition)',
    description: 'A free guide to 175+ senior discounts and benefit programs, with ways to save $5,000+ a year.',
  },
};

// Version 2: the savings figure leads.
const version2: LandingVariant = {
  ...shared,
  id: 'seed-landing-v2',
  version: 2,
  internalName: 'Version 2: the savings figure leads (signup in a modal)',
  signupMode: 'modal',
  hero: {
    eyebrow: 'For adults 55 and over',
    title: 'Seniors Can Save $5,000+ a Year. Here Is How.',
    subtitle: 'Our free guide shows you 175+ discounts and benefit programs, and how to claim each one, step by step.',
    ctaLabel: 'Show Me How to Save',
    trustNote: 'Free guide, sent to your email in minutes.',
    image: seedMedia.ebookCover,
  },
  cta: {
    heading: 'Your savings are waiting',
    text: 'More than 14,000 seniors read our tips. Get the guide they start with, free.',
    buttonLabel: 'Get My Free Guide',
    note: 'No credit card, no cost, ever.',
  },
  seo: {
    title: 'Seniors Can Save $5,000+ a Year: Free Guide',
    description: 'See 175+ senior discounts and benefit programs and how to claim them. Free 2025 guide.',
  },
};

// Version 3: the community leads, and the email form sits on the page.
const version3: LandingVariant = {
  ...shared,
  id: 'seed-landing-v3',
  version: 3,
  internalName: 'Version 3: community leads (signup form on the page)',
  signupMode: 'inline',
  hero: {
    eyebrow: 'Trusted by 14,000+ seniors',
    title: 'The Free Guide Seniors Share With Their Friends',
    subtitle:
      'Discounts on groceries, medicine, travel and bills, plus help with housing: 175+ ways to save in one guide.',
    ctaLabel: 'Send Me My Free Copy',
    trustNote: 'Enter your email below. The guide is free.',
    image: seedMedia.ebookCover,
  },
  cta: {
    heading: 'Get your copy, or send one to someone you love',
    text: 'Over 12,000 seniors have downloaded the guide. Yours is one email away.',
    buttonLabel: 'Send My Free Copy',
    note: 'You can sign up a friend or family member too.',
  },
  seo: {
    title: 'The Free Senior Savings Guide 14,000+ Seniors Read',
    description: 'Discounts on groceries, medicine, travel and bills, plus housing help. Free 2025 guide.',
  },
};

/** Landing versions 1, 2 and 3 (routes `/`, `/v2`, `/v3`), in version order. */
export const seedLandingVariants: LandingVariant[] = [version1, version2, version3];
