import type { z } from 'zod';
import type {
  benefitKeys,
  landingVariantSchema,
  marketingFigureSchema,
  signupModes,
} from '../schemas/landing-variant.ts';

export type LandingVariant = z.output<typeof landingVariantSchema>;
export type LandingVersion = LandingVariant['version'];
export type SignupMode = (typeof signupModes)[number];
export type BenefitKey = (typeof benefitKeys)[number];
export type MarketingFigure = z.output<typeof marketingFigureSchema>;
export type LandingHero = LandingVariant['hero'];
export type LandingBrands = LandingVariant['brands'];
export type LandingBenefits = LandingVariant['benefits'];
export type LandingFigures = LandingVariant['figures'];
export type LandingFaq = LandingVariant['faq'];
export type LandingCta = LandingVariant['cta'];
export type SignupModalTexts = LandingVariant['signupModal'];
export type InlineSuccessTexts = LandingVariant['inlineSuccess'];
export type LandingSeo = LandingVariant['seo'];
