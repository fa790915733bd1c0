import {
  cmsOfferListSchema,
  demoPageListSchema,
  experimentListSchema,
  landingVariantListSchema,
  pageTextsSchema,
  section8BonusSchema,
  seedDemoPages,
  seedLandingVariants,
  seedOffers,
  seedPageTexts,
  seedSection8Bonus,
  seedSiteSettings,
  siteSettingsSchema,
  trafficSourceListSchema,
  trafficSourceParamsOf,
  type CmsExperiment,
  type DemoPage,
  type LandingVariant,
  type LandingVersion,
  type Offer,
  type PageTexts,
  type Section8Bonus,
  type SiteSettings,
} from '@seniorguide/content';
import type { TrafficSourceParams } from '@seniorguide/funnel';
import { createCachedContent, type CachedContent } from './cms/cached-content.ts';
import { cmsPaths } from './cms/cms-paths.ts';
import { fetchFromCms } from './cms/rest-client.ts';
import { forgetMediaFiles } from './media-files.ts';

// The only module that reads the CMS. Every getter answers from memory when it can, falls back to the
// last content it had when the CMS is down, and to the seed content of `@seniorguide/content` when the
// CMS was never reachable. `revalidateContent()` (the CMS's publish call) makes the next read fresh.

const failureLogIntervalMs = 60_000;

/** One warning per piece per minute: an outage is worth a line in the log, not one per page view. */
function logCmsFailure(what: string) {
  let lastLoggedAt = -Infinity;
  return (error: unknown) => {
    if (Date.now() - lastLoggedAt < failureLogIntervalMs) return;
    lastLoggedAt = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[site] CMS ${what} unavailable, serving the last known content: ${reason}`);
  };
}

const allContent: CachedContent<unknown>[] = [];

function cached<Value>(what: string, load: () => Promise<Value>, fallback: () => Value): CachedContent<Value> {
  const content = createCachedContent({ load, fallback, onLoadError: logCmsFailure(what) });
  allContent.push(content);
  return content;
}

const siteSettings = cached<SiteSettings>(
  'site settings',
  () => fetchFromCms(cmsPaths.siteSettings, siteSettingsSchema),
  () => seedSiteSettings,
);

const pageTexts = cached<PageTexts>(
  'page texts',
  () => fetchFromCms(cmsPaths.pageTexts, pageTextsSchema),
  () => seedPageTexts,
);

const section8Bonus = cached<Section8Bonus>(
  'section 8 bonus',
  () => fetchFromCms(cmsPaths.section8Bonus, section8BonusSchema),
  () => seedSection8Bonus,
);

const landingVariants = cached<LandingVariant[]>(
  'landing variants',
  async () => (await fetchFromCms(cmsPaths.landingVariants, landingVariantListSchema)).docs,
  () => seedLandingVariants,
);

const offers = cached<Offer[]>(
  'offers',
  async () => (await fetchFromCms(cmsPaths.offers, cmsOfferListSchema)).docs,
  () => seedOffers,
);

const demoPages = cached<DemoPage[]>(
  'demo pages',
  async () => (await fetchFromCms(cmsPaths.demoPages, demoPageListSchema)).docs,
  () => seedDemoPages,
);

// Without the CMS there is no experiment: `/` is version 1.
const experiments = cached<CmsExperiment[]>(
  'experiments',
  async () => (await fetchFromCms(cmsPaths.experiments, experimentListSchema)).docs,
  () => [],
);

// Without the CMS there is no configured traffic source: the usual parameter names are read.
const trafficSources = cached<TrafficSourceParams[]>(
  'traffic sources',
  async () => trafficSourceParamsOf((await fetchFromCms(cmsPaths.trafficSources, trafficSourceListSchema)).docs),
  () => [],
);

/** The URL parameter names of each traffic source configured in the CMS (names that break the rules left out). */
export function getTrafficSources(): Promise<TrafficSourceParams[]> {
  return trafficSources.read();
}

/** Every experiment, most recently changed first; pick a route's with `selectRouteExperiment`. */
export function getExperiments(): Promise<CmsExperiment[]> {
  return experiments.read();
}

export function getSiteSettings(): Promise<SiteSettings> {
  return siteSettings.read();
}

export function getPageTexts(): Promise<PageTexts> {
  return pageTexts.read();
}

export function getSection8Bonus(): Promise<Section8Bonus> {
  return section8Bonus.read();
}

/** The published variant of a landing version; the seed one if the CMS has none published for it. */
export async function getLandingVariant(version: LandingVersion): Promise<LandingVariant> {
  const published = (await landingVariants.read()).find((variant) => variant.version === version);
  const seed = seedLandingVariants.find((variant) => variant.version === version);
  if (published) return published;
  if (!seed) throw new Error(`No landing content for version ${version}`);
  return seed;
}

/** Every published offer (both flows), unsorted; pick a flow with `selectOffersForFlow`. */
export function getOffers(): Promise<Offer[]> {
  return offers.read();
}

/** A published demo offer page by slug, or null when there is none. */
export async function getDemoPage(slug: string): Promise<DemoPage | null> {
  return (await demoPages.read()).find((page) => page.slug === slug) ?? null;
}

/** The slugs of every published demo offer page (the site server answers any other slug with its 404 page). */
export async function getDemoPageSlugs(): Promise<string[]> {
  return (await demoPages.read()).map((page) => page.slug);
}

/** Called by `POST /internal/revalidate`: the next read of every piece goes to the CMS. */
export function revalidateContent(): void {
  for (const content of allContent) content.invalidate();
  forgetMediaFiles();
}
