import { offerFlows } from '@seniorguide/content';
import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import { servedOffersOf, type ServedOffers, type ServedOffersSource } from './served-offers.ts';

// The published offers, read from the CMS's public REST API as the site reads them. A list is kept for 30 s; an
// offer id not in it makes one fresh read (at most one every 2 s, so invented ids cannot make the tracker hammer
// the CMS), so an offer published a moment ago is taken at once. When the CMS cannot answer, the last list
// read is used; with none yet, the call is a 503 and the visitor's page tries again.

const offerListSchema = z.object({
  docs: z.array(
    z.object({
      slug: z.string(),
      flows: z.array(z.enum(offerFlows)).catch([]),
      order: z.object({ sequential: z.number().nullish(), list: z.number().nullish() }).catch({}),
    }),
  ),
});

const maxAgeMs = 30_000;
const freshReadEveryMs = 2_000;
const publishedOffersPath = '/api/offers?depth=0&limit=100&where[_status][equals]=published';

export function createCmsServedOffers({
  cmsUrl,
  clock,
  fetch = globalThis.fetch,
}: {
  cmsUrl: string;
  clock: Clock;
  fetch?: Fetch;
}): ServedOffersSource {
  let last: { served: ServedOffers; at: number } | null = null;
  let triedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    triedAt = clock();
    try {
      const response = await fetch(new URL(publishedOffersPath, cmsUrl).href, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      last = { served: servedOffersOf(offerListSchema.parse(await response.json()).docs), at: clock() };
    } catch {
      // The last list read stays in use.
    }
  }

  return async ({ fresh = false } = {}) => {
    const age = last ? clock() - last.at : Number.POSITIVE_INFINITY;
    const due = age >= maxAgeMs || (fresh && clock() - triedAt >= freshReadEveryMs);
    if (due) {
      reading ??= read().finally(() => (reading = null));
      await reading;
    }
    if (!last)
      throw new HttpError({
        code: 'service_unavailable',
        message: 'The offers could not be checked just now; please try again in a moment.',
      });
    return last.served;
  };
}
