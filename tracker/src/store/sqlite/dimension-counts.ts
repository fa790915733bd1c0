import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  dimensionIncrementsOf,
  dimensionValueCap,
  mergeDimensionIncrements,
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

const pendingRowSchema = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.string(), z.number().int()]);
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
  const oldest = db.prepare('SELECT id, quarter, stage, dims, count FROM dimension_pending ORDER BY id LIMIT ?').raw();
  const after = db.prepare('SELECT 1 FROM dimension_pending WHERE id > ? LIMIT 1').pluck();
  const remove = db.prepare('DELETE FROM dimension_pending WHERE id <= ?');
  const applyCells = prepareDimensionWrites(db, cap);
  return function rollUpDimensions(limit: number | undefined): DimensionRollUp {
    const rows = oldest.all(limit ?? -1).map((row) => pendingRowSchema.parse(row));
    const last = rows.at(-1);
    if (!last) return { rolled: 0, more: false };
    const facts = rows.map(([, quarter, stage, dims, count]) => ({ quarter, stage, values: dimsSchema.parse(JSON.parse(dims)), count }));
    applyCells(mergeDimensionIncrements(facts.flatMap(dimensionIncrementsOf)));
    remove.run(last[0]);
    return { rolled: rows.length, more: after.get(last[0]) !== undefined };
  };
}

/** A row as SQLite answers it (raw), checked by hand: this runs for 27 cells of every counted fact. */
function numbersOf(row: unknown): number[] | null {
  if (row === undefined) return null;
  if (!Array.isArray(row) || !row.every(Number.isInteger)) throw new TypeError('dimension_counts holds a row that is not whole numbers');
  return row as number[];
}

function prepareDimensionWrites(db: Database, cap = dimensionValueCap) {
  const latest = db.prepare(`SELECT quarter, ${stageColumns} FROM dimension_counts WHERE scope = ? AND value = ? ORDER BY quarter DESC LIMIT 1`).raw();
  const before = db.prepare(`SELECT ${stageColumns} FROM dimension_counts WHERE scope = ? AND value = ? AND quarter < ? ORDER BY quarter DESC LIMIT 1`).raw();
  const insert = db.prepare(`INSERT INTO dimension_counts (scope, value, quarter, ${stageColumns}) VALUES (?, ?, ?, ${reportStages.map(() => '?').join(', ')})`);
  const insertIfMissing = db.prepare(
    `INSERT OR IGNORE INTO dimension_counts (scope, value, quarter, ${stageColumns}) VALUES (?, ?, ?, ${reportStages.map(() => '?').join(', ')})`,
  );
  const addFrom = db.prepare(
    `UPDATE dimension_counts SET ${reportStages.map((stage) => `${stage} = ${stage} + ?`).join(', ')} WHERE scope = ? AND value = ? AND quarter >= ?`,
  );
  // One more value for the scope, unless it is full: no row comes back then.
  const admit = db
    .prepare(
      `INSERT INTO dimension_scopes (scope, value_count) VALUES (?, 1)
       ON CONFLICT (scope) DO UPDATE SET value_count = value_count + 1 WHERE value_count < ? RETURNING value_count`,
    )
    .pluck();
  const listValue = db.prepare('INSERT OR IGNORE INTO dimension_values (scope, value) VALUES (?, ?)');

  const latestOf = (scope: string, value: string) => {
    const row = numbersOf(latest.get(scope, value));
    return row ? { quarter: row[0] ?? 0, counts: row.slice(1) } : null;
  };

  return function applyDimensionCells(cells: readonly DimensionCell[]): void {
    for (const cell of cells) {
      const { scope, quarter, counts } = cell;
      let value = cell.value;
      let last = latestOf(scope, value);
      if (!last && value !== overflowDimensionValue && admit.get(scope, cap) === undefined) {
        value = overflowDimensionValue;
        last = latestOf(scope, value);
      }
      if (!last) listValue.run(scope, value);
      if (!last || last.quarter < quarter) {
        // The common case: the newest quarter of this value; its row carries the totals so far forward.
        insert.run(scope, value, quarter, ...counts.map((count, index) => count + (last?.counts[index] ?? 0)));
      } else if (last.quarter === quarter) {
        addFrom.run(...counts, scope, value, quarter);
      } else {
        // A fact older than the value's newest row (another process's clock): its quarter gets a row, and it
        // and every later row grow by the counts.
        const floor = numbersOf(before.get(scope, value, quarter)) ?? counts.map(() => 0);
        insertIfMissing.run(scope, value, quarter, ...floor);
        addFrom.run(...counts, scope, value, quarter);
      }
    }
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
