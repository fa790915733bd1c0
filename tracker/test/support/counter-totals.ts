import { dayMs } from '../../src/counting/counter-increments.ts';
import { metrics } from '../../src/counting/metrics.ts';
import type { CounterQuery, Store } from '../../src/store/port.ts';

// The store contract suites' day (1 June 2026) and how they read a counter's total around it.

export const june1 = Date.parse('2026-06-01T00:00:00Z');
export const day = june1 / dayMs;

export function countersQuery(overrides: Partial<CounterQuery> = {}): CounterQuery {
  return {
    affiliate: '',
    byVersion: false,
    metrics: Object.values(metrics),
    fromDay: day - 1,
    toDay: day + 1,
    splits: [],
    ...overrides,
  };
}

export async function totalOf(store: Store, metric: string, overrides: Partial<CounterQuery> = {}): Promise<number> {
  const rows = await store.readCounters(countersQuery({ metrics: [metric], ...overrides }));
  return rows.reduce((sum, row) => sum + row.total, 0);
}
