import {
  noValueLabel,
  otherValuesLabel,
  reportDimensions,
  reportTopValues,
  type DimensionReport,
  type DimensionReportQuery,
  type ReportDimension,
} from '@seniorguide/contracts';
import { quartersPerDay } from '../counting/counter-increments.ts';
import {
  addStageVectors,
  emptyStageVector,
  noDimensionValue,
  overflowDimensionValue,
  scopeKey,
  type DimensionScope,
  type StageVector,
} from '../counting/dimension-counts.ts';
import type { DimensionValueCounts, Store } from '../store/port.ts';
import { figuresOf } from './dimension-figures.ts';
import { periodOf, previousPeriodOf, type ReportPeriod } from './report-period.ts';
import type { QuarterPoint } from './zone-days.ts';

// The funnel cut by one dimension (issue 16). It reads one scope of the dimension counts
// (counting/dimension-counts.ts): two cumulative rows per value it reads, so its cost follows the number of
// distinct values of that scope (capped), never the traffic or the length of the range. The store reads the
// values that can lead and the scope's total (readDimensionLeaders): "Other" is the total less the values shown.

/** Which scope answers a query, and which of its values the report keeps (null: all). */
type Plan = { scope: DimensionScope; only: string | null };

/** A filter as stored: the "(none)" row's value is stored as no value. */
const storedValue = (value: string | null) => (value === noValueLabel ? noDimensionValue : value);

function planOf(query: DimensionReportQuery): Plan {
  const { dimension } = query;
  const affiliate = query.affiliate;
  // The affiliate dimension is counted for all affiliates only; its filter picks the one row.
  if (dimension === 'affiliate') return { scope: { dimension, affiliate: null, parent: null }, only: affiliate };
  const parent = reportDimensions.find((name): name is ReportDimension => name !== 'affiliate' && query[name] !== null);
  const parentValue = parent ? storedValue(query[parent]) : null;
  if (!parent || parentValue === null || parent === dimension) return { scope: { dimension, affiliate, parent: null }, only: parentValue };
  // A drill-down pair (the contract refuses every other combination).
  return { scope: { dimension, affiliate, parent: { dimension: parent, value: parentValue } }, only: null };
}

const epochQuarter = ({ day, quarter }: QuarterPoint) => day * quartersPerDay + quarter;

const sumOf = (rows: Iterable<StageVector>) => [...rows].reduce((sum, counts) => addStageVectors(sum, counts), emptyStageVector());
const lessOf = (total: StageVector, part: StageVector) => total.map((count, index) => count - (part[index] ?? 0));

const rangeOf = (plan: Plan, period: ReportPeriod) => ({ scope: scopeKey(plan.scope), fromQuarter: epochQuarter(period.start), toQuarter: epochQuarter(period.end) });

/** Counts by value as a report names them; values past the scope's cap are already "Other" (overflowDimensionValue). */
function byLabel(rows: DimensionValueCounts[], only: string | null): Map<string, StageVector> {
  const values = new Map<string, StageVector>();
  for (const { value, counts } of rows) {
    if (only !== null && value !== only) continue;
    values.set(value === noDimensionValue ? noValueLabel : value, counts);
  }
  return values;
}

const countsByValue = async (store: Store, plan: Plan, period: ReportPeriod) => byLabel(await store.readDimensionCounts(rangeOf(plan, period)), plan.only);

/** The period's values that can be shown, and its total: of the scope's leaders, or of the one value filtered on. */
async function shownCandidates(store: Store, plan: Plan, period: ReportPeriod): Promise<{ values: Map<string, StageVector>; total: StageVector }> {
  if (plan.only !== null) {
    const values = await countsByValue(store, plan, period);
    return { values, total: sumOf(values.values()) };
  }
  const { values, total } = await store.readDimensionLeaders({ ...rangeOf(plan, period), top: reportTopValues });
  return { values: byLabel(values, null), total };
}

const [impression, email, , accepted] = [0, 1, 2, 3];

/** Busiest first: impressions, then emails, then accepted offers; ties by value (code units: cheap, and stable). */
function byTraffic([valueA, a]: [string, StageVector], [valueB, b]: [string, StageVector]): number {
  const at = (counts: StageVector, index: number) => counts[index] ?? 0;
  return at(b, impression) - at(a, impression) || at(b, email) - at(a, email) || at(b, accepted) - at(a, accepted) || (valueA < valueB ? -1 : valueA > valueB ? 1 : 0);
}

export function createDimensionReport({ store }: { store: Store }) {
  return async function dimensionReport(query: DimensionReportQuery): Promise<DimensionReport> {
    const plan = planOf(query);
    const previousPeriod = query.compare ? previousPeriodOf(query) : null;
    const [current, previous] = await Promise.all([
      shownCandidates(store, plan, periodOf(query)),
      previousPeriod ? countsByValue(store, plan, previousPeriod) : Promise.resolve(null),
    ]);
    const ranked = [...current.values.entries()].filter(([value]) => value !== overflowDimensionValue).sort(byTraffic);
    const shown = ranked.slice(0, reportTopValues);
    // The store may not have read the values that cannot be shown, so "Other" is the total less what is.
    const folded = lessOf(current.total, sumOf(shown.map(([, counts]) => counts)));
    const previousOf = (counts: StageVector | undefined) => (previous ? figuresOf(counts ?? emptyStageVector()) : null);
    const rows: DimensionReport['rows'] = shown.map(([value, counts]) => ({ value, other: false, figures: figuresOf(counts), previous: previousOf(previous?.get(value)) }));
    if (folded.some((count) => count !== 0)) {
      const previousFolded = previous ? lessOf(sumOf(previous.values()), sumOf(shown.map(([value]) => previous.get(value) ?? emptyStageVector()))) : undefined;
      rows.push({ value: otherValuesLabel, other: true, figures: figuresOf(folded), previous: previousOf(previousFolded) });
    }
    return {
      dimension: query.dimension,
      timezone: query.timezone,
      startDate: query.startDate,
      endDate: query.endDate,
      previousPeriod: previousPeriod ? { startDate: previousPeriod.startDate, endDate: previousPeriod.endDate } : null,
      rows,
      total: { figures: figuresOf(current.total), previous: previous ? figuresOf(sumOf(previous.values())) : null },
    };
  };
}
