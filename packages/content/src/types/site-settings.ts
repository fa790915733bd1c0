import type { ArrayRow, GlobalMeta } from './document.ts';
import type { Media } from './media.ts';

export type SiteLegal = {
  privacyPolicyUrl: string;
  privacyPolicyLabel: string;
  termsUrl: string;
  termsLabel: string;
  copyrightHolder: string;
  rightsReserved: string;
};

export type SiteSocial = {
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
};

/** Hosts `/redirect` may hand off to; anything else is refused. */
export type SiteRedirect = {
  allowedHosts: (ArrayRow & { host: string })[];
};

/** Third parties are optional: each one left empty is simply skipped by the site. */
export type SiteIntegrations = {
  /** Affiliate confirmation pixel; `{subId}` is replaced with the visitor's sub id. */
  affiliatePixelUrlTemplate?: string | null;
  referralWidgetScriptUrl?: string | null;
  tagManagerContainerId?: string | null;
  adNetworkScriptUrl?: string | null;
  /** Where the ad screen sends the visitor when the ad form fails or never shows. */
  adNetworkExitUrl?: string | null;
};

export type SiteEmail = {
  senderName: string;
  senderAddress: string;
  replyToAddress?: string | null;
  subject: string;
  postalAddress: string;
};

export type SiteEbook = {
  title: string;
  edition: string;
  /** The guide PDF uploaded in the CMS; until one is uploaded the site serves its bundled file. */
  file?: Media | null;
  publicPath: string;
};

export type SiteSettings = GlobalMeta & {
  siteName: string;
  logo?: Media | null;
  tagline: string;
  legal: SiteLegal;
  social: SiteSocial;
  redirect: SiteRedirect;
  integrations: SiteIntegrations;
  email: SiteEmail;
  ebook: SiteEbook;
};
