import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  dimensionCellsOf,
  dimensionValueCap,
  overflowDimensionValue,
  reportStages,
  type DimensionCell,
  type DimensionFact,
} from '../../counting/dimension-counts.ts';
import type { DimensionCountsQuery, DimensionRollUp, DimensionValueCounts } from '../port.ts';

// The dimension counts (counting/dimension-counts.ts) in SQLite: the pending dimension facts the request path
// appends (one row per merged fact), and what the roll-up makes of them: one wide row per (scope, value, epoch
// quarter with traffic) holding the six CUMULATIVE stage totals, the list of each scope's values (what a
// report walks), and one row per scope counting them (the cap). Written by the writer thread inside a batch's
// transaction, read on the main thread.

const stageColumns = reportStages.join(', ');

export const dimensionTables = [
  `CREATE TABLE IF NOT EXISTS dimension_counts (
    scope TEXT NOT NULL, value TEXT NOT NULL, quarter INTEGER NOT NULL,
    ${reportStages.map((stage) => `${stage} INTEGER NOT NULL`).join(', ')},
    PRIMARY KEY (scope, value, quarter)
  ) WITHOUT ROWID`,
  'CREATE TABLE IF NOT EXISTS dimension_values (scope TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (scope, value)) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS dimension_scopes (scope TEXT PRIMARY KEY, value_count INTEGER NOT NULL) WITHOUT ROWID',
  // values: the fact's value of every dimension, a JSON array in reportDimensions order.
  'CREATE TABLE IF NOT EXISTS dimension_pending (id INTEGER PRIMARY KEY, quarter INTEGER NOT NULL, stage INTEGER NOT NULL, dims TEXT NOT NULL, count INTEGER NOT NULL)',
];

const pendingTupleSchema = z.tuple([z.number().int(), z.number().int(), z.string(), z.number().int()]);
const dimsSchema = z.array(z.string());

/** The request path's share: one pending row per merged dimension fact of the batch. */
export function prepareDimensionPending(db: Database) {
  const insert = db.prepare('INSERT INTO dimension_pending (quarter, stage, dims, count) VALUES (?, ?, ?, ?)');
  return function addPendingDimensionFacts(facts: readonly DimensionFact[]): void {
    for (const { quarter, stage, values, count } of facts) insert.run(quarter, stage, JSON.stringify(values), count);
  };
}

/**
 * The roll-up, run inside a write transaction (so no other writer moves between its read and its delete):
 * the oldest `limit` pending facts (all when absent) become cells in every scope, then leave the queue.
 */
export function prepareDimensionRollUp(db: Database, cap = dimensionValueCap) {
  // The slice: the oldest `limit` rows (LIMIT -1: all), counted and bounded here, merged by tuple in SQL, so
  // JavaScript sees each distinct tuple once.
  const sliceOf = db.prepare('SELECT count(*), max(id) FROM (SELECT id FROM dimension_pending ORDER BY id LIMIT ?)').raw();
  const tuplesUpTo = db.prepare('SELECT quarter, stage, dims, sum(count) FROM dimension_pending WHERE id <= ? GROUP BY quarter, stage, dims').raw();
  const after = db.prepare('SELECT 1 FROM dimension_pending WHERE id > ? LIMIT 1').pluck();
  const remove = db.prepare('DELETE FROM dimension_pending WHERE id <= ?');
  const applyCells = prepareDimensionWrites(db, cap);
  return function rollUpDimensions(limit: number | undefined): DimensionRollUp {
    const [rolled, last] = z.tuple([z.number().int(), z.number().int().nullable()]).parse(sliceOf.get(limit ?? -1));
    if (last === null) return { rolled: 0, more: false };
    const facts = tuplesUpTo.all(last).map((row) => {
      const [quarter, stage, dims, count] = pendingTupleSchema.parse(row);
      return { quarter, stage, values: dimsSchema.parse(JSON.parse(dims)), count };
    });
    applyCells(dimensionCellsOf(facts));
    remove.run(last);
    return { rolled, more: after.get(last) !== undefined };
  };
}

/** A row as SQLite answers it (raw), checked by hand: this runs for 27 cells of every counted fact. */
function numbersOf(row: unknown): number[] | null {
  if (row === undefined) return null;
  if (!Array.isArray(row) || !row.every(Number.isInteger)) throw new TypeError('dimension_counts holds a row that is not whole numbers');
  return row as number[];
}

function prepareDimensionWrites(db: Database, cap = dimensionValueCap) {
  const values = reportStages.map(() => '?').join(', ');
  const before = db.prepare(`SELECT ${stageColumns} FROM dimension_counts WHERE scope = ? AND value = ? AND quarter < ? ORDER BY quarter DESC LIMIT 1`).raw();
  const insert = db.prepare(`INSERT INTO dimension_counts (scope, value, quarter, ${stageColumns}) VALUES (?, ?, ?, ${values})`);
  // Adds to the cell's quarter row and every later one (a late fact's), answering which quarters it touched.
  const addFrom = db
    .prepare(`UPDATE dimension_counts SET ${reportStages.map((stage) => `${stage} = ${stage} + ?`).join(', ')} WHERE scope = ? AND value = ? AND quarter >= ? RETURNING quarter`)
    .pluck();
  const known = db.prepare('SELECT 1 FROM dimension_values WHERE scope = ? AND value = ?').pluck();
  // One more value for the scope, unless it is full: no row comes back then.
  const admit = db
    .prepare(
      `INSERT INTO dimension_scopes (scope, value_count) VALUES (?, 1)
       ON CONFLICT (scope) DO UPDATE SET value_count = value_count + 1 WHERE value_count < ? RETURNING value_count`,
    )
    .pluck();
  const listValue = db.prepare('INSERT INTO dimension_values (scope, value) VALUES (?, ?)');

  /** The value a new one is counted under: itself while the scope has room, else the overflow ("Other"). */
  const admitted = (scope: string, value: string): string => {
    if (known.get(scope, value) !== undefined) return value;
    if (value !== overflowDimensionValue && admit.get(scope, cap) === undefined) return admitted(scope, overflowDimensionValue);
    listValue.run(scope, value);
    return value;
  };

  function apply(scope: string, value: string, quarter: number, counts: readonly number[], isNew: boolean): void {
    // The common case, one statement: the value already has a row for this quarter.
    const touched = addFrom.all(...counts, scope, value, quarter);
    if (touched.includes(quarter)) return;
    if (touched.length === 0 && !isNew) {
      const counted = admitted(scope, value);
      if (counted !== value) return apply(scope, counted, quarter, counts, true);
    }
    // A new quarter row carries the totals before it forward, plus the cell's counts. When later rows exist (a
    // late fact from a process whose clock is behind), they already grew by the counts above.
    const floor = numbersOf(before.get(scope, value, quarter));
    insert.run(scope, value, quarter, ...counts.map((count, index) => count + (floor?.[index] ?? 0)));
  }

  return function applyDimensionCells(cells: readonly DimensionCell[]): void {
    for (const { scope, value, quarter, counts } of cells) apply(scope, value, quarter, counts, false);
  };
}

/** A cumulative row as the read packs it (json_array of the six stage columns); null when there is none. */
function countsOf(packed: unknown): number[] | null {
  if (packed === null) return null;
  const counts: unknown = typeof packed === 'string' ? JSON.parse(packed) : null;
  // Checked by hand rather than by a schema: a report parses up to two of these per value, 20,000 of them.
  if (!Array.isArray(counts) || counts.length !== reportStages.length || !counts.every(Number.isInteger)) {
    throw new TypeError('dimension_counts holds a row that is not six whole numbers');
  }
  return counts as number[];
}

/**
 * Per value of the scope, the counts in quarters [fromQuarter, toQuarter): the value's last cumulative row
 * before `toQuarter` minus its last before `fromQuarter`. The scope's values are one range of
 * dimension_values, and each bound is one index seek, so the cost follows the values, never the traffic.
 */
export function prepareDimensionReads(db: Database) {
  const packed = reportStages.map((stage) => `c.${stage}`).join(', ');
  const lastBefore = (bound: string) =>
    `(SELECT json_array(${packed}) FROM dimension_counts c WHERE c.scope = v.scope AND c.value = v.value AND c.quarter < ${bound} ORDER BY c.quarter DESC LIMIT 1)`;
  const read = db.prepare(`SELECT v.value, ${lastBefore('@to')}, ${lastBefore('@from')} FROM dimension_values v WHERE v.scope = @scope`).raw();

  return function readDimensionCounts({ scope, fromQuarter, toQuarter }: DimensionCountsQuery): DimensionValueCounts[] {
    const result: DimensionValueCounts[] = [];
    for (const row of read.all({ scope, from: fromQuarter, to: toQuarter })) {
      const [value, upto, before] = Array.isArray(row) ? row : [];
      const end = countsOf(upto ?? null);
      if (typeof value !== 'string' || !end) continue;
      const start = countsOf(before ?? null);
      const counts = end.map((count, index) => count - (start?.[index] ?? 0));
      if (counts.some((count) => count !== 0)) result.push({ value, counts });
    }
    return result;
  };
}
