import type { Database, Statement } from 'better-sqlite3';
import type { CounterDayRow, CounterQuery } from '../port.ts';

// Reads counter rows with the quarter-hour prefix sums computed by SQLite, so a row crosses to JS as a handful of numbers.

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

export function createCounterReader(db: Database): (query: CounterQuery) => CounterDayRow[] {
  // Keyed by query shape; shapes are few (metric count × split set × version mode), bounded below.
  const cache = new Map<string, Statement>();

  function statementFor(query: CounterQuery): Statement {
    const key = `${query.byVersion}|${query.metrics.length}|${query.splits.join(',')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const heads = query.splits.map((split, index) => `${headExpression(split)} AS h${index}`);
    const sql = `SELECT day, version, metric, detail, total${heads.length > 0 ? `, ${heads.join(', ')}` : ''}
      FROM counters
      WHERE affiliate = ? AND ${query.byVersion ? 'version > 0' : 'version = 0'}
        AND metric IN (${query.metrics.map(() => '?').join(', ')}) AND day BETWEEN ? AND ?`;
    const statement = db.prepare(sql).raw();
    if (cache.size > 200) cache.clear();
    cache.set(key, statement);
    return statement;
  }

  return (query) => {
    if (query.metrics.length === 0) return [];
    const rows: unknown[] = statementFor(query).all(query.affiliate, ...query.metrics, query.fromDay, query.toDay);
    return rows.map((row) => {
      if (!Array.isArray(row)) throw new TypeError('counters: expected a raw row');
      const [day, version, metric, detail, total, ...heads] = row;
      return {
        day: toInteger(day),
        version: toInteger(version),
        metric: toText(metric),
        detail: toText(detail),
        total: toInteger(total),
        heads: heads.map(toInteger),
      };
    });
  };
}
