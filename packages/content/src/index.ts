// The content model: each zod schema is the source; the types below are derived from them.
export { benefitKeys, landingVariantListSchema, signupModes } from './schemas/landing-variant.ts';
export { cmsOfferListSchema, offerCategories, offerFlows } from './schemas/offer.ts';
export { demoPageKinds, demoPageListSchema } from './schemas/demo-page.ts';
export { siteSettingsSchema } from './schemas/site-settings.ts';
export { pageTextsSchema } from './schemas/page-texts.ts';
export { section8BonusSchema } from './schemas/section8-bonus.ts';
export { experimentListSchema, experimentSchema, type CmsExperiment } from './schemas/experiment.ts';
export { contentOverridesSchema, type ContentOverrides } from './schemas/content-overrides.ts';
export {
  applyContentOverrides,
  checkContentArms,
  type ArmOverridesInput,
  type ComparedVariant,
} from './experiments/content-arms.ts';
export {
  checkTrafficParamName,
  trafficFieldLabels,
  trafficParamNameMaxLength,
  trafficSourceFields,
  trafficSourceListSchema,
  trafficSourceParamsOf,
  trafficSourceSchema,
  type TrafficSource,
  type TrafficSourceField,
} from './schemas/traffic-source.ts';

export type { ArrayRow, DocumentMeta, Drafted, GlobalMeta, PublishStatus } from './types/document.ts';
export type { Media } from './types/media.ts';
export type {
  BenefitKey,
  InlineSuccessTexts,
  LandingBenefits,
  LandingBrands,
  LandingCta,
  LandingFaq,
  LandingFigures,
  LandingHero,
  LandingSeo,
  LandingVariant,
  LandingVersion,
  MarketingFigure,
  SignupModalTexts,
  SignupMode,
} from './types/landing-variant.ts';
export type { Offer, OfferCategory, OfferFlow } from './types/offer.ts';
export type { DemoPage, DemoPageForm, DemoPageKind, DemoPagePartner } from './types/demo-page.ts';
export type {
  SiteEbook,
  SiteEmail,
  SiteIntegrations,
  SiteLegal,
  SiteRedirect,
  SiteSettings,
  SiteSocial,
} from './types/site-settings.ts';
export type {
  AdScreenTexts,
  ContinueRegistrationTexts,
  EbookDownloadTexts,
  ErrorMonitorTexts,
  ListFlowTexts,
  NotFoundTexts,
  PageTexts,
  RedirectTexts,
  SequentialFlowTexts,
  SessionErrorTexts,
  ThankYouTexts,
} from './types/page-texts.ts';
export type { Section8Bonus } from './types/section8-bonus.ts';

export { seedMedia, seedMediaList, seedTimestamp } from './media.ts';
export type { SeedMediaKey } from './media.ts';
export { seedLandingVariants } from './landing/variants.ts';
export { seedOffers, selectOffersForFlow } from './offers/index.ts';
export {
  buildSeedTrackingLink,
  fallbackSourceLine,
  governmentNotice,
  medicareMarketerDisclaimer,
  seedPartnerHosts,
} from './offers/tracking-link.ts';
export { seedDemoPages } from './demo-pages.ts';
export { seedSiteSettings } from './site-settings.ts';
export { seedPageTexts } from './page-texts.ts';
export { seedSection8Bonus } from './section8-bonus.ts';
