import { describe, expect, it } from 'vitest';
import { scopeKey } from '../counting/dimension-counts.ts';
import { quarterMs } from '../counting/records.ts';
import type { DimensionCountsQuery, DimensionValueCounts } from '../store/ports/dimensions.ts';
import { defaultAlertSettings } from './alert-settings.ts';
import { findRateChanges } from './rate-rules.ts';

const now = Date.parse('2026-06-15T16:07:00Z');
const windowFrom = Math.floor(now / quarterMs) + 1 - 24;
const affiliates = scopeKey({ dimension: 'affiliate', affiliate: null, parent: null });
const subIdsOf = (affiliate: string) => scopeKey({ dimension: 'sub_id', affiliate, parent: null });

/** [visits, signups, continued, accepted, thank-you, downloads] per scope and value, for the window and the 14 days before. */
type Counts = Record<string, Record<string, { now: number[]; then: number[] }>>;

const storeOf = (counts: Counts) => {
  const reads: string[] = [];
  return {
    reads,
    readDimensionCounts: async ({ scope, fromQuarter }: DimensionCountsQuery): Promise<DimensionValueCounts[]> => {
      reads.push(scope);
      const isWindow = fromQuarter === windowFrom;
      return Object.entries(counts[scope] ?? {}).map(([value, both]) => ({
        value,
        counts: isWindow ? both.now : both.then,
      }));
    },
  };
};

const steady = { now: [100, 20, 20, 30, 10, 10], then: [1400, 280, 280, 420, 140, 140] };

describe('rate rules', () => {
  it('finds nothing while every rate stays within its limits', async () => {
    const store = storeOf({ [affiliates]: { 'aff-1': steady }, [subIdsOf('aff-1')]: { s1: steady } });
    expect(await findRateChanges({ store, now, settings: defaultAlertSettings })).toEqual([]);
  });

  it('flags a sub id whose signups collapsed while its affiliate, diluted by others, stays within limits', async () => {
    const store = storeOf({
      [affiliates]: { 'aff-1': { now: [400, 72, 72, 108, 0, 0], then: [5600, 1120, 1120, 1680, 0, 0] } },
      [subIdsOf('aff-1')]: {
        good: { now: [300, 66, 66, 99, 0, 0], then: [4200, 840, 840, 1260, 0, 0] },
        broken: { now: [100, 6, 6, 9, 0, 0], then: [1400, 280, 280, 420, 0, 0] },
      },
    });
    const found = await findRateChanges({ store, now, settings: defaultAlertSettings });
    expect(found.map((alert) => alert.id)).toEqual(['signup_rate:aff-1:broken']);
    expect(found[0]?.title).toBe('The signup rate of sub id broken of aff-1 is down beyond its usual range');
  });

  it('flags accepted offers per signup beyond the Poisson limit, up as well as down', async () => {
    const store = storeOf({
      [affiliates]: {
        'aff-2': { now: [100, 20, 20, 5, 0, 0], then: [1400, 280, 280, 420, 0, 0] },
        'aff-3': { now: [100, 20, 20, 60, 0, 0], then: [1400, 280, 280, 420, 0, 0] },
      },
    });
    const found = await findRateChanges({ store, now, settings: defaultAlertSettings });
    expect(found.map((alert) => [alert.id, alert.title.includes('down') ? 'down' : 'up'])).toEqual([
      ['accept_rate:aff-2:', 'down'],
      ['accept_rate:aff-3:', 'up'],
    ]);
  });

  it('reads the sub ids only of affiliates with visits enough to judge', async () => {
    const store = storeOf({ [affiliates]: { busy: steady, quiet: { now: [49, 9, 0, 0, 0, 0], then: steady.then } } });
    await findRateChanges({ store, now, settings: defaultAlertSettings });
    expect(store.reads).toContain(subIdsOf('busy'));
    expect(store.reads).not.toContain(subIdsOf('quiet'));
  });
});
