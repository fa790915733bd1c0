import type { SiteSettings } from '@seniorguide/content';
import { z } from 'zod';
import { arrayRowId, globalMeta, mediaRelation, optionalText, text } from './common.ts';

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
  redirect: z.object({ allowedHosts: z.array(z.object({ id: arrayRowId, host: text })) }),
  integrations: z.object({
    affiliatePixelUrlTemplate: optionalText,
    referralWidgetScriptUrl: optionalText,
    tagManagerContainerId: optionalText,
    adNetworkScriptUrl: optionalText,
    adNetworkExitUrl: optionalText,
  }),
  email: z.object({
    senderName: text,
    senderAddress: text,
    replyToAddress: optionalText,
    subject: text,
    postalAddress: text,
  }),
  ebook: z.object({ title: text, edition: text, file: mediaRelation, publicPath: text }),
}) satisfies z.ZodType<SiteSettings>;
