import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { postbackKeyHeader } from '../auth/cms-key.ts';
import type { Clock } from '../clock.ts';
import { centsOf, emptyPriceBook, type PayoutPeriod, type PriceBook } from '../counting/prices.ts';

// The prices, read from the CMS with the tracker's key (visitors never see them): each published offer's
// "What the partner pays" periods and the Affiliate payouts global. A conversion never waits for the CMS once a
// book was read: it takes that book and, when it is older than 30 s, starts one read in the background (a
// period usually starts later than it is saved, so the one conversion counted at the older book earns the
// same). Before the first book, a conversion waits for one read, at most one every 5 s; when the CMS cannot
// answer it is counted without money and the error is reported (a conversion is never refused for want of a
// price).

const maxAgeMs = 30_000;
const retryEveryMs = 5_000;
const publishedOffersPath = '/api/offers?depth=0&limit=100&where[_status][equals]=published';
const payoutsPath = '/api/globals/affiliate-payouts?depth=0';

const instant = z.string().transform((value, context) => {
  const at = Date.parse(value);
  if (Number.isNaN(at)) context.addIssue({ code: 'custom', message: 'not a date' });
  return at;
});
const dollars = z.number().min(0).transform(centsOf);

const offersSchema = z.object({
  docs: z.array(
    z.object({
      slug: z.string(),
      prices: z.array(z.object({ effectiveFrom: instant, perAcceptedOffer: dollars })).nullish(),
    }),
  ),
});

const payoutPeriodsSchema = z
  .array(z.object({ effectiveFrom: instant, signup: dollars, acceptedOffer: dollars }))
  .nullish()
  .transform((periods): PayoutPeriod[] =>
    (periods ?? []).map(({ effectiveFrom, signup, acceptedOffer }) => ({
      from: effectiveFrom,
      signupCents: signup,
      acceptedCents: acceptedOffer,
    })),
  );

const payoutsSchema = z.object({
  default: z.object({ periods: payoutPeriodsSchema }).nullish(),
  affiliates: z.array(z.object({ affiliateId: z.string(), periods: payoutPeriodsSchema })).nullish(),
});

export function priceBookOf(offers: z.infer<typeof offersSchema>, payouts: z.infer<typeof payoutsSchema>): PriceBook {
  return {
    offers: Object.fromEntries(
      offers.docs.map(({ slug, prices }) => [
        slug,
        (prices ?? []).map(({ effectiveFrom, perAcceptedOffer }) => ({
          from: effectiveFrom,
          acceptedCents: perAcceptedOffer,
        })),
      ]),
    ),
    defaultPayouts: payouts.default?.periods ?? [],
    affiliatePayouts: Object.fromEntries(
      (payouts.affiliates ?? []).map(({ affiliateId, periods }) => [affiliateId.trim(), periods]),
    ),
  };
}

/** The prices in force now and before: resolves to the last book read (the empty book before the first). */
export type PriceBookSource = () => Promise<PriceBook>;

/** No key to read them with: every conversion is counted without money. */
export const noPrices: PriceBookSource = async () => emptyPriceBook;

export function createCmsPrices({
  cmsUrl,
  key,
  clock,
  fetch = globalThis.fetch,
  onError = () => undefined,
}: {
  cmsUrl: string;
  key: string;
  clock: Clock;
  fetch?: Fetch;
  onError?: (error: unknown) => void;
}): PriceBookSource {
  let last: { book: PriceBook; at: number } | null = null;
  let triedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function readJson(path: string): Promise<unknown> {
    const response = await fetch(new URL(path, cmsUrl).href, {
      headers: { [postbackKeyHeader]: key },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`CMS answered ${response.status} for ${path}`);
    return response.json();
  }

  async function read(): Promise<void> {
    try {
      const [offers, payouts] = await Promise.all([readJson(publishedOffersPath), readJson(payoutsPath)]);
      last = { book: priceBookOf(offersSchema.parse(offers), payoutsSchema.parse(payouts)), at: clock() };
    } catch (error) {
      onError(error);
    }
  }

  /** One read at a time, and none within 5 s of the last attempt. */
  const refresh = (): Promise<void> | null => {
    if (reading) return reading;
    if (clock() - triedAt < retryEveryMs) return null;
    triedAt = clock();
    reading = read().finally(() => (reading = null));
    return reading;
  };

  return async () => {
    const kept = last;
    if (kept) {
      if (clock() - kept.at >= maxAgeMs) void refresh();
      return kept.book;
    }
    await refresh();
    // The read just awaited may have set it (TypeScript keeps the narrowing from before the await).
    const read = last as { book: PriceBook } | null;
    return read?.book ?? emptyPriceBook;
  };
}
