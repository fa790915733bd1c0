import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  addStageVectors,
  dimensionCellsOf,
  dimensionValueCap,
  emptyStageVector,
  overflowDimensionValue,
  reportStages,
  type DimensionCell,
  type DimensionFact,
} from '../../counting/dimension-counts.ts';
import { leadersOfAll } from '../dimension-leaders.ts';
import type { DimensionCountsQuery, DimensionLeaders, DimensionLeadersQuery, DimensionRange, DimensionRollUp, DimensionValueCounts } from '../port.ts';

// The dimension counts (counting/dimension-counts.ts) in SQLite. The request path appends pending dimension
// facts (one row per merged fact); the roll-up turns them into cumulative totals per SERIES, one (scope,
// value) pair:
// - dimension_series: one row per series, with an integer id and the series' NEWEST quarter with traffic and
//   its six cumulative totals up to the end of it (what a report up to today reads: no seek at all);
// - dimension_history: the cumulative totals at the end of each OLDER quarter with traffic, clustered by BLOCK
//   of 1,024 quarters (10.7 days) first, then series: a report's other bound is one seek per value, and the
//   seeks of one report all fall in one block, where neighbouring series sit a few rows apart rather than a
//   whole history apart (at 10M events a series' year is tens of kilobytes, and each seek was a cache miss).
//   Each series has a CARRY row at the start of every block after its first, up to its newest quarter, holding
//   its totals before that block, so the seek never leaves the block;
// - dimension_layout: the block size the history was written in, so a file from another one is re-blocked;
// - dimension_scopes: per scope, how many series it holds (the cap).
// A scope of more than leaderCandidates values also has a TOTAL series (scopeTotalValue, outside the cap)
// counting every fact of the scope, so a report reads its total row and "Other" from one series, and the values
// themselves only as far as they can lead (readDimensionLeaders).
// Written by the writer thread inside a batch's transaction, read on the main thread.

/** The value of a scope's total series: tracking values never hold control characters (contracts). */
export const scopeTotalValue = '\u001e';

/**
 * Quarters per block of dimension_history: 2^10 quarter-hours, 10.7 days. Smaller blocks put one report's seeks
 * closer together (4,096 cost a 10M-event file about a quarter more CPU per report) but write more carry rows
 * (about 34 per series and year); tracker/README.md "Reports by dimension" has the figures.
 */
const historyBlockQuarters = 1024;
/** The block size of files written before dimension_layout recorded it. */
const unrecordedBlockQuarters = 4096;
const historyBlockOf = (quarter: number) => Math.floor(quarter / historyBlockQuarters);
/** A carry row's quarter: the last one before its block, so it sorts before every quarter of the block. */
const carryQuarterOf = (block: number) => block * historyBlockQuarters - 1;

const totalsColumns = (prefix = '') => reportStages.map((stage) => `${prefix}${stage}`).join(', ');
const totalsDefinitions = reportStages.map((stage) => `${stage} INTEGER NOT NULL`).join(', ');

export const dimensionTables = [
  `CREATE TABLE IF NOT EXISTS dimension_series (
    id INTEGER PRIMARY KEY, scope TEXT NOT NULL, value TEXT NOT NULL, quarter INTEGER NOT NULL, ${totalsDefinitions}
  )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS dimension_series_scope_value ON dimension_series (scope, value)',
  `CREATE TABLE IF NOT EXISTS dimension_history (
    block INTEGER NOT NULL, series INTEGER NOT NULL, quarter INTEGER NOT NULL, ${totalsDefinitions}, PRIMARY KEY (block, series, quarter)
  ) WITHOUT ROWID`,
  'CREATE TABLE IF NOT EXISTS dimension_scopes (scope TEXT PRIMARY KEY, value_count INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS dimension_layout (block_quarters INTEGER NOT NULL)',
  // values: the fact's value of every dimension, a JSON array in reportDimensions order.
  'CREATE TABLE IF NOT EXISTS dimension_pending (id INTEGER PRIMARY KEY, quarter INTEGER NOT NULL, stage INTEGER NOT NULL, dims TEXT NOT NULL, count INTEGER NOT NULL)',
];

/**
 * Writes dimension_history, carry rows included, from a table of older quarters keyed by (series, quarter), as
 * files from before the blocks kept them in dimension_quarters (and as the benchmark's bulk loader stages them).
 * Each quarter's totals are carried into every block after its own, up to the series' next older quarter or,
 * after its last, its newest one. In one statement, so SQLite sorts the rows into key order as it inserts them.
 */
export function historyFromSeriesMajor(db: Database, table: string): void {
  const block = (quarter: string) => `${quarter} / ${historyBlockQuarters}`;
  db.exec(`WITH RECURSIVE
    kept AS (
      SELECT q.series, q.quarter, ${totalsColumns('q.')}, coalesce(lead(q.quarter) OVER (PARTITION BY q.series ORDER BY q.quarter), s.quarter) AS next
      FROM ${table} q JOIN dimension_series s ON s.id = q.series
    ),
    carried AS (
      SELECT series, ${block('quarter')} + 1 AS block, ${block('next')} AS last, ${totalsColumns()} FROM kept WHERE ${block('quarter')} < ${block('next')}
      UNION ALL
      SELECT series, block + 1, last, ${totalsColumns()} FROM carried WHERE block < last
    )
    INSERT INTO dimension_history (block, series, quarter, ${totalsColumns()})
    SELECT ${block('quarter')}, series, quarter, ${totalsColumns()} FROM kept
    UNION ALL
    SELECT block, series, block * ${historyBlockQuarters} - 1, ${totalsColumns()} FROM carried
    ORDER BY 1, 2, 3`);
}

/** A temporary table of older quarters keyed by (series, quarter), for historyFromSeriesMajor (a re-block, the bench's bulk loader). */
export function createSeriesMajorStaging(db: Database, table: string): void {
  db.exec(`CREATE TEMP TABLE ${table} (series INTEGER NOT NULL, quarter INTEGER NOT NULL, ${totalsDefinitions}, PRIMARY KEY (series, quarter)) WITHOUT ROWID`);
}

/**
 * Brings a file's history into today's layout (inside the schema's transaction): a file from before the blocks
 * has its dimension_quarters moved in; one written in another block size keeps its own quarters' rows (a carry
 * row is the one row of a block older than the block) and gets the carry rows of today's blocks.
 */
export function settleHistoryLayout(db: Database): void {
  const recorded: unknown = db.prepare('SELECT block_quarters FROM dimension_layout').pluck().get();
  if (recorded === historyBlockQuarters) return;
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dimension_quarters'").get() !== undefined) {
    historyFromSeriesMajor(db, 'dimension_quarters');
    db.exec('DROP TABLE dimension_quarters');
  } else if (db.prepare('SELECT 1 FROM dimension_history LIMIT 1').get() !== undefined) {
    const written = typeof recorded === 'number' ? recorded : unrecordedBlockQuarters;
    createSeriesMajorStaging(db, 'history_by_series');
    db.exec(`INSERT INTO history_by_series SELECT series, quarter, ${totalsColumns()} FROM dimension_history WHERE quarter >= block * ${written}`);
    db.exec('DELETE FROM dimension_history');
    historyFromSeriesMajor(db, 'history_by_series');
    db.exec('DROP TABLE history_by_series');
  }
  db.exec('DELETE FROM dimension_layout');
  db.prepare('INSERT INTO dimension_layout (block_quarters) VALUES (?)').run(historyBlockQuarters);
}

/**
 * How many values a report first reads, those with the most impressions ever: over a long range the leaders
 * stand out within them; when the rest could still lead (a short range, or a scope of alike values), it reads
 * every value. A scope holding no more than these is read whole, so only a larger one keeps a total series.
 */
const leaderCandidates = 200;

/** Scopes the caller put in temp.scopes_to_total (created here). */
const createScopesToTotal = (db: Database) => db.exec('CREATE TEMP TABLE IF NOT EXISTS scopes_to_total (scope TEXT PRIMARY KEY) WITHOUT ROWID');

/**
 * Writes the total series of the scopes in temp.scopes_to_total from their values' own rows. A series' step at
 * each of its quarters (its history rows that are not carry rows, and its newest quarter) is its totals there
 * less its totals at its previous one; a scope's steps added up per quarter, then summed along the quarters, are
 * its total series' cumulative rows, carry rows added as the roll-up adds them.
 */
function totalScopes(db: Database): void {
  const steps = reportStages.map((stage) => `${stage} - coalesce(lag(${stage}) OVER earlier, 0) AS ${stage}`).join(', ');
  const sums = reportStages.map((stage) => `sum(${stage}) AS ${stage}`).join(', ');
  const runningSums = reportStages.map((stage) => `sum(${stage}) OVER running AS ${stage}`).join(', ');
  db.exec(`CREATE TEMP TABLE scope_total_rows AS
    WITH own AS (
      SELECT s.scope, h.series, h.quarter, ${totalsColumns('h.')} FROM dimension_history h JOIN dimension_series s ON s.id = h.series
      WHERE h.quarter >= h.block * ${historyBlockQuarters} AND s.scope IN temp.scopes_to_total
      UNION ALL
      SELECT scope, id, quarter, ${totalsColumns()} FROM dimension_series WHERE scope IN temp.scopes_to_total
    ),
    stepped AS (SELECT scope, quarter, ${steps} FROM own WINDOW earlier AS (PARTITION BY series ORDER BY quarter)),
    quarters AS (SELECT scope, quarter, ${sums} FROM stepped GROUP BY scope, quarter)
    SELECT scope, quarter, ${runningSums}, row_number() OVER newest_first AS age FROM quarters
    WINDOW running AS (PARTITION BY scope ORDER BY quarter), newest_first AS (PARTITION BY scope ORDER BY quarter DESC)`);
  db.exec(`INSERT INTO dimension_series (scope, value, quarter, ${totalsColumns()})
    SELECT scope, '${scopeTotalValue}', quarter, ${totalsColumns()} FROM scope_total_rows WHERE age = 1`);
  createSeriesMajorStaging(db, 'scope_total_history');
  db.exec(`INSERT INTO scope_total_history SELECT s.id, r.quarter, ${totalsColumns('r.')} FROM scope_total_rows r
    JOIN dimension_series s ON s.scope = r.scope AND s.value = '${scopeTotalValue}' WHERE r.age > 1`);
  historyFromSeriesMajor(db, 'scope_total_history');
  db.exec('DROP TABLE scope_total_history');
  db.exec('DROP TABLE scope_total_rows');
  db.exec('DELETE FROM temp.scopes_to_total');
}

/** Gives every scope past leaderCandidates values without a total series one (a file from before the totals, the bench's bulk load). */
export function settleScopeTotals(db: Database): void {
  createScopesToTotal(db);
  const untotalled = db.prepare(
    `INSERT INTO temp.scopes_to_total SELECT scope FROM dimension_scopes c
     WHERE value_count > ? AND NOT EXISTS (SELECT 1 FROM dimension_series s WHERE s.scope = c.scope AND s.value = ?)`,
  );
  if (untotalled.run(leaderCandidates, scopeTotalValue).changes > 0) totalScopes(db);
}

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
export function prepareDimensionRollUp(db: Database, cap = dimensionValueCap) {
  // The slice: the oldest `limit` rows (LIMIT -1: all), counted and bounded here, merged by tuple in SQL, so
  // JavaScript sees each distinct tuple once.
  const sliceOf = db.prepare('SELECT count(*), max(id) FROM (SELECT id FROM dimension_pending ORDER BY id LIMIT ?)').raw();
  const tuplesUpTo = db.prepare('SELECT quarter, stage, dims, sum(count) FROM dimension_pending WHERE id <= ? GROUP BY quarter, stage, dims').raw();
  const after = db.prepare('SELECT 1 FROM dimension_pending WHERE id > ? LIMIT 1').pluck();
  const remove = db.prepare('DELETE FROM dimension_pending WHERE id <= ?');
  const applyCells = prepareDimensionWrites(db, cap);
  const addToTotals = prepareTotalWrites(db, applyCells);
  return function rollUpDimensions(limit: number | undefined): DimensionRollUp {
    const [rolled, last] = sliceSchema.parse(sliceOf.get(limit ?? -1));
    if (last === null) return { rolled: 0, more: false };
    const facts = tuplesUpTo.all(last).map((row) => {
      const [quarter, stage, dims, count] = pendingTupleSchema.parse(row);
      return { quarter, stage, values: dimsSchema.parse(JSON.parse(dims)), count };
    });
    const cells = dimensionCellsOf(facts);
    addToTotals(cells, applyCells(cells));
    remove.run(last);
    return { rolled, more: after.get(last) !== undefined };
  };
}

/**
 * After a roll-up's cells: each scope with a total series gets their sum per quarter added to it, and each scope
 * they took past leaderCandidates values gets its total series written from its rows, these included.
 */
function prepareTotalWrites(db: Database, applyCells: (cells: readonly DimensionCell[]) => Set<string>) {
  // One statement for the roll-up's thousands of scopes, most of them small and without a total series.
  const withTotals = db.prepare('SELECT c.value FROM json_each(?) c WHERE EXISTS (SELECT 1 FROM dimension_series s WHERE s.scope = c.value AND s.value = ?)').pluck();
  createScopesToTotal(db);
  const toTotal = db.prepare('INSERT INTO temp.scopes_to_total (scope) VALUES (?)');
  return function addToTotals(cells: readonly DimensionCell[], grown: Set<string>): void {
    const byScope = new Map<string, Map<number, DimensionCell>>();
    for (const { scope, quarter, counts } of cells) {
      let quarters = byScope.get(scope);
      if (!quarters) byScope.set(scope, (quarters = new Map()));
      const total = quarters.get(quarter);
      if (total) addStageVectors(total.counts, counts);
      else quarters.set(quarter, { scope, value: scopeTotalValue, quarter, counts: [...counts] });
    }
    for (const scope of withTotals.all(JSON.stringify([...byScope.keys()]), scopeTotalValue)) {
      applyCells([...(byScope.get(String(scope))?.values() ?? [])]);
    }
    for (const scope of grown) toTotal.run(scope);
    if (grown.size > 0) totalScopes(db);
  };
}

/** A row as SQLite answers it (raw), checked by hand rather than by a schema: a roll-up reads thousands. */
function numbersOf(row: unknown): number[] | null {
  if (row === undefined) return null;
  if (!Array.isArray(row) || !row.every(Number.isInteger)) throw new TypeError('a dimension count row is not whole numbers');
  return row as number[];
}

function prepareDimensionWrites(db: Database, cap = dimensionValueCap) {
  const places = reportStages.map(() => '?').join(', ');
  const adds = reportStages.map((stage) => `${stage} = ${stage} + ?`).join(', ');
  // The common case, one statement: the series' newest quarter is the cell's.
  const addToNewest = db.prepare(`UPDATE dimension_series SET ${adds} WHERE scope = ? AND value = ? AND quarter = ? RETURNING id`).pluck();
  const seriesOf = db.prepare(`SELECT id, quarter, ${totalsColumns()} FROM dimension_series WHERE scope = ? AND value = ?`).raw();
  const insertSeries = db.prepare(`INSERT INTO dimension_series (scope, value, quarter, ${totalsColumns()}) VALUES (?, ?, ?, ${places})`);
  const moveNewest = db.prepare(`UPDATE dimension_series SET quarter = ?, ${adds} WHERE id = ?`);
  const addToSeries = db.prepare(`UPDATE dimension_series SET ${adds} WHERE id = ?`);
  const keep = db.prepare(`INSERT INTO dimension_history (block, series, quarter, ${totalsColumns()}) VALUES (?, ?, ?, ${places})`);
  const addFrom = db.prepare(`UPDATE dimension_history SET ${adds} WHERE block = ? AND series = ? AND quarter >= ? RETURNING quarter`).pluck();
  const lastBefore = db
    .prepare(`SELECT ${totalsColumns()} FROM dimension_history WHERE block = ? AND series = ? AND quarter < ? ORDER BY quarter DESC LIMIT 1`)
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
    for (let block = historyBlockOf(newest) + 1; block <= historyBlockOf(quarter); block += 1) keep.run(block, id, carryQuarterOf(block), ...totals);
    moveNewest.run(quarter, ...counts, id);
  }

  /** Applies the cells; answers the scopes they took past leaderCandidates values. */
  return function applyDimensionCells(cells: readonly DimensionCell[]): Set<string> {
    grown.clear();
    for (const { scope, value, quarter, counts } of cells) apply(scope, value, quarter, counts);
    return new Set(grown);
  };
}

/** A cumulative row as the read packs it (json_array of the six stage columns); null when there is none. */
function countsOf(packed: unknown): number[] | null {
  if (packed === null) return null;
  const counts: unknown = typeof packed === 'string' ? JSON.parse(packed) : null;
  // Checked by hand rather than by a schema: a report parses up to two of these per value, 20,000 of them.
  if (!Array.isArray(counts) || counts.length !== reportStages.length || !counts.every(Number.isInteger)) {
    throw new TypeError('a dimension count is not six whole numbers');
  }
  return counts as number[];
}

/**
 * Per value of the scope, the counts in quarters [fromQuarter, toQuarter): its totals at `toQuarter` minus its
 * totals at `fromQuarter`. A bound after the series' newest quarter reads the series row itself; an earlier one
 * is one seek into the bound's block of dimension_history, the series in id order so that the seeks move forward
 * through the block. So a report up to today costs one seek per value, whatever the traffic and the range.
 */
export function prepareDimensionReads(db: Database) {
  // `bound` is the first quarter not counted; the seek looks in the block of the quarter before it.
  const totalsAt = (bound: string) =>
    `CASE WHEN s.quarter < @${bound} THEN json_array(${totalsColumns('s.')}) ELSE (SELECT json_array(${totalsColumns('h.')}) FROM dimension_history h
      WHERE h.block = @${bound}Block AND h.series = s.id AND h.quarter < @${bound} ORDER BY h.quarter DESC LIMIT 1) END`;
  const range = `s.value, ${totalsAt('to')}, ${totalsAt('from')}`;
  const readValues = db.prepare(`SELECT ${range} FROM dimension_series s WHERE s.scope = @scope AND s.value <> @total ORDER BY s.id`).raw();
  const readNamed = db.prepare(`SELECT ${range} FROM dimension_series s WHERE s.scope = @scope AND s.value IN (SELECT value FROM json_each(@values)) ORDER BY s.id`).raw();
  const readTotal = db.prepare(`SELECT ${range} FROM dimension_series s WHERE s.scope = @scope AND s.value = @total`).raw();
  // The `limit` values with the most impressions ever (their series rows' totals), read in id order, each with those impressions.
  const impressions = `s.${reportStages[0]}`;
  const readLikeliest = db
    .prepare(
      `SELECT ${range}, ${impressions} FROM dimension_series s
       WHERE s.id IN (SELECT id FROM dimension_series s WHERE s.scope = @scope AND s.value <> @total ORDER BY ${impressions} DESC LIMIT @limit) ORDER BY s.id`,
    )
    .raw();

  const anyPending = db.prepare('SELECT 1 FROM dimension_pending LIMIT 1').pluck();

  const parametersOf = ({ scope, fromQuarter, toQuarter }: DimensionRange) => ({
    scope,
    total: scopeTotalValue,
    from: fromQuarter,
    fromBlock: historyBlockOf(fromQuarter - 1),
    to: toQuarter,
    toBlock: historyBlockOf(toQuarter - 1),
  });

  /** A row's value and counts over the range; null when it had no traffic before the range's end. */
  function rangeOf(row: unknown): DimensionValueCounts | null {
    const [value, upto, before] = Array.isArray(row) ? row : [];
    const end = countsOf(upto ?? null);
    if (typeof value !== 'string' || !end) return null;
    const start = countsOf(before ?? null);
    return { value, counts: end.map((count, index) => count - (start?.[index] ?? 0)) };
  }
  const withTraffic = (counts: DimensionValueCounts | null): counts is DimensionValueCounts => counts !== null && counts.counts.some((count) => count !== 0);

  function readDimensionCounts({ values, ...range }: DimensionCountsQuery): DimensionValueCounts[] {
    const rows = values ? readNamed.all({ ...parametersOf(range), values: JSON.stringify(values) }) : readValues.all(parametersOf(range));
    return rows.map(rangeOf).filter(withTraffic);
  }

  /** A scope without a total series holds at most leaderCandidates values, added up here. */
  function readDimensionTotal(range: DimensionRange): number[] {
    const totalRow = readTotal.get(parametersOf(range));
    if (totalRow === undefined) return leadersOfAll(readDimensionCounts(range)).total;
    return rangeOf(totalRow)?.counts ?? emptyStageVector();
  }

  /**
   * A scope without a total series holds at most leaderCandidates values: it is read whole. A larger one is read
   * from the values with the most impressions ever: a value's impressions over any range are at most those, so
   * once the `top`-th most over the range outnumbers what every value not read has ever had, none of them can lead.
   */
  function readDimensionLeaders({ top, ...range }: DimensionLeadersQuery): DimensionLeaders {
    const parameters = parametersOf(range);
    const totalRow = readTotal.get(parameters);
    if (totalRow === undefined) return leadersOfAll(readDimensionCounts(range));
    const total = rangeOf(totalRow)?.counts ?? emptyStageVector();
    const rows = readLikeliest.all({ ...parameters, limit: leaderCandidates });
    const values = rows.map(rangeOf).filter(withTraffic);
    const ranked = values.filter(({ value }) => value !== overflowDimensionValue).map(({ counts }) => counts[0] ?? 0);
    const least = ranked.sort((a, b) => b - a)[top - 1];
    // No value left unread has had more impressions ever than the fewest among those read.
    const mostOfTheRest = Math.min(...rows.map((row) => (Array.isArray(row) && typeof row[3] === 'number' ? row[3] : Number.POSITIVE_INFINITY)));
    if (least !== undefined && mostOfTheRest < least) return { values, total };
    return { values: readDimensionCounts(range), total };
  }

  return { readDimensionCounts, readDimensionLeaders, readDimensionTotal, hasPendingDimensionFacts: () => anyPending.get() !== undefined };
}
