import { describe, expect, it } from 'vitest';
import { centsOf, earningsOf, periodAt, type PriceBook } from './prices.ts';

const at = (day: string) => Date.parse(`2026-${day}T00:00:00Z`);

const book: PriceBook = {
  offers: {
    medicare: [
      { from: at('06-10'), acceptedCents: 1500 },
      { from: at('06-01'), acceptedCents: 1250 },
    ],
  },
  defaultPayouts: [{ from: at('06-01'), signupCents: 125, acceptedCents: 200 }],
  affiliatePayouts: { '555': [{ from: at('06-05'), signupCents: 300, acceptedCents: 350 }] },
};

describe('the price in force', () => {
  it('is the latest period that had started, whatever order the periods come in', () => {
    const periods = book.offers.medicare ?? [];
    expect(periodAt(periods, at('05-31'))).toBeNull();
    expect(periodAt(periods, at('06-01'))?.acceptedCents).toBe(1250);
    expect(periodAt(periods, at('06-10') - 1)?.acceptedCents).toBe(1250);
    expect(periodAt(periods, at('06-10'))?.acceptedCents).toBe(1500);
  });

  it("gives an accepted offer the partner's price and the affiliate's payout; a signup its payout alone", () => {
    const offer = { kind: 'offer' as const, offerId: 'medicare', affiliateId: 'aff-1', at: at('06-12') };
    expect(earningsOf(book, offer)).toEqual({ revenueCents: 1500, payoutCents: 200 });
    expect(earningsOf(book, { ...offer, kind: 'signup', offerId: null })).toEqual({
      revenueCents: 0,
      payoutCents: 125,
    });
  });

  it('pays an affiliate its own terms from their first period on, and the default before', () => {
    const signup = { kind: 'signup' as const, offerId: null, affiliateId: '555' };
    expect(earningsOf(book, { ...signup, at: at('06-04') }).payoutCents).toBe(125);
    expect(earningsOf(book, { ...signup, at: at('06-05') }).payoutCents).toBe(300);
  });

  it('earns nothing for an offer without prices, before any period, and pays nobody for traffic without an affiliate', () => {
    expect(earningsOf(book, { kind: 'offer', offerId: 'other', affiliateId: 'aff-1', at: at('06-12') })).toEqual({
      revenueCents: 0,
      payoutCents: 200,
    });
    expect(earningsOf(book, { kind: 'offer', offerId: 'medicare', affiliateId: 'aff-1', at: at('05-01') })).toEqual({
      revenueCents: 0,
      payoutCents: 0,
    });
    expect(earningsOf(book, { kind: 'offer', offerId: 'medicare', affiliateId: null, at: at('06-12') })).toEqual({
      revenueCents: 1500,
      payoutCents: 0,
    });
  });

  it('turns dollars with two decimals into whole cents without float drift', () => {
    expect([0.07, 1.1, 12.29, 19.99, 1000000].map(centsOf)).toEqual([7, 110, 1229, 1999, 100000000]);
  });
});
