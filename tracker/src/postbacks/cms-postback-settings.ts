import { createCmsSettingsReader, type CmsSettingsOptions } from '../auth/cms-key.ts';
import { postbackSettingsSchema, type PostbackSettings } from './settings.ts';

// Reads the postback settings from the CMS's `postback-settings` global. That global holds signing secrets,
// so the CMS serves it only to staff and to a caller presenting the shared key
// (TRACKER_CMS_POSTBACK_KEY here, CMS_POSTBACK_READ_KEY in the CMS). An answer is kept for `maxAgeMs`
// (a saved change applies within that time); when the CMS cannot answer, the last good answer is used, and
// with none yet the caller gets null (postbacks wait in the queue).

export type GetPostbackSettings = () => Promise<PostbackSettings | null>;

/** get: fresh enough settings (may ask the CMS); peek: the last answer now, never waiting (request paths). */
export type PostbackSettingsSource = { get: GetPostbackSettings; peek: () => PostbackSettings | null };

export function createCmsPostbackSettings(options: CmsSettingsOptions): PostbackSettingsSource {
  return createCmsSettingsReader({ ...options, schema: postbackSettingsSchema });
}
