import {
  cmsOfferListSchema,
  demoPageListSchema,
  landingVariantListSchema,
  pageTextsSchema,
  section8BonusSchema,
} from '@seniorguide/content';
import { PREVIEW_DRAFT_KEY_HEADER, previewDraftKeyOf } from '@seniorguide/node-http';
import { SITE_PREVIEW_SECRET } from 'astro:env/server';
import { cmsDraftPaths } from '../cms/cms-paths.ts';
import { fetchFromCms } from '../cms/rest-client.ts';

// Reads of the drafts for a preview render, with the key derived from the preview secret (the CMS's
// CMS_PREVIEW_SECRET makes the same one): it is sent only from this server to the CMS.

const draftHeaders = (): Record<string, string> =>
  SITE_PREVIEW_SECRET ? { [PREVIEW_DRAFT_KEY_HEADER]: previewDraftKeyOf(SITE_PREVIEW_SECRET) } : {};

export const draftReads = {
  pageTexts: () => fetchFromCms(cmsDraftPaths.pageTexts, pageTextsSchema, draftHeaders()),
  section8Bonus: () => fetchFromCms(cmsDraftPaths.section8Bonus, section8BonusSchema, draftHeaders()),
  landingVariants: async () =>
    (await fetchFromCms(cmsDraftPaths.landingVariants, landingVariantListSchema, draftHeaders())).docs,
  offers: async () => (await fetchFromCms(cmsDraftPaths.offers, cmsOfferListSchema, draftHeaders())).docs,
  demoPages: async () => (await fetchFromCms(cmsDraftPaths.demoPages, demoPageListSchema, draftHeaders())).docs,
};
