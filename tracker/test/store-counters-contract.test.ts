import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToRows, counterIncrementsFor, dayMs } from '../src/counting/counter-increments.ts';
import { metrics } from '../src/counting/metrics.ts';
import type { Store } from '../src/store/port.ts';
import { aFact, aNewEntry } from './support/facts.ts';
import { countersQuery, day, june1, totalOf } from './support/counter-totals.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The counters port (store/ports/counters.ts): facts, the event log and the day counters; contract, run on both adapters.
// the day caps are in counter-value-caps-store.test.ts.

describe.each(storeFactories)('counters port contract: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  describe('facts and counters', () => {
    it('counts a per-entry stage once however often and however concurrently it is recorded', async () => {
      const second = await subject.openSecond();
      const continued = aFact({ type: 'continued', entryId: 7 });
      await Promise.all([
        store.recordFacts([continued]),
        store.recordFacts([continued]),
        second.recordFacts([continued]),
      ]);
      await store.recordFacts([continued]);
      expect(await totalOf(store, metrics.continued)).toBe(1);
    });

    it('counts each visit, and keeps bots out of the figures but in their own counter', async () => {
      await store.recordFacts([
        aFact({ type: 'visit' }),
        aFact({ type: 'visit' }),
        aFact({ type: 'visit', isBot: true }),
      ]);
      expect(await totalOf(store, metrics.impression)).toBe(2);
      const botRows = await store.readCounters(countersQuery({ metrics: [metrics.bot] }));
      expect(botRows).toEqual([expect.objectContaining({ detail: 'visit', total: 1 })]);
    });

    it('rolls counts up per affiliate, per version and overall', async () => {
      await store.recordFacts([
        aFact({ type: 'visit', affiliateId: 'a', version: 1 }),
        aFact({ type: 'visit', affiliateId: 'a', version: 2 }),
        aFact({ type: 'visit', affiliateId: null, version: 2 }),
      ]);
      expect(await totalOf(store, metrics.impression)).toBe(3);
      expect(await totalOf(store, metrics.impression, { affiliate: 'a' })).toBe(2);
      expect(await totalOf(store, metrics.impression, { affiliate: 'direct' })).toBe(1);
      const byVersion = await store.readCounters(countersQuery({ metrics: [metrics.impression], byVersion: true }));
      expect(byVersion.map((row) => [row.version, row.total]).sort()).toEqual([
        [1, 1],
        [2, 2],
      ]);
      expect(await store.listAffiliates()).toEqual(['a', 'direct']);
    });

    it('gives the quarter-hour prefix sums a report asks for', async () => {
      const at = (time: string) => Date.parse(`2026-06-01T${time}Z`);
      await store.recordFacts([
        aFact({ type: 'visit', at: at('00:10:00') }),
        aFact({ type: 'visit', at: at('04:59:59') }),
        aFact({ type: 'visit', at: at('05:00:00') }),
        aFact({ type: 'visit', at: at('23:59:00') }),
      ]);
      const [row] = await store.readCounters(countersQuery({ metrics: [metrics.impression], splits: [0, 20, 96] }));
      expect(row).toMatchObject({ day, total: 4, heads: [0, 2, 4] });
    });

    it('sums whole days per counter, and adds details together per day when asked', async () => {
      await store.recordFacts([
        aFact({ type: 'offer_accepted', entryId: 1, offerId: 'medicare' }),
        aFact({ type: 'offer_accepted', entryId: 2, offerId: 'medicare', at: june1 + dayMs }),
        aFact({ type: 'offer_accepted', entryId: 3, offerId: 'section-8', at: june1 + dayMs + 60_000 }),
      ]);
      const totals = await store.sumCounters({
        affiliate: '',
        byVersion: false,
        metrics: [metrics.offerAccepted],
        fromDay: day,
        toDay: day + 1,
      });
      expect(totals.map(({ detail, total }) => [detail, total]).sort()).toEqual([
        ['medicare', 2],
        ['section-8', 1],
      ]);
      expect(
        await store.sumCounters({
          affiliate: '',
          byVersion: false,
          metrics: [metrics.offerAccepted],
          fromDay: day + 2,
          toDay: day + 1,
        }),
      ).toEqual([]);
      const perDay = await store.readCounters(
        countersQuery({ metrics: [metrics.offerAccepted], splits: [48, 49], sumDetails: true }),
      );
      expect(
        perDay.map(({ day: rowDay, detail, total, heads }) => [rowDay - day, detail, total, heads]).sort(),
      ).toEqual([
        [0, '', 1, [0, 1]],
        [1, '', 2, [2, 2]],
      ]);
    });

    it('records facts with an entry change in one write: the update and its counters land together', async () => {
      const { entry } = await store.createEntry({
        entry: aNewEntry(),
        facts: [{ type: 'signup', at: june1, isBot: false }],
      });
      await store.updateEntry({
        id: entry.id,
        patch: { step: 2, updatedAt: 1 },
        facts: [{ type: 'continued', at: june1, isBot: false }],
      });
      expect(await totalOf(store, metrics.email)).toBe(1);
      expect(await totalOf(store, metrics.continued)).toBe(1);
    });

    it('remembers offer names given with offer actions', async () => {
      await store.recordFacts([
        aFact({ type: 'offer_accepted', entryId: 1, offerId: 'medicare', offerName: 'Medicare Plans', position: 2 }),
      ]);
      expect(await store.listOfferNames()).toEqual(new Map([['medicare', 'Medicare Plans']]));
      const rows = await store.readCounters(countersQuery({ metrics: [metrics.offerAcceptedAt] }));
      expect(rows.map((row) => row.detail)).toEqual(['2:medicare']);
    });
  });

  it('bulk-loads events and adds counter rows to what is already counted', async () => {
    await store.recordFacts([aFact({ type: 'visit' })]);
    const rows = new Map();
    addToRows(rows, counterIncrementsFor(aFact({ type: 'visit' })));
    addToRows(rows, counterIncrementsFor(aFact({ type: 'visit', at: june1 + 5 * 60 * 60 * 1000 })));
    await subject.loadBulk({ facts: [aFact({ type: 'visit' })], rows: [...rows.values()] });
    const [row] = await store.readCounters(countersQuery({ metrics: [metrics.impression], splits: [20, 21, 49] }));
    expect(row).toMatchObject({ total: 3, heads: [0, 1, 3] });
    expect(await store.listAffiliates()).toEqual(['aff-1']);
  });
});
