import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  overflowValue as overflowDimensionValue,
  reportStages,
  type DimensionCell,
  type DimensionFact,
  type DimensionRollUpRules,
} from '../../counting/records.ts';
import { dimensionCellsOf } from '../dimension-cells.ts';
import type { DimensionRollUp } from '../port.ts';
import { carryQuarterOf, historyBlockOf, totalsColumns } from './dimension-layout.ts';
import { leaderCandidates, prepareTotalWrites, scopeTotalValue } from './dimension-totals.ts';

// The writes of the dimension counts in SQLite (the tables: dimension-layout.ts): the request path's pending
// facts, and the roll-up that turns them into the series' cumulative rows and the scopes' totals.

const pendingTupleSchema = z.tuple([z.number().int(), z.number().int(), z.string(), z.number().int()]);
const sliceSchema = z.tuple([z.number().int(), z.number().int().nullable()]);
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
export function prepareDimensionRollUp(db: Database, { layout, valueCap }: DimensionRollUpRules) {
  // The slice: the oldest `limit` rows (LIMIT -1: all), counted and bounded here, merged by tuple in SQL, so
  // JavaScript sees each distinct tuple once.
  const sliceOf = db
    .prepare('SELECT count(*), max(id) FROM (SELECT id FROM dimension_pending ORDER BY id LIMIT ?)')
    .raw();
  const tuplesUpTo = db
    .prepare(
      'SELECT quarter, stage, dims, sum(count) FROM dimension_pending WHERE id <= ? GROUP BY quarter, stage, dims',
    )
    .raw();
  const after = db.prepare('SELECT 1 FROM dimension_pending WHERE id > ? LIMIT 1').pluck();
  const remove = db.prepare('DELETE FROM dimension_pending WHERE id <= ?');
  const applyCells = prepareDimensionWrites(db, valueCap);
  const addToTotals = prepareTotalWrites(db, applyCells);
  return function rollUpDimensions(limit: number | undefined): DimensionRollUp {
    const [rolled, last] = sliceSchema.parse(sliceOf.get(limit ?? -1));
    if (last === null) return { rolled: 0, more: false };
    const facts = tuplesUpTo.all(last).map((row) => {
      const [quarter, stage, dims, count] = pendingTupleSchema.parse(row);
      return { quarter, stage, values: dimsSchema.parse(JSON.parse(dims)), count };
    });
    const cells = dimensionCellsOf(facts, layout);
    addToTotals(cells, applyCells(cells));
    remove.run(last);
    return { rolled, more: after.get(last) !== undefined };
  };
}

/** A row as SQLite answers it (raw), checked by hand rather than by a schema: a roll-up reads thousands. */
function numbersOf(row: unknown): number[] | null {
  if (row === undefined) return null;
  if (!Array.isArray(row) || !row.every(Number.isInteger))
    throw new TypeError('a dimension count row is not whole numbers');
  return row as number[];
}

function prepareDimensionWrites(db: Database, cap: number) {
  const places = reportStages.map(() => '?').join(', ');
  const adds = reportStages.map((stage) => `${stage} = ${stage} + ?`).join(', ');
  // The common case, one statement: the series' newest quarter is the cell's.
  const addToNewest = db
    .prepare(`UPDATE dimension_series SET ${adds} WHERE scope = ? AND value = ? AND quarter = ? RETURNING id`)
    .pluck();
  const seriesOf = db
    .prepare(`SELECT id, quarter, ${totalsColumns()} FROM dimension_series WHERE scope = ? AND value = ?`)
    .raw();
  const insertSeries = db.prepare(
    `INSERT INTO dimension_series (scope, value, quarter, ${totalsColumns()}) VALUES (?, ?, ?, ${places})`,
  );
  const moveNewest = db.prepare(`UPDATE dimension_series SET quarter = ?, ${adds} WHERE id = ?`);
  const addToSeries = db.prepare(`UPDATE dimension_series SET ${adds} WHERE id = ?`);
  const keep = db.prepare(
    `INSERT INTO dimension_history (block, series, quarter, ${totalsColumns()}) VALUES (?, ?, ?, ${places})`,
  );
  const addFrom = db
    .prepare(`UPDATE dimension_history SET ${adds} WHERE block = ? AND series = ? AND quarter >= ? RETURNING quarter`)
    .pluck();
  const lastBefore = db
    .prepare(
      `SELECT ${totalsColumns()} FROM dimension_history WHERE block = ? AND series = ? AND quarter < ? ORDER BY quarter DESC LIMIT 1`,
    )
    .raw();
  // One more series for the scope, unless it is full: no row comes back then.
  const admit = db
    .prepare(
      `INSERT INTO dimension_scopes (scope, value_count) VALUES (?, 1)
       ON CONFLICT (scope) DO UPDATE SET value_count = value_count + 1 WHERE value_count < ? RETURNING value_count`,
    )
    .pluck();

  /**
   * A fact older than the series' newest quarter (another process's clock): every later total grows, block by
   * block up to the newest one, and its quarter gets a row carrying the totals before it forward. A block that
   * had no carry row (the fact is older than the series' first block) gains one; the others already grew.
   */
  function addLate(id: number, quarter: number, newest: number, counts: readonly number[]): void {
    addToSeries.run(...counts, id);
    const first = historyBlockOf(quarter);
    if (!addFrom.all(...counts, first, id, quarter).includes(quarter)) {
      const floor = numbersOf(lastBefore.get(first, id, quarter));
      keep.run(first, id, quarter, ...counts.map((count, index) => count + (floor?.[index] ?? 0)));
    }
    for (let block = first + 1; block <= historyBlockOf(newest); block += 1) {
      if (addFrom.all(...counts, block, id, carryQuarterOf(block)).includes(carryQuarterOf(block))) continue;
      const carried = numbersOf(lastBefore.get(block - 1, id, carryQuarterOf(block) + 1));
      if (carried) keep.run(block, id, carryQuarterOf(block), ...carried);
    }
  }

  const grown = new Set<string>();

  function apply(scope: string, value: string, quarter: number, counts: readonly number[]): void {
    if (addToNewest.get(...counts, scope, value, quarter) !== undefined) return;
    const series = numbersOf(seriesOf.get(scope, value));
    if (!series) {
      if (value !== overflowDimensionValue && value !== scopeTotalValue) {
        const valueCount: unknown = admit.get(scope, cap);
        if (valueCount === undefined) return apply(scope, overflowDimensionValue, quarter, counts);
        if (valueCount === leaderCandidates + 1) grown.add(scope);
      }
      insertSeries.run(scope, value, quarter, ...counts);
      return;
    }
    const [id = 0, newest = 0, ...totals] = series;
    if (newest > quarter) return addLate(id, quarter, newest, counts);
    // A later quarter: the newest one's totals become history, carried into each block up to the new quarter's.
    keep.run(historyBlockOf(newest), id, newest, ...totals);
    for (let block = historyBlockOf(newest) + 1; block <= historyBlockOf(quarter); block += 1)
      keep.run(block, id, carryQuarterOf(block), ...totals);
    moveNewest.run(quarter, ...counts, id);
  }

  /** Applies the cells; answers the scopes they took past leaderCandidates values. */
  return function applyDimensionCells(cells: readonly DimensionCell[]): Set<string> {
    grown.clear();
    for (const { scope, value, quarter, counts } of cells) apply(scope, value, quarter, counts);
    return new Set(grown);
  };
}
