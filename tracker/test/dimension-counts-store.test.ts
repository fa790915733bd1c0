import { afterEach, describe, expect, it } from 'vitest';
import { quarterMs } from '../src/counting/counter-increments.ts';
import { overflowDimensionValue, scopeKey } from '../src/counting/dimension-counts.ts';
import type { StoreUnderTest } from './support/stores.ts';
import { storeFactories } from './support/stores.ts';
import { aFact } from './support/facts.ts';

// The dimension counts on both adapters (counting/dimension-counts.ts): cumulative rows per (scope, value,
// quarter), ranges read as differences, late facts, first-touch values of entry facts, and the cap per scope
// that counts new values past it as "Other".

const at = (iso: string) => Date.parse(iso);
const quarterOf = (iso: string) => Math.floor(at(iso) / quarterMs);
const subIds = scopeKey({ dimension: 'sub_id', affiliate: null, parent: null });

describe.each(storeFactories)('dimension counts on $name', (factory) => {
  let opened: StoreUnderTest | undefined;
  afterEach(async () => {
    await opened?.cleanup();
    opened = undefined;
  });

  const open = async (dimensionValueCap?: number) => {
    opened = await factory.open({ dimensionValueCap });
    return opened.store;
  };
  const sorted = (rows: { value: string; counts: number[] }[]) =>
    [...rows].sort((a, b) => (a.value < b.value ? -1 : 1));

  it('answers any range from two cumulative rows per value, late facts included', async () => {
    const store = await open();
    await store.recordFacts([
      aFact({ type: 'visit', subId: 'a', at: at('2026-06-01T10:00:00Z') }),
      aFact({ type: 'visit', subId: 'a', at: at('2026-06-01T10:05:00Z') }),
      aFact({ type: 'visit', subId: 'b', at: at('2026-06-02T10:00:00Z') }),
      aFact({ type: 'signup', subId: 'a', entryId: 1, at: at('2026-06-03T10:00:00Z') }),
    ]);
    // From another process whose clock is behind: older than the value's newest row.
    await store.recordFacts([aFact({ type: 'visit', subId: 'a', at: at('2026-06-02T09:00:00Z') })]);
    const read = (from: string, to: string) =>
      store.readDimensionCounts({ scope: subIds, fromQuarter: quarterOf(from), toQuarter: quarterOf(to) });
    expect(sorted(await read('2026-06-01T00:00:00Z', '2026-06-04T00:00:00Z'))).toEqual([
      { value: 'a', counts: [3, 1, 0, 0, 0, 0, 0, 0] },
      { value: 'b', counts: [1, 0, 0, 0, 0, 0, 0, 0] },
    ]);
    expect(sorted(await read('2026-06-02T00:00:00Z', '2026-06-03T00:00:00Z'))).toEqual([
      { value: 'a', counts: [1, 0, 0, 0, 0, 0, 0, 0] },
      { value: 'b', counts: [1, 0, 0, 0, 0, 0, 0, 0] },
    ]);
    // Cut inside a day at a quarter-hour: 10:00–10:15 holds both of the first day's visits.
    expect(await read('2026-06-01T10:00:00Z', '2026-06-01T10:15:00Z')).toEqual([
      { value: 'a', counts: [2, 0, 0, 0, 0, 0, 0, 0] },
    ]);
    expect(await read('2026-06-01T10:15:00Z', '2026-06-02T09:00:00Z')).toEqual([]);
  });

  it(
    'answers every range over fourteen months exactly, through quiet months, late facts and facts older than a value began',
    { timeout: 60_000 },
    async () => {
      const store = await open();
      // A fixed pseudo-random traffic: 40 visits of four sub ids, each value busy in some months and silent in
      // others, recorded in six batches out of time order, rolled up after each (so many arrive late).
      let seed = 7;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const start = at('2025-10-01T00:00:00Z');
      const span = at('2026-12-01T00:00:00Z') - start;
      const visits = Array.from({ length: 40 }, (_, index) => {
        const subId = `v${index % 4}`;
        // v0 only in two short bursts a year apart; the others anywhere.
        const offset = subId === 'v0' ? (random() < 0.5 ? 0 : 0.9) * span + random() * 0.02 * span : random() * span;
        return aFact({ type: 'visit', subId, at: start + Math.floor(offset) });
      });
      for (let batch = 0; batch < 6; batch += 1) {
        await store.recordFacts(visits.filter((_, index) => (index * 5) % 6 === batch));
        await store.rollUpDimensions({});
      }
      for (let check = 0; check < 30; check += 1) {
        const [from, to] = [random(), random()]
          .map((share) => Math.floor((start - 86_400_000 + share * (span + 2 * 86_400_000)) / quarterMs))
          .sort((a, b) => a - b) as [number, number];
        const expected = new Map<string, number>();
        for (const visit of visits) {
          const quarter = Math.floor(visit.at / quarterMs);
          if (quarter >= from && quarter < to && visit.subId)
            expected.set(visit.subId, (expected.get(visit.subId) ?? 0) + 1);
        }
        const answer = await store.readDimensionCounts({ scope: subIds, fromQuarter: from, toQuarter: to });
        expect(sorted(answer)).toEqual(
          sorted([...expected].map(([value, count]) => ({ value, counts: [count, 0, 0, 0, 0, 0, 0, 0] }))),
        );
      }
    },
  );

  it("counts an entry's later stages for its first-touch values, in every scope of a fact", async () => {
    const store = await open();
    const { entry } = await store.createEntry({
      entry: {
        email: 'ann@example.com',
        version: 2,
        affiliateId: '17',
        subId: 'sub-a',
        s1: 'p1',
        s2: null,
        s3: null,
        selectedOffers: [],
        campaign: { utm_campaign: 'spring', utm_content: 'banner' },
        addressHash: null,
        isBot: false,
        device: 'phone',
        step: 1,
        firstName: null,
        lastName: null,
        zipCode: null,
        createdAt: at('2026-06-01T12:00:00Z'),
      },
      facts: [{ type: 'signup', at: at('2026-06-01T12:00:00Z'), isBot: false }],
    });
    await store.updateEntry({
      id: entry.id,
      patch: { updatedAt: at('2026-06-01T12:10:00Z') },
      facts: [{ type: 'offer_accepted', at: at('2026-06-01T12:10:00Z'), isBot: false, offerId: 'o1' }],
    });
    const day = { fromQuarter: quarterOf('2026-06-01T00:00:00Z'), toQuarter: quarterOf('2026-06-02T00:00:00Z') };
    const read = (scope: Parameters<typeof scopeKey>[0]) =>
      store.readDimensionCounts({ scope: scopeKey(scope), ...day });
    const emailAndAccept = [0, 1, 0, 1, 0, 0, 0, 0];
    expect(await read({ dimension: 'device', affiliate: null, parent: null })).toEqual([
      { value: 'phone', counts: emailAndAccept },
    ]);
    expect(
      await read({ dimension: 'utm_content', affiliate: '17', parent: { dimension: 'utm_campaign', value: 'spring' } }),
    ).toEqual([{ value: 'banner', counts: emailAndAccept }]);
    expect(await read({ dimension: 's1', affiliate: '17', parent: { dimension: 'sub_id', value: 'sub-a' } })).toEqual([
      { value: 'p1', counts: emailAndAccept },
    ]);
    expect(await read({ dimension: 'landing_version', affiliate: '17', parent: null })).toEqual([
      { value: '2', counts: emailAndAccept },
    ]);
    expect(await read({ dimension: 'utm_term', affiliate: null, parent: null })).toEqual([
      { value: '', counts: emailAndAccept },
    ]);
  });

  it('writes one pending row per counted fact on the request path, and the scopes only when rolled up', async () => {
    const store = await open();
    const pendingRows = async () =>
      (await opened?.dump())?.filter(({ place }) => place === 'dimension_pending.count').length;
    // Whether any scope's totals are stored (every adapter's total rows have an impression column).
    const scopesWritten = async () => (await opened?.dump())?.some(({ place }) => place.endsWith('.impression'));
    await store.recordFacts([
      aFact({ type: 'visit', subId: 'a', at: at('2026-06-01T10:00:00Z') }),
      aFact({ type: 'visit', subId: 'a', at: at('2026-06-01T10:01:00Z') }),
    ]);
    await store.recordFacts([aFact({ type: 'visit', subId: 'b', at: at('2026-06-01T10:02:00Z') })]);
    // Two writes, the first merging its two alike facts: two pending rows, and not one of the 35 scopes' rows.
    expect(await pendingRows()).toBe(2);
    expect(await scopesWritten()).toBe(false);
    expect(await store.rollUpDimensions({ limit: 1 })).toEqual({ rolled: 1, more: true });
    expect(await store.rollUpDimensions({ limit: 1 })).toEqual({ rolled: 1, more: false });
    expect(await pendingRows()).toBe(0);
    expect(await scopesWritten()).toBe(true);
    await store.recordFacts([aFact({ type: 'visit', subId: 'b', at: at('2026-06-01T10:03:00Z') })]);
    // A read rolls up what is pending first, so a report is exact the moment a fact is acknowledged.
    const day = { fromQuarter: quarterOf('2026-06-01T00:00:00Z'), toQuarter: quarterOf('2026-06-02T00:00:00Z') };
    expect(sorted(await store.readDimensionCounts({ scope: subIds, ...day }))).toEqual([
      { value: 'a', counts: [2, 0, 0, 0, 0, 0, 0, 0] },
      { value: 'b', counts: [2, 0, 0, 0, 0, 0, 0, 0] },
    ]);
    expect(await pendingRows()).toBe(0);
  });

  it('keeps pending facts through a restart and rolls each up exactly once across processes', async () => {
    const store = await open();
    await store.recordFacts([aFact({ type: 'visit', subId: 'a', at: at('2026-06-01T10:00:00Z') })]);
    await store.close();
    const first = await opened?.openSecond();
    const second = await opened?.openSecond();
    if (!first || !second) throw new Error('no second store');
    await first.recordFacts([aFact({ type: 'signup', subId: 'a', entryId: 1, at: at('2026-06-01T10:05:00Z') })]);
    await Promise.all([
      first.rollUpDimensions({ limit: 1 }),
      second.rollUpDimensions({ limit: 1 }),
      first.rollUpDimensions({}),
      second.rollUpDimensions({}),
    ]);
    const day = { fromQuarter: quarterOf('2026-06-01T00:00:00Z'), toQuarter: quarterOf('2026-06-02T00:00:00Z') };
    expect(await second.readDimensionCounts({ scope: subIds, ...day })).toEqual([
      { value: 'a', counts: [1, 1, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it(
    "answers a report's leaders: every value that could be among the top by impressions, and the scope's total",
    { timeout: 60_000 },
    async () => {
      // 24 sub ids past a cap of 20 (the last four counted as "Other"), visits skewed so a few lead, over a year.
      const store = await open(20);
      let seed = 11;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const start = at('2025-06-01T00:00:00Z');
      const span = 365 * 86_400_000;
      let entries = 0;
      const visits = Array.from({ length: 24 }, (_, index) => index).flatMap((index) =>
        Array.from({ length: Math.max(1, Math.floor(24 / (index + 1))) }, () => {
          const type = random() < 0.8 ? ('visit' as const) : ('signup' as const);
          return aFact({
            type,
            subId: `v${String(index).padStart(2, '0')}`,
            entryId: type === 'signup' ? (entries += 1) : null,
            at: start + Math.floor(random() * span),
          });
        }),
      );
      for (let batch = 0; batch < 3; batch += 1)
        await store.recordFacts(visits.filter((_, index) => index % 3 === batch));
      const ranges = [
        [0, 1],
        [0.1, 0.9],
        [0.5, 0.51],
        [0.98, 1.01],
      ];
      for (const top of [1, 5, 25]) {
        for (const [from, to] of ranges) {
          const range = {
            scope: subIds,
            fromQuarter: Math.floor((start + (from ?? 0) * span) / quarterMs),
            toQuarter: Math.floor((start + (to ?? 0) * span) / quarterMs),
          };
          const all = await store.readDimensionCounts(range);
          const leaders = await store.readDimensionLeaders({ ...range, top });
          expect(leaders.total).toEqual(
            all.reduce(
              (sum, { counts }) => sum.map((count, index) => count + (counts[index] ?? 0)),
              [0, 0, 0, 0, 0, 0, 0, 0],
            ),
          );
          const ranked = all
            .filter(({ value }) => value !== overflowDimensionValue)
            .map(({ counts }) => counts[0] ?? 0)
            .sort((a, b) => b - a);
          const least = ranked[top - 1] ?? 0;
          const mustLead = all.filter(
            ({ value, counts }) =>
              value !== overflowDimensionValue && (counts[0] ?? 0) >= least && (least > 0 || ranked.length <= top),
          );
          // Each value given carries its own counts over the range, and none that could lead is missing.
          expect(sorted(leaders.values.filter(({ value }) => mustLead.some((lead) => lead.value === value)))).toEqual(
            sorted(mustLead),
          );
          for (const given of leaders.values) expect(all).toContainEqual(given);
          // What compare-to-previous reads: the total alone, and the values it names.
          expect(await store.readDimensionTotal(range)).toEqual(leaders.total);
          const named = [...all.slice(0, 3).map(({ value }) => value), 'never-seen'];
          expect(sorted(await store.readDimensionCounts({ ...range, values: named }))).toEqual(
            sorted(all.filter(({ value }) => named.includes(value))),
          );
        }
      }
    },
  );

  it('counts the values of a scope past its cap as "Other", and keeps counting the admitted ones', async () => {
    const store = await open(3);
    const visit = (subId: string, minute: number) =>
      aFact({ type: 'visit', subId, at: at(`2026-06-01T10:${String(minute).padStart(2, '0')}:00Z`) });
    await store.recordFacts([
      visit('a', 0),
      visit('b', 1),
      visit('c', 2),
      visit('d', 3),
      visit('e', 20),
      visit('a', 21),
    ]);
    const rows = await store.readDimensionCounts({
      scope: subIds,
      fromQuarter: quarterOf('2026-06-01T00:00:00Z'),
      toQuarter: quarterOf('2026-06-02T00:00:00Z'),
    });
    expect(sorted(rows)).toEqual([
      { value: overflowDimensionValue, counts: [2, 0, 0, 0, 0, 0, 0, 0] },
      { value: 'a', counts: [2, 0, 0, 0, 0, 0, 0, 0] },
      { value: 'b', counts: [1, 0, 0, 0, 0, 0, 0, 0] },
      { value: 'c', counts: [1, 0, 0, 0, 0, 0, 0, 0] },
    ]);
  });
});
