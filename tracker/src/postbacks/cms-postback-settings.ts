import type { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { postbackSettingsSchema, type PostbackSettings } from './settings.ts';

// Reads the postback settings from the CMS's `postback-settings` global. That global holds signing secrets,
// so the CMS serves it only to staff and to a caller presenting the shared key
// (TRACKER_CMS_POSTBACK_KEY here, CMS_POSTBACK_READ_KEY in the CMS). An answer is kept for `maxAgeMs`
// (a saved change applies within that time); when the CMS cannot answer, the last good answer is used, and
// with none yet the caller gets null (postbacks wait in the queue).

export const postbackKeyHeader = 'X-Postback-Settings-Key';

export type GetPostbackSettings = () => Promise<PostbackSettings | null>;

/** get: fresh enough settings (may ask the CMS); peek: the last answer now, never waiting (request paths). */
export type PostbackSettingsSource = { get: GetPostbackSettings; peek: () => PostbackSettings | null };

type CmsSettingsOptions = {
  cmsUrl: string;
  key: string;
  fetch?: Fetch;
  clock?: () => number;
  maxAgeMs?: number;
  onError?: (error: unknown) => void;
};

export function createCmsPostbackSettings(options: CmsSettingsOptions): PostbackSettingsSource {
  return createCmsSettingsReader({ ...options, schema: postbackSettingsSchema });
}

/** The same global read through another schema: each reader takes the part it needs (review/ reads the threshold). */
export function createCmsSettingsReader<T>({
  cmsUrl,
  key,
  schema,
  fetch = globalThis.fetch,
  clock = Date.now,
  maxAgeMs = 30_000,
  onError = () => undefined,
}: CmsSettingsOptions & { schema: z.ZodType<T> }): { get: () => Promise<T | null>; peek: () => T | null } {
  let lastGood: { settings: T; at: number } | null = null;
  const get = async () => {
    if (lastGood && clock() - lastGood.at < maxAgeMs) return lastGood.settings;
    try {
      const response = await fetch(new URL('/api/globals/postback-settings?depth=0', cmsUrl).href, {
        headers: { [postbackKeyHeader]: key },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      lastGood = { settings: schema.parse(await response.json()), at: clock() };
    } catch (error) {
      onError(error);
    }
    return lastGood?.settings ?? null;
  };
  return { get, peek: () => lastGood?.settings ?? null };
}
