import type { CounterDayRow } from '../store/port.ts';
import { sumBetween, type DayCells, type QuarterPoint } from './zone-days.ts';

// Turns counter rows into sums over local-day intervals, per (version, metric, detail) group.

export type CounterGroups = {
  /** The count of one group between two quarter points; 0 for a group with no rows. */
  sum(input: { version?: number; metric: string; detail?: string; start: QuarterPoint; end: QuarterPoint }): number;
  /** The details (offer ids, `position:offerId`, …) seen for a metric. */
  detailsOf(metric: string): string[];
};

const keyOf = (version: number, metric: string, detail: string) => `${version}\u0000${metric}\u0000${detail}`;

export function groupCounterRows({
  rows,
  splits,
}: {
  rows: readonly CounterDayRow[];
  splits: readonly number[];
}): CounterGroups {
  const groups = new Map<string, Map<number, DayCells>>();
  const details = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = keyOf(row.version, row.metric, row.detail);
    const days = groups.get(key) ?? new Map<number, DayCells>();
    days.set(row.day, { total: row.total, heads: row.heads });
    groups.set(key, days);
    const seen = details.get(row.metric) ?? new Set<string>();
    seen.add(row.detail);
    details.set(row.metric, seen);
  }
  const splitIndex = new Map(splits.map((quarter, index) => [quarter, index]));
  return {
    sum: ({ version = 0, metric, detail = '', start, end }) => {
      const days = groups.get(keyOf(version, metric, detail));
      return days ? sumBetween({ rows: days, splitIndex, start, end }) : 0;
    },
    detailsOf: (metric) => [...(details.get(metric) ?? [])].sort(),
  };
}
