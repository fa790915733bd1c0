import type { Database } from 'better-sqlite3';
import { overflowValue as overflowDimensionValue, reportStages } from '../../counting/records.ts';
import { emptyStageVector } from '../stage-vectors.ts';
import { leadersOfAll } from '../dimension-leaders.ts';
import type {
  DimensionCountsQuery,
  DimensionLeaders,
  DimensionLeadersQuery,
  DimensionRange,
  DimensionValueCounts,
} from '../port.ts';
import { historyBlockOf, totalsColumns } from './dimension-layout.ts';
import { leaderCandidates, scopeTotalValue } from './dimension-totals.ts';

// The reads of the dimension counts in SQLite (the tables: dimension-layout.ts), on the main thread.

/** A cumulative row as the read packs it (json_array of the stage columns); null when there is none. */
function countsOf(packed: unknown): number[] | null {
  if (packed === null) return null;
  const counts: unknown = typeof packed === 'string' ? JSON.parse(packed) : null;
  // Checked by hand rather than by a schema: a report parses up to two of these per value, 20,000 of them.
  if (!Array.isArray(counts) || counts.length !== reportStages.length || !counts.every(Number.isInteger)) {
    throw new TypeError(`a dimension count is not ${reportStages.length} whole numbers`);
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
  const readValues = db
    .prepare(`SELECT ${range} FROM dimension_series s WHERE s.scope = @scope AND s.value <> @total ORDER BY s.id`)
    .raw();
  const readNamed = db
    .prepare(
      `SELECT ${range} FROM dimension_series s WHERE s.scope = @scope AND s.value IN (SELECT value FROM json_each(@values)) ORDER BY s.id`,
    )
    .raw();
  const readTotal = db
    .prepare(`SELECT ${range} FROM dimension_series s WHERE s.scope = @scope AND s.value = @total`)
    .raw();
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
  const withTraffic = (counts: DimensionValueCounts | null): counts is DimensionValueCounts =>
    counts !== null && counts.counts.some((count) => count !== 0);

  function readDimensionCounts({ values, ...range }: DimensionCountsQuery): DimensionValueCounts[] {
    const rows = values
      ? readNamed.all({ ...parametersOf(range), values: JSON.stringify(values) })
      : readValues.all(parametersOf(range));
    return rows.map(rangeOf).filter(withTraffic);
  }

  /** The scope's total series over the range; null for a scope without one (at most leaderCandidates values). */
  function totalSeriesOver(range: DimensionRange): number[] | null {
    const totalRow = readTotal.get(parametersOf(range));
    return totalRow === undefined ? null : (rangeOf(totalRow)?.counts ?? emptyStageVector());
  }

  function readDimensionTotal(range: DimensionRange): number[] {
    return totalSeriesOver(range) ?? leadersOfAll(readDimensionCounts(range)).total;
  }

  /**
   * A scope without a total series holds at most leaderCandidates values: it is read whole. A larger one is read
   * from the values with the most impressions ever: a value's impressions over any range are at most those, so
   * once the `top`-th most over the range outnumbers what every value not read has ever had, none of them can lead.
   */
  function readDimensionLeaders({ top, ...range }: DimensionLeadersQuery): DimensionLeaders {
    const total = totalSeriesOver(range);
    if (total === null) return leadersOfAll(readDimensionCounts(range));
    const rows = readLikeliest.all({ ...parametersOf(range), limit: leaderCandidates });
    const values = rows.map(rangeOf).filter(withTraffic);
    const ranked = values.filter(({ value }) => value !== overflowDimensionValue).map(({ counts }) => counts[0] ?? 0);
    const least = ranked.sort((a, b) => b - a)[top - 1];
    // No value left unread has had more impressions ever than the fewest among those read.
    const mostOfTheRest = Math.min(
      ...rows.map((row) => (Array.isArray(row) && typeof row[3] === 'number' ? row[3] : Number.POSITIVE_INFINITY)),
    );
    if (least !== undefined && mostOfTheRest < least) return { values, total };
    return { values: readDimensionCounts(range), total };
  }

  return {
    readDimensionCounts,
    readDimensionLeaders,
    readDimensionTotal,
    hasPendingDimensionFacts: () => anyPending.get() !== undefined,
  };
}
