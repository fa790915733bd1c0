import { afterEach, describe, expect, it } from 'vitest';
import { dayMs } from '../src/counting/counter-increments.ts';
import { overflowCounterValue, type CounterValueCaps } from '../src/counting/counter-value-caps.ts';
import { scopeKey } from '../src/counting/dimension-counts.ts';
import { experimentDetailOf } from '../src/counting/experiment-increments.ts';
import { allAffiliates, metrics } from '../src/counting/metrics.ts';
import type { Store } from '../src/store/port.ts';
import { aFact } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The day caps of counter values on both adapters (counting/counter-value-caps.ts): each UTC day admits at most
// a cap of distinct affiliates and of experiment × "since" points into the counters; the rest of the day's
// facts count in the same totals under "Other", and their affiliates join no list.

const firstDay = Date.parse('2026-06-01T12:00:00Z');
const day = Math.floor(firstDay / dayMs);
const since = Date.parse('2026-05-20T00:00:00Z');

describe.each(storeFactories)('day caps of counter values on $name', (factory) => {
  let opened: StoreUnderTest | undefined;
  afterEach(async () => {
    await opened?.cleanup();
    opened = undefined;
  });

  const open = async (counterValueCaps: Partial<CounterValueCaps>) => {
    opened = await factory.open({ counterValueCaps });
    return opened.store;
  };
  const impressionsOf = async (store: Store, affiliate: string, fromDay = day, toDay = day) =>
    (await store.sumCounters({ affiliate, byVersion: false, metrics: [metrics.impression], fromDay, toDay })).reduce(
      (sum, row) => sum + row.total,
      0,
    );

  it('keeps the first affiliates of a day, counts the rest under Other in the same totals, and lists only the kept ones', async () => {
    const store = await open({ affiliate: 3 });
    const visits = Array.from({ length: 10 }, (_, index) =>
      aFact({ type: 'visit', affiliateId: `junk-${index}`, at: firstDay + index }),
    );
    for (const visit of visits) await store.recordFacts([visit]);
    // Traffic without an affiliate is never folded, and a kept affiliate keeps counting all day.
    await store.recordFacts([
      aFact({ type: 'visit', affiliateId: null }),
      aFact({ type: 'visit', affiliateId: 'junk-0' }),
    ]);

    expect(await store.listAffiliates()).toEqual(['direct', 'junk-0', 'junk-1', 'junk-2']);
    expect(await impressionsOf(store, 'junk-0')).toBe(2);
    expect(await impressionsOf(store, 'junk-3')).toBe(0);
    expect(await impressionsOf(store, overflowCounterValue)).toBe(7);
    expect(await impressionsOf(store, allAffiliates)).toBe(12);
    // The dimension report shows the day's others as "Other" too, and keeps no scopes for them.
    const affiliates = await store.readDimensionCounts({
      scope: scopeKey({ dimension: 'affiliate', affiliate: null, parent: null }),
      fromQuarter: 0,
      toQuarter: Number.MAX_SAFE_INTEGER,
    });
    expect(affiliates.map(({ value }) => value).sort()).toEqual(
      ['direct', 'junk-0', 'junk-1', 'junk-2', overflowCounterValue].sort(),
    );
    const ofJunk5 = await store.readDimensionCounts({
      scope: scopeKey({ dimension: 'sub_id', affiliate: 'junk-5', parent: null }),
      fromQuarter: 0,
      toQuarter: Number.MAX_SAFE_INTEGER,
    });
    expect(ofJunk5).toEqual([]);
  });

  it('gives every UTC day its own room', async () => {
    const store = await open({ affiliate: 2 });
    for (const affiliateId of ['a', 'b', 'c'])
      await store.recordFacts([aFact({ type: 'visit', affiliateId, at: firstDay })]);
    for (const affiliateId of ['c', 'd', 'e'])
      await store.recordFacts([aFact({ type: 'visit', affiliateId, at: firstDay + dayMs })]);
    expect(await store.listAffiliates()).toEqual(['a', 'b', 'c', 'd']);
    expect(await impressionsOf(store, 'c', day, day)).toBe(0);
    expect(await impressionsOf(store, 'c', day + 1, day + 1)).toBe(1);
    expect(await impressionsOf(store, overflowCounterValue, day, day + 1)).toBe(2);
  });

  it('counts experiments past the day cap under Other, never under their made-up ids', async () => {
    const store = await open({ experiment: 1 });
    const touch = (id: string) => ({ id, version: 2, since });
    await store.recordFacts([aFact({ type: 'visit', affiliateId: null, experiment: touch('exp-real') })]);
    for (let index = 0; index < 5; index += 1)
      await store.recordFacts([aFact({ type: 'visit', affiliateId: null, experiment: touch(`made-up-${index}`) })]);
    const totals = await store.sumCounters({
      affiliate: allAffiliates,
      byVersion: true,
      metrics: [metrics.experimentVisit],
      fromDay: day,
      toDay: day,
    });
    const byDetail = Object.fromEntries(totals.map(({ detail, total }) => [detail, total]));
    expect(byDetail).toEqual({
      [experimentDetailOf(touch('exp-real'))]: 1,
      [experimentDetailOf({ id: overflowCounterValue, since: 0 })]: 5,
    });
  });

  it('holds the cap when many facts of one write name new affiliates', async () => {
    const store = await open({ affiliate: 4 });
    await store.recordFacts(
      Array.from({ length: 40 }, (_, index) => aFact({ type: 'visit', affiliateId: `burst-${index}`, at: firstDay })),
    );
    expect(await store.listAffiliates()).toHaveLength(4);
    expect(await impressionsOf(store, overflowCounterValue)).toBe(36);
  });
});
