export const collectionSlugs = {
  users: 'users',
  media: 'media',
  landingVariants: 'landing-variants',
  offers: 'offers',
  demoPages: 'demo-pages',
  experiments: 'experiments',
  trafficSources: 'traffic-sources',
} as const;

export const globalSlugs = {
  siteSettings: 'site-settings',
  pageTexts: 'page-texts',
  section8Bonus: 'section8-bonus',
  postbackSettings: 'postback-settings',
  affiliatePayouts: 'affiliate-payouts',
  offerOrder: 'offer-order',
} as const;

export const roles = ['admin', 'marketer', 'operator'] as const;

export type Role = (typeof roles)[number];
