import type { Database } from 'better-sqlite3';
import { laterReportStages, reportStages } from '../../counting/records.ts';

// The tables of the dimension counts (counting/dimension-counts.ts) in SQLite, and how older files are brought
// into today's layout. The request path appends pending dimension facts (one row per merged fact,
// dimension-counts.ts); the roll-up turns them into cumulative totals per SERIES, one (scope, value) pair:
// - dimension_series: one row per series, with an integer id and the series' NEWEST quarter with traffic and
//   its cumulative totals (six stages, then revenue and payout in cents) up to the end of it (what a report up to today reads: no seek at all);
// - dimension_history: the cumulative totals at the end of each OLDER quarter with traffic, clustered by BLOCK
//   of 1,024 quarters (10.7 days) first, then series: a report's other bound is one seek per value, and the
//   seeks of one report all fall in one block, where neighbouring series sit a few rows apart rather than a
//   whole history apart (at 10M events a series' year is tens of kilobytes, and each seek was a cache miss).
//   Each series has a CARRY row at the start of every block after its first, up to its newest quarter, holding
//   its totals before that block, so the seek never leaves the block;
// - dimension_layout: the block size the history was written in, so a file from another one is re-blocked;
// - dimension_scopes: per scope, how many series it holds (the cap).
// A scope of more than leaderCandidates values also has a TOTAL series (dimension-totals.ts).
// Written by the writer thread inside a batch's transaction (dimension-counts.ts), read on the main thread
// (dimension-reads.ts).

/**
 * Quarters per block of dimension_history: 2^10 quarter-hours, 10.7 days. Smaller blocks put one report's seeks
 * closer together (4,096 cost a 10M-event file about a quarter more CPU per report) but write more carry rows
 * (about 34 per series and year); tracker/README.md "Reports by dimension" has the figures.
 */
export const historyBlockQuarters = 1024;
/** The block size of files written before dimension_layout recorded it. */
const unrecordedBlockQuarters = 4096;
export const historyBlockOf = (quarter: number) => Math.floor(quarter / historyBlockQuarters);
/** A carry row's quarter: the last one before its block, so it sorts before every quarter of the block. */
export const carryQuarterOf = (block: number) => block * historyBlockQuarters - 1;

export const totalsColumns = (prefix = '') => reportStages.map((stage) => `${prefix}${stage}`).join(', ');
export const totalsDefinitions = reportStages.map((stage) => `${stage} INTEGER NOT NULL DEFAULT 0`).join(', ');

/**
 * Gives the totals tables of a file written before the money columns (dimension_quarters included, which a file
 * from before the blocks still holds) those columns, at zero: nothing was counted in them then.
 */
export function addLaterStageColumns(db: Database): void {
  for (const table of ['dimension_series', 'dimension_history', 'dimension_quarters']) {
    const columns: unknown[] = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
    if (columns.length === 0) continue;
    for (const stage of laterReportStages) {
      if (!columns.includes(stage)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${stage} INTEGER NOT NULL DEFAULT 0`);
    }
  }
}

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
  db.exec(
    `CREATE TEMP TABLE ${table} (series INTEGER NOT NULL, quarter INTEGER NOT NULL, ${totalsDefinitions}, PRIMARY KEY (series, quarter)) WITHOUT ROWID`,
  );
}

/**
 * Brings a file's history into today's layout (inside the schema's transaction): a file from before the blocks
 * has its dimension_quarters moved in; one written in another block size keeps its own quarters' rows (a carry
 * row is the one row of a block older than the block) and gets the carry rows of today's blocks.
 */
export function settleHistoryLayout(db: Database): void {
  const recorded: unknown = db.prepare('SELECT block_quarters FROM dimension_layout').pluck().get();
  if (recorded === historyBlockQuarters) return;
  if (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dimension_quarters'").get() !== undefined
  ) {
    historyFromSeriesMajor(db, 'dimension_quarters');
    db.exec('DROP TABLE dimension_quarters');
  } else if (db.prepare('SELECT 1 FROM dimension_history LIMIT 1').get() !== undefined) {
    const written = typeof recorded === 'number' ? recorded : unrecordedBlockQuarters;
    createSeriesMajorStaging(db, 'history_by_series');
    db.exec(
      `INSERT INTO history_by_series SELECT series, quarter, ${totalsColumns()} FROM dimension_history WHERE quarter >= block * ${written}`,
    );
    db.exec('DELETE FROM dimension_history');
    historyFromSeriesMajor(db, 'history_by_series');
    db.exec('DROP TABLE history_by_series');
  }
  db.exec('DELETE FROM dimension_layout');
  db.prepare('INSERT INTO dimension_layout (block_quarters) VALUES (?)').run(historyBlockQuarters);
}
