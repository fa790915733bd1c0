import { describe, expect, it } from 'vitest';
import { quarterMs } from '../src/counting/counter-increments.ts';
import { scopeKey } from '../src/counting/dimension-counts.ts';
import { storeFactories } from './support/stores.ts';
import { aFact } from './support/facts.ts';

// A year's dimension report reads its leaders, not every value of a scope (store/sqlite): only the values that
// can still reach the top, and every value when the ones left unread could tie with the last leader.

const at = (iso: string) => Date.parse(iso);
const quarterOf = (iso: string) => Math.floor(at(iso) / quarterMs);
const subIds = scopeKey({ dimension: 'sub_id', affiliate: null, parent: null });

// The first store a test file opens starts its writer thread and prepares its statements: seconds on a busy
// machine, on top of 400 sub ids' visits.
describe('dimension leaders on sqlite', { timeout: 30_000 }, () => {
  const subId = (index: number) => `v${String(index).padStart(3, '0')}`;
  const year = {
    scope: subIds,
    fromQuarter: quarterOf('2025-12-01T00:00:00Z'),
    toQuarter: quarterOf('2026-12-01T00:00:00Z'),
  };

  /** The leaders of a year in which sub id i has visitsOf(i) visits (400 sub ids), on a fresh SQLite store. */
  async function leadersOfAYear(visitsOf: (index: number) => number) {
    const factory = storeFactories.find(({ name }) => name === 'sqlite');
    if (!factory) throw new Error('no sqlite store');
    const opened = await factory.open();
    try {
      const visits = Array.from({ length: 400 }, (_, index) => index).flatMap((index) =>
        Array.from({ length: visitsOf(index) }, (_, visit) =>
          aFact({ type: 'visit', subId: subId(index), at: at('2026-01-01T00:00:00Z') + visit * 3_600_000 }),
        ),
      );
      // Rolled up in three passes: the first 150 sub ids (no total series yet), the others (the scope passes 200
      // values and gets one), then each one's last visit (added to it).
      const lastOfEach = visits.filter((visit, index) => visits[index + 1]?.subId !== visit.subId);
      const earlier = visits.filter((visit) => !lastOfEach.includes(visit));
      for (const batch of [
        earlier.filter((visit) => (visit.subId ?? '') < subId(150)),
        earlier.filter((visit) => (visit.subId ?? '') >= subId(150)),
        lastOfEach,
      ]) {
        await opened.store.recordFacts(batch);
        await opened.store.rollUpDimensions({});
      }
      const leaders = await opened.store.readDimensionLeaders({ ...year, top: 25 });
      expect(leaders.total).toEqual([visits.length, 0, 0, 0, 0, 0, 0, 0]);
      expect(await opened.store.readDimensionTotal(year)).toEqual(leaders.total);
      return leaders.values.map(({ value }) => value);
    } finally {
      await opened.cleanup();
    }
  }

  it("reads only the values that can lead a year's report, not every value of the scope", async () => {
    // v000 busiest, each later one quieter, the last 300 with one visit each.
    const values = await leadersOfAYear((index) => Math.max(1, 100 - index));
    expect(values.length).toBeLessThan(400);
    expect(values).toEqual(expect.arrayContaining(Array.from({ length: 25 }, (_, index) => subId(index))));
  });

  it('reads every value when the values it did not read could still tie with the last leader', async () => {
    // 24 sub ids with ten visits, then 376 with five: the 25th leader ties with every one of those.
    const values = await leadersOfAYear((index) => (index < 24 ? 10 : 5));
    expect(values).toHaveLength(400);
  });
});
