import type { Database, Statement } from 'better-sqlite3';
import type { CounterDayRow, CounterQuery, CounterTotal } from '../port.ts';

// Counter reads. Whole days are summed by SQLite (one short row per counter); the edge days of a range come
// back with the quarter-hour prefix sums the report asked for, so a row crosses to JS as a few numbers.

function headExpression(split: number): string {
  if (split <= 0) return '0';
  return Array.from({ length: split }, (_, quarter) => `q${quarter}`).join(' + ');
}

function toInteger(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError('counters: expected an integer column');
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  throw new TypeError('counters: expected a text column');
}

function toColumns(row: unknown): unknown[] {
  if (!Array.isArray(row)) throw new TypeError('counters: expected a raw row');
  return row;
}

type Shape = { byVersion: boolean; metrics: readonly string[] };

const where = (query: Shape) =>
  `affiliate = ? AND ${query.byVersion ? 'version > 0' : 'version = 0'} AND metric IN (${query.metrics.map(() => '?').join(', ')}) AND day BETWEEN ? AND ?`;

export function createCounterReader(db: Database) {
  // Keyed by query shape; shapes are few (metric count × split set × mode), and the cache is bounded.
  const cache = new Map<string, Statement>();
  const prepared = (key: string, sql: () => string): Statement => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (cache.size > 200) cache.clear();
    const statement = db.prepare(sql()).raw();
    cache.set(key, statement);
    return statement;
  };

  function readCounters(query: CounterQuery): CounterDayRow[] {
    if (query.metrics.length === 0) return [];
    const key = `rows|${query.byVersion}|${query.sumDetails ?? false}|${query.metrics.length}|${query.splits.join(',')}`;
    const statement = prepared(key, () => {
      if (query.sumDetails) {
        const heads = query.splits.map((split, index) => `, SUM(${headExpression(split)}) AS h${index}`).join('');
        return `SELECT day, version, metric, '', SUM(total)${heads} FROM counters WHERE ${where(query)} GROUP BY day, version, metric`;
      }
      const heads = query.splits.map((split, index) => `, ${headExpression(split)} AS h${index}`).join('');
      return `SELECT day, version, metric, detail, total${heads} FROM counters WHERE ${where(query)}`;
    });
    return statement.all(query.affiliate, ...query.metrics, query.fromDay, query.toDay).map((row) => {
      const [day, version, metric, detail, total, ...heads] = toColumns(row);
      return {
        day: toInteger(day),
        version: toInteger(version),
        metric: toText(metric),
        detail: toText(detail),
        total: toInteger(total),
        heads: heads.map(toInteger),
      };
    });
  }

  function sumCounters(query: Omit<CounterQuery, 'splits' | 'sumDetails'>): CounterTotal[] {
    if (query.metrics.length === 0 || query.fromDay > query.toDay) return [];
    const statement = prepared(
      `sum|${query.byVersion}|${query.metrics.length}`,
      () =>
        `SELECT version, metric, detail, SUM(total) FROM counters WHERE ${where(query)} GROUP BY version, metric, detail`,
    );
    return statement.all(query.affiliate, ...query.metrics, query.fromDay, query.toDay).map((row) => {
      const [version, metric, detail, total] = toColumns(row);
      return { version: toInteger(version), metric: toText(metric), detail: toText(detail), total: toInteger(total) };
    });
  }

  return { readCounters, sumCounters };
}
