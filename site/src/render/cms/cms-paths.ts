// CMS REST paths, at depth 1 so uploads come populated. Collections with drafts are filtered to
// published documents; globals answer their published version unless `draft=true` is asked for.

export const cmsSlugs = {
  siteSettings: 'site-settings',
  pageTexts: 'page-texts',
  section8Bonus: 'section8-bonus',
  landingVariants: 'landing-variants',
  offers: 'offers',
  demoPages: 'demo-pages',
  experiments: 'experiments',
  trafficSources: 'traffic-sources',
} as const;

const published = 'where[_status][equals]=published';

export const cmsPaths = {
  siteSettings: `/api/globals/${cmsSlugs.siteSettings}?depth=1`,
  pageTexts: `/api/globals/${cmsSlugs.pageTexts}?depth=1`,
  section8Bonus: `/api/globals/${cmsSlugs.section8Bonus}?depth=1`,
  landingVariants: `/api/${cmsSlugs.landingVariants}?depth=1&limit=20&${published}`,
  offers: `/api/${cmsSlugs.offers}?depth=1&limit=100&${published}`,
  demoPages: `/api/${cmsSlugs.demoPages}?depth=1&limit=20&${published}`,
  // Experiments have no drafts: a saved experiment is live. Depth 1 for a content arm's hero image.
  experiments: `/api/${cmsSlugs.experiments}?depth=1&limit=50&sort=-updatedAt`,
  // No drafts either; read without signing in, so the answer holds each source's parameter names, not its name.
  trafficSources: `/api/${cmsSlugs.trafficSources}?depth=0&limit=200&sort=createdAt`,
} as const;

// The drafts a preview shows: each document's latest version, draft or published (the CMS answers these only
// to the site's draft key). Site settings and experiments have no drafts.
const drafts = 'draft=true';

export const cmsDraftPaths = {
  pageTexts: `/api/globals/${cmsSlugs.pageTexts}?depth=1&${drafts}`,
  section8Bonus: `/api/globals/${cmsSlugs.section8Bonus}?depth=1&${drafts}`,
  landingVariants: `/api/${cmsSlugs.landingVariants}?depth=1&limit=20&${drafts}`,
  offers: `/api/${cmsSlugs.offers}?depth=1&limit=100&${drafts}`,
  demoPages: `/api/${cmsSlugs.demoPages}?depth=1&limit=20&${drafts}`,
} as const;
