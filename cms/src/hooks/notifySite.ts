import type { Payload } from 'payload';
import { env } from '../env.ts';

export type RevalidateBody =
  | { collection: string; id: string; slug: string | null }
  | { global: string; id: string; slug: string };

const timeoutMs = 5000;

/**
 * Tells the site to drop its content cache. Never throws: a site that is down must not block
 * a marketer's save, so failures are only logged (the site's cache also expires on its own).
 */
export async function notifySite({ body, payload }: { body: RevalidateBody; payload: Payload }): Promise<void> {
  if (!env.CMS_SITE_URL || !env.CMS_REVALIDATE_SECRET) return;
  const url = new URL('/internal/revalidate', env.CMS_SITE_URL);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.CMS_REVALIDATE_SECRET },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) payload.logger.warn(`Site revalidation answered ${response.status} for ${JSON.stringify(body)}`);
  } catch (error) {
    payload.logger.warn(`Site revalidation failed for ${JSON.stringify(body)}: ${String(error)}`);
  }
}
