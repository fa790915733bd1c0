import { SITE_CMS_URL } from 'astro:env/server';
import type { z } from 'zod';

const cmsTimeoutMs = 3_000;

/** GETs a CMS REST path and parses the answer; any network, status or shape problem throws. */
export async function fetchFromCms<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  headers: Record<string, string> = {},
): Promise<z.output<Schema>> {
  const url = new URL(path, SITE_CMS_URL);
  const response = await fetch(url, {
    headers: { ...headers, accept: 'application/json' },
    signal: AbortSignal.timeout(cmsTimeoutMs),
  });
  if (!response.ok) throw new Error(`CMS answered ${response.status} for ${url.pathname}`);
  return schema.parse(await response.json());
}

/** Opens a CMS file route (uploads) as a stream; null when the CMS does not have it. */
export async function fetchCmsFile(path: string): Promise<Response | null> {
  const response = await fetch(new URL(path, SITE_CMS_URL), { signal: AbortSignal.timeout(cmsTimeoutMs) });
  return response.ok ? response : null;
}
