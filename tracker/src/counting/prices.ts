import type { Earnings } from './records.ts';

// Prices as the counting reads them: what a partner pays for an accepted offer, and what the business pays an
// affiliate for a signup and for an accepted offer, each a list of PERIODS (from an instant on, an amount in whole
// cents). The amount of a conversion is the one of the latest period that had started when it happened, so a
// price change adds a period and never moves what was earned before it. Plain data: the tracker reads it from
// the CMS (offers/cms-prices.ts); nothing here does I/O.

/** One period: from `from` (UTC epoch ms) on, these amounts in cents, until a later period starts. */
export type OfferPricePeriod = { from: number; acceptedCents: number };
export type PayoutPeriod = { from: number; signupCents: number; acceptedCents: number };

export type PriceBook = {
  /** By offer id (the offer's slug, as the funnel records it). */
  offers: Readonly<Record<string, readonly OfferPricePeriod[]>>;
  /** Every affiliate without periods of its own in force. */
  defaultPayouts: readonly PayoutPeriod[];
  /** By affiliate id. */
  affiliatePayouts: Readonly<Record<string, readonly PayoutPeriod[]>>;
};

export type { Earnings } from './records.ts';

export const emptyPriceBook: PriceBook = { offers: {}, defaultPayouts: [], affiliatePayouts: {} };

/** The period in force at `at`: the latest that had started, or null before the first. */
export function periodAt<Period extends { from: number }>(periods: readonly Period[], at: number): Period | null {
  let found: Period | null = null;
  for (const period of periods) if (period.from <= at && (found === null || period.from > found.from)) found = period;
  return found;
}

/**
 * What a signup or an accepted offer earns at `at`. An affiliate's own periods apply from the first one's start;
 * before it, and for an affiliate without any, the default. Traffic without an affiliate pays nobody.
 */
export function earningsOf(
  book: PriceBook,
  conversion: { kind: 'signup' | 'offer'; offerId: string | null; affiliateId: string | null; at: number },
): Earnings {
  const { kind, offerId, affiliateId, at } = conversion;
  const offerPeriod = kind === 'offer' && offerId !== null ? periodAt(book.offers[offerId] ?? [], at) : null;
  const ownPayout = affiliateId === null ? null : periodAt(book.affiliatePayouts[affiliateId] ?? [], at);
  const payoutPeriod = affiliateId === null ? null : (ownPayout ?? periodAt(book.defaultPayouts, at));
  const payoutCents = payoutPeriod ? (kind === 'signup' ? payoutPeriod.signupCents : payoutPeriod.acceptedCents) : 0;
  return { revenueCents: offerPeriod?.acceptedCents ?? 0, payoutCents };
}

/** Dollars as the CMS keeps them (at most two decimals) in whole cents. */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);
