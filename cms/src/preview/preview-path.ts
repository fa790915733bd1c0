import { collectionSlugs, globalSlugs } from '../slugs.ts';

// Which page of the site shows a document: the page a preview of its draft opens. Documents no page shows on
// its own (media, users, an experiment of landing versions) have none, and the admin offers no preview for them;
// a content experiment's arms show on its landing version's page.

type Data = Record<string, unknown>;

const landingPathOf = (data: Data) => {
  const version = Number(data.version);
  if (version === 1) return '/';
  return version === 2 || version === 3 ? `/v${version}` : null;
};

const demoPagePathOf = (data: Data) =>
  typeof data.slug === 'string' && /^[a-z0-9-]{1,80}$/.test(data.slug) ? `/offer-landing/${data.slug}` : null;

// An offer shows in the middle of a flow that needs a visitor's signup, wherever the marketer's order puts it:
// its preview is a page of its own that shows its card as each of its flows does (the site's offer preview).
const offerPathOf = (data: Data) =>
  (typeof data.id === 'string' || typeof data.id === 'number') && /^[A-Za-z0-9_-]{1,64}$/.test(String(data.id))
    ? `/offer-preview/${String(data.id)}`
    : null;

const contentExperimentPathOf = (data: Data) =>
  data.kind === 'content' ? landingPathOf({ version: data.landingVersion }) : null;

const collectionPaths: Record<string, (data: Data) => string | null> = {
  [collectionSlugs.landingVariants]: landingPathOf,
  [collectionSlugs.experiments]: contentExperimentPathOf,
  [collectionSlugs.demoPages]: demoPagePathOf,
  [collectionSlugs.offers]: offerPathOf,
};

// Page texts cover every page after the signup; the thank-you page shows most of them and the bonus card.
const globalPaths: Record<string, string> = {
  [globalSlugs.pageTexts]: '/thank-you',
  [globalSlugs.section8Bonus]: '/thank-you',
};

export const previewCollections = [
  collectionSlugs.landingVariants,
  collectionSlugs.demoPages,
  collectionSlugs.offers,
  collectionSlugs.experiments,
] as const;
export const previewGlobals = [globalSlugs.pageTexts, globalSlugs.section8Bonus] as const;

/** The site path that shows this document, or null when no page does. */
export function previewPathOf({
  collection,
  global,
  data,
}: {
  collection?: string | undefined;
  global?: string | undefined;
  data: Data;
}): string | null {
  if (collection) return collectionPaths[collection]?.(data) ?? null;
  if (global) return globalPaths[global] ?? null;
  return null;
}
