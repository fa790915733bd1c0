import type {
  DemoPage as CmsDemoPage,
  LandingVariant as CmsLandingVariant,
  Offer as CmsOffer,
  PageText as CmsPageTexts,
  Section8Bonus as CmsSection8Bonus,
  SiteSetting as CmsSiteSettings,
} from '@seniorguide/cms/types';
import type { z } from 'zod';
import type { demoPageSchema } from './demo-page.ts';
import type { landingVariantSchema } from './landing-variant.ts';
import type { cmsOfferSchema } from './offer.ts';
import type { pageTextsSchema } from './page-texts.ts';
import type { section8BonusSchema } from './section8-bonus.ts';
import type { siteSettingsSchema } from './site-settings.ts';

// Compile-time only: what the site's schemas accept must also be a valid document of Payload's generated
// types, so a field renamed or retyped in the CMS fails the site's typecheck instead of the live page.

type Satisfies<Actual extends Expected, Expected> = Actual;

export type CmsCompatibility = [
  Satisfies<z.output<typeof landingVariantSchema>, CmsLandingVariant>,
  Satisfies<z.output<typeof siteSettingsSchema>, CmsSiteSettings>,
  Satisfies<z.output<typeof pageTextsSchema>, CmsPageTexts>,
  Satisfies<z.output<typeof section8BonusSchema>, CmsSection8Bonus>,
  Satisfies<z.output<typeof cmsOfferSchema>, CmsOffer>,
  Satisfies<z.output<typeof demoPageSchema>, CmsDemoPage>,
];
