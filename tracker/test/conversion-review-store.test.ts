import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversionHold } from '../src/counting/conversion-hold.ts';
import { dayMs, quarterMs } from '../src/counting/counter-increments.ts';
import { reportStages, scopeKey } from '../src/counting/dimension-counts.ts';
import { metrics } from '../src/counting/metrics.ts';
import type { Store } from '../src/store/port.ts';
import { aNewEntry } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The store's part of the conversion review, the same on both adapters: the scoring's recent counts, and held
// conversions written with their fact, left out of the paid counters until an operator decides, then moved
// (approved: into the paid counters and the dimension counts at the time they happened; rejected: aside).

const at = Date.parse('2026-06-01T12:07:00Z');
const day = Math.floor(at / dayMs);
const hold: ConversionHold = { score: 60, reasons: ['no_landing', 'placement_burst'] };
const subIds = scopeKey({ dimension: 'sub_id', affiliate: null, parent: null });

async function totalOf(store: Store, metric: string): Promise<number> {
  const rows = await store.sumCounters({
    affiliate: '',
    byVersion: false,
    metrics: [metric],
    fromDay: day,
    toDay: day,
  });
  return rows.reduce((sum, row) => sum + row.total, 0);
}

describe.each(storeFactories)('conversion review store: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  async function signUp(email: string, withHold: ConversionHold | null) {
    const { entry } = await store.createEntry({
      entry: aNewEntry({ email, subId: 'sub-9', createdAt: at }),
      facts: [{ type: 'signup', at, isBot: false, hold: withHold }],
    });
    return entry;
  }

  const emailsBySubId = async () => {
    const rows = await store.readDimensionCounts({
      scope: subIds,
      fromQuarter: Math.floor(at / quarterMs) - 10,
      toQuarter: Math.floor(at / quarterMs) + 10,
    });
    return rows.reduce((sum, row) => sum + (row.counts[reportStages.indexOf('email')] ?? 0), 0);
  };

  describe('recent counts', () => {
    it('adds one per increment and sums a key from a bucket on; 0 for an unknown key', async () => {
      await store.addReviewCounts([
        { key: 'k1', bucket: 100, expiresAt: 1000 },
        { key: 'k1', bucket: 100, expiresAt: 1000 },
        { key: 'k1', bucket: 101, expiresAt: 1100 },
        { key: 'k2', bucket: 101, expiresAt: 1100 },
      ]);
      await store.addReviewCounts([{ key: 'k1', bucket: 99, expiresAt: 900 }]);
      expect(
        await store.readReviewCounts([
          { key: 'k1', fromBucket: 100 },
          { key: 'k1', fromBucket: 0 },
          { key: 'k2', fromBucket: 101 },
          { key: 'k3', fromBucket: 0 },
        ]),
      ).toEqual([3, 4, 1, 0]);
    });

    it('forgets the rows that expired', async () => {
      await store.addReviewCounts([
        { key: 'k1', bucket: 1, expiresAt: 1000 },
        { key: 'k1', bucket: 2, expiresAt: 2000 },
      ]);
      expect(await store.purgeReviewCounts(1500)).toBe(1);
      expect(await store.readReviewCounts([{ key: 'k1', fromBucket: 0 }])).toEqual([1]);
    });
  });

  it('reads the dimension counts as rolled up so far, without rolling up what is pending', async () => {
    const visit = {
      type: 'visit' as const,
      at,
      entryId: null,
      affiliateId: 'aff-1',
      subId: 'sub-9',
      s1: null,
      s2: null,
      s3: null,
      version: 1,
      offerId: null,
      position: null,
      isBot: false,
      once: null,
      page: '/',
    };
    await store.recordFacts([visit, visit]);
    const query = {
      scope: subIds,
      fromQuarter: Math.floor(at / quarterMs) - 10,
      toQuarter: Math.floor(at / quarterMs) + 10,
      values: ['sub-9'],
    };
    expect(await store.readSettledDimensionCounts(query)).toEqual([]);
    await store.rollUpDimensions({});
    await store.recordFacts([visit]);
    expect((await store.readSettledDimensionCounts(query))[0]?.counts[reportStages.indexOf('impression')]).toBe(2);
  });

  describe('held conversions', () => {
    it('counts a held signup apart from the paid figures and the dimension reports, and keeps why', async () => {
      const entry = await signUp('held@example.com', hold);
      await signUp('fine@example.com', null);
      expect(await totalOf(store, metrics.email)).toBe(1);
      expect(await totalOf(store, metrics.heldEmail)).toBe(1);
      expect(await emailsBySubId()).toBe(1);
      expect(await store.getHeldConversion(`${entry.id}:email_submitted`)).toEqual({
        id: `${entry.id}:email_submitted`,
        entryId: entry.id,
        kind: 'signup',
        offerId: null,
        affiliateId: 'aff-1',
        subId: 'sub-9',
        at,
        score: 60,
        reasons: ['no_landing', 'placement_burst'],
        status: 'held',
        decidedAt: null,
        decidedBy: null,
      });
    });

    it('holds an acceptance once: the same offer accepted again counts nothing and holds nothing more', async () => {
      const entry = await signUp('offers@example.com', null);
      const accept = { type: 'offer_accepted' as const, at, isBot: false, offerId: 'medicare', hold };
      await store.updateEntry({ id: entry.id, patch: { updatedAt: at }, facts: [accept] });
      await store.updateEntry({
        id: entry.id,
        patch: { updatedAt: at + 1000 },
        facts: [{ ...accept, at: at + 1000, hold: { score: 90, reasons: ['instant_accept'] } }],
      });
      expect(await totalOf(store, metrics.offerAccepted)).toBe(0);
      expect(await totalOf(store, metrics.heldOfferAccepted)).toBe(1);
      expect((await store.getHeldConversion(`${entry.id}:offer_accepted:medicare`))?.score).toBe(60);
      expect((await store.listHeldConversions({ status: 'held', limit: 10 })).total).toBe(1);
    });

    it('moves an approved conversion into the paid counters and the dimension counts, once', async () => {
      const entry = await signUp('approve@example.com', hold);
      const id = `${entry.id}:email_submitted`;
      const decided = await store.decideHeldConversions({
        ids: [id, id],
        decision: 'approved',
        at: at + 60_000,
        by: 'olivia@example.com',
      });
      expect(decided.map((conversion) => [conversion.id, conversion.status, conversion.decidedBy])).toEqual([
        [id, 'approved', 'olivia@example.com'],
      ]);
      expect(await totalOf(store, metrics.email)).toBe(1);
      expect(await totalOf(store, metrics.heldEmail)).toBe(0);
      expect(await emailsBySubId()).toBe(1);
      expect(
        await store.decideHeldConversions({
          ids: [id],
          decision: 'rejected',
          at: at + 120_000,
          by: 'olivia@example.com',
        }),
      ).toEqual([]);
      expect(
        await store.decideHeldConversions({
          ids: [id],
          decision: 'approved',
          at: at + 120_000,
          by: 'olivia@example.com',
        }),
      ).toEqual([]);
      expect(await totalOf(store, metrics.email)).toBe(1);
      expect(await store.getHeldConversion(id)).toMatchObject({
        status: 'approved',
        decidedAt: at + 60_000,
        reasons: hold.reasons,
      });
    });

    it('keeps a rejected conversion out of the paid figures for good', async () => {
      const entry = await signUp('reject@example.com', hold);
      await store.decideHeldConversions({
        ids: [`${entry.id}:email_submitted`, '999:email_submitted'],
        decision: 'rejected',
        at: at + 60_000,
        by: 'olivia@example.com',
      });
      expect(await totalOf(store, metrics.email)).toBe(0);
      expect(await totalOf(store, metrics.heldEmail)).toBe(0);
      expect(await totalOf(store, metrics.rejectedEmail)).toBe(1);
      expect(await emailsBySubId()).toBe(0);
    });

    it('lists a status newest first with its total, and counts it per affiliate and reason', async () => {
      const first = await signUp('a@example.com', hold);
      const { entry: second } = await store.createEntry({
        entry: aNewEntry({ email: 'b@example.com', affiliateId: 'aff-2', createdAt: at + 1000 }),
        facts: [
          { type: 'signup', at: at + 1000, isBot: false, hold: { score: 60, reasons: ['no_landing', 'sub_id_rate'] } },
        ],
      });
      await store.updateEntry({
        id: second.id,
        patch: { updatedAt: at + 2000 },
        facts: [
          {
            type: 'offer_accepted',
            at: at + 2000,
            isBot: false,
            offerId: 'dental',
            hold: { score: 100, reasons: ['signup_held'] },
          },
        ],
      });
      const listed = await store.listHeldConversions({ status: 'held', limit: 2 });
      expect(listed.total).toBe(3);
      expect(listed.conversions.map((conversion) => conversion.id)).toEqual([
        `${second.id}:offer_accepted:dental`,
        `${second.id}:email_submitted`,
      ]);
      expect(await store.countHeldConversions('held')).toEqual([
        {
          affiliateId: 'aff-1',
          signups: 1,
          offers: 0,
          reasons: expect.arrayContaining([
            { reason: 'no_landing', count: 1 },
            { reason: 'placement_burst', count: 1 },
          ]),
        },
        {
          affiliateId: 'aff-2',
          signups: 1,
          offers: 1,
          reasons: expect.arrayContaining([
            { reason: 'no_landing', count: 1 },
            { reason: 'sub_id_rate', count: 1 },
            { reason: 'signup_held', count: 1 },
          ]),
        },
      ]);
      expect((await store.countHeldConversions('held'))[1]?.reasons).toHaveLength(3);
      expect(await store.countHeldConversions('approved')).toEqual([]);
      expect(first.id).toBeLessThan(second.id);
    });
  });
});
