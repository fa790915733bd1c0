import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversionHold } from '../src/counting/conversion-hold.ts';
import { dayMs } from '../src/counting/counter-increments.ts';
import { metrics } from '../src/counting/metrics.ts';
import type { Store } from '../src/store/port.ts';
import { aNewEntry } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// Money in the counters, the same on both adapters: a conversion's cents go into the revenue and payout counters
// with it, in the same write; a held one adds none until approved, a rejected one never.

const at = Date.parse('2026-06-01T12:07:00Z');
const day = Math.floor(at / dayMs);
const hold: ConversionHold = { score: 60, reasons: ['no_landing'] };

async function centsOf(store: Store, metric: string, affiliate = ''): Promise<Record<string, number>> {
  const rows = await store.sumCounters({ affiliate, byVersion: false, metrics: [metric], fromDay: day, toDay: day });
  return Object.fromEntries(rows.filter((row) => row.total !== 0).map((row) => [row.detail, row.total]));
}

describe.each(storeFactories)('money counters: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  async function convert(email: string, withHold: ConversionHold | null) {
    const { entry } = await store.createEntry({
      entry: aNewEntry({ email, affiliateId: 'aff-1', createdAt: at }),
      facts: [{ type: 'signup', at, isBot: false, hold: withHold, earnings: { revenueCents: 0, payoutCents: 125 } }],
    });
    await store.updateEntry({
      id: entry.id,
      patch: { updatedAt: at + 60_000 },
      facts: [
        {
          type: 'offer_accepted',
          at: at + 60_000,
          isBot: false,
          offerId: 'medicare',
          hold: withHold,
          earnings: { revenueCents: 1250, payoutCents: 200 },
        },
      ],
    });
    return entry;
  }

  it('adds each paid conversion’s cents once, per offer and per affiliate, whatever the retries', async () => {
    const entry = await convert('paid@example.com', null);
    await store.updateEntry({
      id: entry.id,
      patch: { updatedAt: at + 60_000 },
      facts: [
        {
          type: 'offer_accepted',
          at: at + 90_000,
          isBot: false,
          offerId: 'medicare',
          earnings: { revenueCents: 1250, payoutCents: 200 },
        },
      ],
    });
    await convert('second@example.com', null);
    expect(await centsOf(store, metrics.revenue)).toEqual({ '0:medicare': 2500 });
    expect(await centsOf(store, metrics.payout)).toEqual({ '': 250, '0:medicare': 400 });
    expect(await centsOf(store, metrics.revenue, 'aff-1')).toEqual({ '0:medicare': 2500 });
  });

  it('adds a held conversion’s cents only when approved, and a rejected one’s never', async () => {
    const approved = await convert('approved@example.com', hold);
    const rejected = await convert('rejected@example.com', hold);
    expect(await centsOf(store, metrics.revenue)).toEqual({});
    expect(await centsOf(store, metrics.payout)).toEqual({});

    const decide = (entryId: number, decision: 'approved' | 'rejected') =>
      store.decideHeldConversions({
        ids: [`${entryId}:email_submitted`, `${entryId}:offer_accepted:medicare`],
        decision,
        at: at + dayMs,
        by: 'olivia@example.com',
      });
    await decide(approved.id, 'approved');
    await decide(rejected.id, 'rejected');
    // Counted on the day the conversion happened, not the day of the decision.
    expect(await centsOf(store, metrics.revenue)).toEqual({ '0:medicare': 1250 });
    expect(await centsOf(store, metrics.payout)).toEqual({ '': 125, '0:medicare': 200 });
  });
});
