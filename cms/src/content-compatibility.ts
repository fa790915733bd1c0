import type {
  CmsExperiment,
  DemoPage,
  LandingVariant,
  Offer,
  PageTexts,
  Section8Bonus,
  SiteSettings,
  TrafficSource,
} from '@seniorguide/content';
import type {
  DemoPage as CmsDemoPage,
  Experiment as CmsExperimentDocument,
  LandingVariant as CmsLandingVariant,
  Offer as CmsOffer,
  PageText as CmsPageTexts,
  Section8Bonus as CmsSection8Bonus,
  SiteSetting as CmsSiteSettings,
  TrafficSource as CmsTrafficSource,
} from './payload-types.ts';

// Compile-time only: what the content schemas return (the site parses every REST answer with them, and the seed is
// typed with them) must be a valid document of the types Payload generates from this config. A field renamed,
// retyped, added or dropped on either side fails this typecheck instead of the live page. (A select option added
// on Payload's side alone is not caught here: the options are built from the content's own lists instead.)

/** Every value the content model allows is one Payload's document allows. */
type Satisfies<Actual extends Expected, Expected> = Actual;

/** The dotted paths of fields `Actual` has and `Expected` lacks (`never` when none). */
type ExtraFields<Actual, Expected, Path extends string = ''> = Actual extends readonly (infer Item)[]
  ? ExtraFields<Item, Extract<NonNullable<Expected>, readonly unknown[]>[number], Path>
  : Actual extends object
    ? {
        [Key in keyof Actual & string]: Key extends keyof Extract<NonNullable<Expected>, object>
          ? ExtraFields<Actual[Key], Extract<NonNullable<Expected>, object>[Key], `${Path}${Key}.`>
          : `${Path}${Key}`;
      }[keyof Actual & string]
    : never;

/** `true`, or the paths of the extra fields, which then fail the `true` constraint and name themselves in the error. */
type HasNoExtraFields<Actual, Expected> = [ExtraFields<Actual, Expected>] extends [never]
  ? true
  : ExtraFields<Actual, Expected>;

type Expect<Check extends true> = Check;

/** An experiment as the site reads it: without its name, which only staff and the tracker may read. */
type CmsExperimentForSite = Omit<CmsExperimentDocument, 'name'>;

/** An offer as the site reads it: without its prices, which only staff and the tracker's key may read. */
type CmsOfferForSite = Omit<CmsOffer, 'prices'>;

/** A traffic source as the site reads it: without its name, which only staff may read. */
type CmsTrafficSourceForSite = Omit<CmsTrafficSource, 'name'>;

export type ContentCompatibility = [
  Satisfies<LandingVariant, CmsLandingVariant>,
  Satisfies<SiteSettings, CmsSiteSettings>,
  Satisfies<PageTexts, CmsPageTexts>,
  Satisfies<Section8Bonus, CmsSection8Bonus>,
  Satisfies<Offer, CmsOfferForSite>,
  Satisfies<DemoPage, CmsDemoPage>,
  Satisfies<CmsExperiment, CmsExperimentForSite>,
  Satisfies<TrafficSource, CmsTrafficSourceForSite>,
  Expect<HasNoExtraFields<LandingVariant, CmsLandingVariant>>,
  Expect<HasNoExtraFields<SiteSettings, CmsSiteSettings>>,
  Expect<HasNoExtraFields<PageTexts, CmsPageTexts>>,
  Expect<HasNoExtraFields<Section8Bonus, CmsSection8Bonus>>,
  Expect<HasNoExtraFields<Offer, CmsOfferForSite>>,
  Expect<HasNoExtraFields<DemoPage, CmsDemoPage>>,
  Expect<HasNoExtraFields<CmsExperiment, CmsExperimentForSite>>,
  Expect<HasNoExtraFields<TrafficSource, CmsTrafficSourceForSite>>,
  // The other way round: a field Payload added (even an optional one) that the site would never read.
  Expect<HasNoExtraFields<CmsLandingVariant, LandingVariant>>,
  Expect<HasNoExtraFields<CmsSiteSettings, SiteSettings>>,
  Expect<HasNoExtraFields<CmsPageTexts, PageTexts>>,
  Expect<HasNoExtraFields<CmsSection8Bonus, Section8Bonus>>,
  Expect<HasNoExtraFields<CmsOfferForSite, Offer>>,
  Expect<HasNoExtraFields<CmsDemoPage, DemoPage>>,
  Expect<HasNoExtraFields<CmsExperimentForSite, CmsExperiment>>,
  Expect<HasNoExtraFields<CmsTrafficSourceForSite, TrafficSource>>,
];
