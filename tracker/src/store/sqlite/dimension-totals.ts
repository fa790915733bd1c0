import type { Database } from 'better-sqlite3';
import { reportStages, type DimensionCell } from '../../counting/records.ts';
import { addStageVectors } from '../stage-vectors.ts';
import {
  createSeriesMajorStaging,
  historyBlockQuarters,
  historyFromSeriesMajor,
  totalsColumns,
} from './dimension-layout.ts';

// Each scope of more than leaderCandidates values keeps a TOTAL series, counting every fact of the scope, so a
// report reads its total row and "Other" from one series, and the values themselves only as far as they can
// lead (dimension-reads.ts, readDimensionLeaders).

/** The value of a scope's total series: tracking values never hold control characters (contracts). */
export const scopeTotalValue = '\u001e';

/**
 * How many values a report first reads, those with the most impressions ever: over a long range the leaders
 * stand out within them; when the rest could still lead (a short range, or a scope of alike values), it reads
 * every value. A scope holding no more than these is read whole, so only a larger one keeps a total series.
 */
export const leaderCandidates = 200;

/** Scopes the caller put in temp.scopes_to_total (created here). */
const createScopesToTotal = (db: Database) =>
  db.exec('CREATE TEMP TABLE IF NOT EXISTS scopes_to_total (scope TEXT PRIMARY KEY) WITHOUT ROWID');

/**
 * Writes the total series of the scopes in temp.scopes_to_total from their values' own rows. A series' step at
 * each of its quarters (its history rows that are not carry rows, and its newest quarter) is its totals there
 * less its totals at its previous one; a scope's steps added up per quarter, then summed along the quarters, are
 * its total series' cumulative rows, carry rows added as the roll-up adds them.
 */
function totalScopes(db: Database): void {
  const steps = reportStages
    .map((stage) => `${stage} - coalesce(lag(${stage}) OVER earlier, 0) AS ${stage}`)
    .join(', ');
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

/**
 * After a roll-up's cells: each scope with a total series gets their sum per quarter added to it, and each scope
 * they took past leaderCandidates values gets its total series written from its rows, these included.
 */
export function prepareTotalWrites(db: Database, applyCells: (cells: readonly DimensionCell[]) => Set<string>) {
  // One statement for the roll-up's thousands of scopes, most of them small and without a total series.
  const withTotals = db
    .prepare(
      'SELECT c.value FROM json_each(?) c WHERE EXISTS (SELECT 1 FROM dimension_series s WHERE s.scope = c.value AND s.value = ?)',
    )
    .pluck();
  createScopesToTotal(db);
  const toTotal = db.prepare('INSERT INTO temp.scopes_to_total (scope) VALUES (?)');
  return function addToTotals(cells: readonly DimensionCell[], grown: Set<string>): void {
    const scopes = JSON.stringify([...new Set(cells.map(({ scope }) => scope))]);
    const totalled = new Set(withTotals.all(scopes, scopeTotalValue));
    // Only the few totalled scopes' cells are added up, per scope and quarter.
    const totals = new Map<string, DimensionCell>();
    for (const { scope, quarter, counts } of cells) {
      if (!totalled.has(scope)) continue;
      const key = `${quarter}\u0000${scope}`;
      const total = totals.get(key);
      if (total) addStageVectors(total.counts, counts);
      else totals.set(key, { scope, value: scopeTotalValue, quarter, counts: [...counts] });
    }
    applyCells([...totals.values()]);
    for (const scope of grown) toTotal.run(scope);
    if (grown.size > 0) totalScopes(db);
  };
}
