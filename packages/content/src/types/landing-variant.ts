import type { ArrayRow, DocumentMeta, Drafted } from './document.ts';
import type { Media } from './media.ts';

export type LandingVersion = 1 | 2 | 3;

/** How the landing page asks for the email: a modal opened by the call-to-action, or a form on the page. */
export type SignupMode = 'modal' | 'inline';

export type BenefitKey = 'prescriptions' | 'groceries' | 'bills' | 'housing';

export type MarketingFigure = { value: string; label: string };

export type LandingHero = {
  eyebrow: string;
  title: string;
  subtitle: string;
  ctaLabel: string;
  trustNote: string;
  image?: Media | null;
};

export type LandingBrands = {
  heading: string;
  logos: (ArrayRow & { name: string; logo: Media })[];
};

export type LandingBenefits = {
  heading: string;
  intro: string;
  items: (ArrayRow & { key: BenefitKey; title: string; description: string; icon: Media })[];
};

export type LandingFigures = {
  discounts: MarketingFigure;
  yearlySavings: MarketingFigure;
  seniorsHelped: MarketingFigure;
  seniorsSubscribed: MarketingFigure;
};

export type LandingFaq = {
  heading: string;
  items: (ArrayRow & { question: string; answer: string })[];
};

export type LandingCta = {
  heading: string;
  text: string;
  buttonLabel: string;
  note: string;
};

export type SignupModalTexts = {
  title: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  submitLabel: string;
  pendingLabel: string;
  privacyNote: string;
  closeLabel: string;
  invalidEmailMessage: string;
  successToastTitle: string;
  successToastMessage: string;
  errorToastTitle: string;
  errorFallbackMessage: string;
};

export type InlineSuccessTexts = {
  title: string;
  message: string;
  giftCardTitle: string;
  giftCardText: string;
  giftCardImage?: Media | null;
  resetLabel: string;
};

export type LandingSeo = { title: string; description: string };

export type LandingVariant = DocumentMeta &
  Drafted & {
    version: LandingVersion;
    internalName: string;
    signupMode: SignupMode;
    hero: LandingHero;
    brands: LandingBrands;
    benefits: LandingBenefits;
    figures: LandingFigures;
    faq: LandingFaq;
    cta: LandingCta;
    signupModal: SignupModalTexts;
    inlineSuccess: InlineSuccessTexts;
    seo: LandingSeo;
  };
