import type { FuzzRoute } from '@seniorguide/http-fuzz';
import { collectionSlugs, globalSlugs } from '../../src/slugs.ts';

// The CMS's REST routes an anonymous visitor can reach (access rules in src/access and each collection and
// global): the reads of everything published or public, the sign-in and password routes, and writes that
// must refuse an anonymous caller. The fuzz test (test/fuzz.test.ts) sends malformed requests over these.

const publishedCollections = [
  collectionSlugs.offers,
  collectionSlugs.landingVariants,
  collectionSlugs.demoPages,
  collectionSlugs.experiments,
  collectionSlugs.trafficSources,
  collectionSlugs.media,
];

const reads: FuzzRoute[] = [
  ...publishedCollections.flatMap((slug) => [
    { method: 'GET', path: `/api/${slug}` },
    { method: 'GET', path: `/api/${slug}/:id` },
  ]),
  { method: 'GET', path: `/api/${collectionSlugs.media}/file/:filename` },
  // A seeded file, so that ranges, methods and headers reach a file that is there.
  { method: 'GET', path: `/api/${collectionSlugs.media}/file/logo.svg` },
  ...Object.values(globalSlugs).map((slug) => ({ method: 'GET', path: `/api/globals/${slug}` })),
  { method: 'GET', path: `/api/${collectionSlugs.users}/me` },
];

const account: FuzzRoute[] = [
  { method: 'POST', path: `/api/${collectionSlugs.users}/login` },
  { method: 'POST', path: `/api/${collectionSlugs.users}/forgot-password` },
  { method: 'POST', path: `/api/${collectionSlugs.users}/reset-password` },
  { method: 'POST', path: `/api/${collectionSlugs.users}/logout` },
];

/** Writes only staff may make: an anonymous caller gets a 4xx, never a change. */
const refusedWrites: FuzzRoute[] = [
  { method: 'POST', path: `/api/${collectionSlugs.users}` },
  { method: 'PATCH', path: `/api/${collectionSlugs.users}/:id` },
  { method: 'POST', path: `/api/${collectionSlugs.offers}` },
  { method: 'PATCH', path: `/api/${collectionSlugs.offers}/:id` },
  { method: 'DELETE', path: `/api/${collectionSlugs.landingVariants}/:id` },
  { method: 'POST', path: `/api/${collectionSlugs.media}` },
  { method: 'PATCH', path: `/api/${collectionSlugs.media}/:id` },
  { method: 'DELETE', path: `/api/${collectionSlugs.media}/:id` },
  { method: 'POST', path: `/api/${collectionSlugs.experiments}` },
  { method: 'POST', path: `/api/${collectionSlugs.trafficSources}` },
  { method: 'PATCH', path: `/api/${collectionSlugs.trafficSources}/:id` },
  { method: 'DELETE', path: `/api/${collectionSlugs.trafficSources}/:id` },
  { method: 'POST', path: `/api/globals/${globalSlugs.siteSettings}` },
  { method: 'POST', path: `/api/globals/${globalSlugs.pageTexts}` },
];

export const publicRestRoutes: readonly FuzzRoute[] = [...reads, ...account, ...refusedWrites];
