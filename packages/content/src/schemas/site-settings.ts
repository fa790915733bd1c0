import { z } from 'zod';
import { arrayRowId, globalMeta, optionalText, text } from './common.ts';
import { mediaRelation } from './media.ts';

export const siteSettingsSchema = z.object({
  ...globalMeta,
  siteName: text,
  logo: mediaRelation,
  tagline: text,
  legal: z.object({
    privacyPolicyUrl: text,
    privacyPolicyLabel: text,
    termsUrl: text,
    termsLabel: text,
    copyrightHolder: text,
    rightsReserved: text,
  }),
  social: z.object({ facebookUrl: text, instagramUrl: text, twitterUrl: text }),
  /** Hosts `/redirect` may hand off to; anything else is refused. */
  redirect: z.object({ allowedHosts: z.array(z.object({ id: arrayRowId, host: text })) }),
  /** Third parties are optional: each one left empty is simply skipped by the site. */
  integrations: z.object({
    /** Affiliate confirmation pixel; `{subId}` is replaced with the visitor's sub id. */
    affiliatePixelUrlTemplate: optionalText,
    referralWidgetScriptUrl: optionalText,
    tagManagerContainerId: optionalText,
    adNetworkScriptUrl: optionalText,
    /** Where the ad screen sends the visitor when the ad form fails or never shows. */
    adNetworkExitUrl: optionalText,
  }),
  email: z.object({
    senderName: text,
    senderAddress: text,
    replyToAddress: optionalText,
    subject: text,
    postalAddress: text,
  }),
  ebook: z.object({
    title: text,
    edition: text,
    /** The guide PDF uploaded in the CMS; until one is uploaded the site serves its bundled file. */
    file: mediaRelation,
    publicPath: text,
  }),
});
