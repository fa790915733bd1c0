// The dimensions port: the dimension reports' counts, read from cumulative rows after a roll-up of the pending
// dimension facts. Contract: test/dimension-counts-store.test.ts.

/** One dimension scope (counting/dimension-counts.ts scopeKey) over epoch quarter-hours [fromQuarter, toQuarter). */
export type DimensionRange = { scope: string; fromQuarter: number; toQuarter: number };

/** A range's counts of every value, or of the `values` named (stored values). */
export type DimensionCountsQuery = DimensionRange & { values?: readonly string[] };

/** What one roll-up did: how many pending rows it counted, and whether more were waiting. */
export type DimensionRollUp = { rolled: number; more: boolean };

/** A value's six stage counts (reportStages order) over the query's quarters; values with none are left out. */
export type DimensionValueCounts = { value: string; counts: number[] };

/** A report's leading values in one scope: `top` is how many of them it shows. */
export type DimensionLeadersQuery = DimensionRange & { top: number };

/**
 * Every value that could be among the `top` with the most impressions over the range (each one with more
 * impressions than the `top`-th most and each one tied with it), maybe more, and the scope's total: its
 * values' counts added together, "Other" included.
 */
export type DimensionLeaders = { values: DimensionValueCounts[]; total: number[] };

/** Per-value counts of one dimension scope, and the roll-up that keeps them exact. */
export type DimensionsPort = {
  /**
   * The dimension report's counts: per value of one scope, read from cumulative rows (two per value), after
   * rolling up every pending dimension fact, so they are exact the moment a write is acknowledged.
   */
  readDimensionCounts(query: DimensionCountsQuery): Promise<DimensionValueCounts[]>;
  /** What a report of one scope shows first (the leading values and the total), rolled up like readDimensionCounts. */
  readDimensionLeaders(query: DimensionLeadersQuery): Promise<DimensionLeaders>;
  /** The scope's total over the range: its values' counts added together, "Other" included. */
  readDimensionTotal(query: DimensionRange): Promise<number[]>;
  /**
   * Turns up to `limit` (default: all) pending dimension facts, oldest first, into the scopes' cumulative rows
   * and deletes them, in one transaction: each fact is counted once, whichever process rolls it up.
   */
  rollUpDimensions(options: { limit?: number }): Promise<DimensionRollUp>;
};
