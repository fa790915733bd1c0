import type { z } from 'zod';
import type { Fetch } from './cms-auth.ts';

// The tracker's own key to the CMS (TRACKER_CMS_POSTBACK_KEY here, CMS_POSTBACK_READ_KEY in the CMS): the
// CMS serves what it shows only to staff (the postback settings with their signing secrets, the experiments'
// names) to a caller presenting it in this header. The postbacks, the review threshold and the experiments
// read with it.
export const postbackKeyHeader = 'X-Postback-Settings-Key';

export type CmsSettingsOptions = {
  cmsUrl: string;
  key: string;
  fetch?: Fetch;
  clock?: () => number;
  maxAgeMs?: number;
  onError?: (error: unknown) => void;
};

/**
 * The CMS's `postback-settings` global read with the key through a schema: each reader takes the part it needs
 * (postbacks/ the settings, review/ the threshold). An answer is kept for `maxAgeMs`; when the CMS cannot answer,
 * the last good answer is used, and with none yet the reader gets null.
 */
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
