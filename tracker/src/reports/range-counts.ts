import type { CountersPort } from '../store/port.ts';
import { groupCounterRows } from './counter-sums.ts';
import type { QuarterPoint } from './zone-days.ts';

// Counts over one interval of the quarter-hour grid: the UTC days it covers whole are summed by the
// store; the (at most two) days it cuts are read with prefix sums and cut here.

export type RangeCounts = {
  count(input: { version?: number; metric: string; detail?: string }): number;
  detailsOf(metric: string): string[];
};

const keyOf = (version: number, metric: string, detail: string) => `${version}\u0000${metric}\u0000${detail}`;

export async function readRangeCounts({
  store,
  affiliate,
  byVersion,
  metrics,
  start,
  end,
}: {
  store: CountersPort;
  affiliate: string;
  byVersion: boolean;
  metrics: readonly string[];
  start: QuarterPoint;
  end: QuarterPoint;
}): Promise<RangeCounts> {
  const edgeDays = [...new Set([start.quarter > 0 ? start.day : null, end.quarter > 0 ? end.day : null])].filter(
    (day) => day !== null,
  );
  const splits = [...new Set([start.quarter, end.quarter])].sort((a, b) => a - b);
  const [totals, ...edges] = await Promise.all([
    store.sumCounters({
      affiliate,
      byVersion,
      metrics,
      fromDay: start.quarter === 0 ? start.day : start.day + 1,
      toDay: end.day - 1,
    }),
    ...edgeDays.map((day) => store.readCounters({ affiliate, byVersion, metrics, fromDay: day, toDay: day, splits })),
  ]);
  const edgeGroups = groupCounterRows({ rows: edges.flat(), splits });
  const whole = new Map<string, number>();
  const details = new Map<string, Set<string>>();
  for (const total of totals) {
    whole.set(keyOf(total.version, total.metric, total.detail), total.total);
    const seen = details.get(total.metric) ?? new Set<string>();
    seen.add(total.detail);
    details.set(total.metric, seen);
  }
  return {
    count: ({ version = 0, metric, detail = '' }) =>
      (whole.get(keyOf(version, metric, detail)) ?? 0) + edgeGroups.sum({ version, metric, detail, start, end }),
    detailsOf: (metric) => [...new Set([...(details.get(metric) ?? []), ...edgeGroups.detailsOf(metric)])].sort(),
  };
}
