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
import { draftReads } from './preview/draft-reads.ts';
import { currentPreview, readDraftPiece } from './preview/preview-content.ts';

// The only module that reads the CMS. Every getter answers from memory when it can, falls back to the
// last content it had when the CMS is down, and to the seed content of `@seniorguide/content` when the
// CMS was never reachable. `revalidateContent()` (the CMS's publish call) makes the next read fresh.
// In a preview render (render/preview/) the getters answer with the drafts instead, read for that render
// only; the memory visitors' pages come from is never touched by them.

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

/**
 * In a preview render, the piece's drafts; a draft that cannot be shown (the CMS down, or a draft still
 * incomplete, which the content schemas refuse) leaves the published piece in its place. Otherwise `published`.
 */
function draftsOr<Value>(what: string, readDrafts: () => Promise<Value>, published: () => Promise<Value>) {
  const drafts = readDraftPiece(what, () =>
    readDrafts().catch((error: unknown) => {
      console.warn(
        `[site] preview: the drafts of the ${what} cannot be shown, showing the published ones: ${String(error)}`,
      );
      return published();
    }),
  );
  return drafts ?? published();
}

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

/** The settings; a preview loads no third party (nothing of it may reach a tag manager, pixel or widget). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await siteSettings.read();
  if (!currentPreview()) return settings;
  return { ...settings, integrations: withoutThirdParties(settings.integrations) };
}

const withoutThirdParties = (integrations: SiteSettings['integrations']): SiteSettings['integrations'] =>
  Object.fromEntries(Object.keys(integrations).map((name) => [name, null])) as SiteSettings['integrations'];

export function getPageTexts(): Promise<PageTexts> {
  return draftsOr('page texts', draftReads.pageTexts, () => pageTexts.read());
}

export function getSection8Bonus(): Promise<Section8Bonus> {
  return draftsOr('section 8 bonus', draftReads.section8Bonus, () => section8Bonus.read());
}

const readLandingVariants = () =>
  draftsOr('landing variants', draftReads.landingVariants, () => landingVariants.read());

/** The published variant of a landing version (a preview: its draft); the seed one if the CMS has none. */
export async function getLandingVariant(version: LandingVersion): Promise<LandingVariant> {
  const published = (await readLandingVariants()).find((variant) => variant.version === version);
  const seed = seedLandingVariants.find((variant) => variant.version === version);
  if (published) return published;
  if (!seed) throw new Error(`No landing content for version ${version}`);
  return seed;
}

/** Every published offer (both flows), unsorted; pick a flow with `selectOffersForFlow`. */
export function getOffers(): Promise<Offer[]> {
  return draftsOr('offers', draftReads.offers, () => offers.read());
}

/** A published demo offer page by slug (a preview: its draft), or null when there is none. */
export async function getDemoPage(slug: string): Promise<DemoPage | null> {
  const pages = await draftsOr('demo pages', draftReads.demoPages, () => demoPages.read());
  return pages.find((page) => page.slug === slug) ?? null;
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
