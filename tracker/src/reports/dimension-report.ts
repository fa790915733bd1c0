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
import type { DimensionsPort, DimensionValueCounts } from '../store/port.ts';
import { figuresOf } from './dimension-figures.ts';
import { periodOf, previousPeriodOf, type ReportPeriod } from './report-period.ts';
import type { QuarterPoint } from './zone-days.ts';

// The funnel cut by one dimension. It reads one scope of the dimension counts
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
  if (!parent || parentValue === null || parent === dimension)
    return { scope: { dimension, affiliate, parent: null }, only: parentValue };
  // A drill-down pair (the contract refuses every other combination).
  return { scope: { dimension, affiliate, parent: { dimension: parent, value: parentValue } }, only: null };
}

const epochQuarter = ({ day, quarter }: QuarterPoint) => day * quartersPerDay + quarter;

const sumOf = (rows: Iterable<StageVector>) =>
  [...rows].reduce((sum, counts) => addStageVectors(sum, counts), emptyStageVector());
const lessOf = (total: StageVector, part: StageVector) => total.map((count, index) => count - (part[index] ?? 0));

const rangeOf = (plan: Plan, period: ReportPeriod) => ({
  scope: scopeKey(plan.scope),
  fromQuarter: epochQuarter(period.start),
  toQuarter: epochQuarter(period.end),
});

/** Counts by value as a report names them; values past the scope's cap are already "Other" (overflowDimensionValue). */
function byLabel(rows: DimensionValueCounts[], only: string | null): Map<string, StageVector> {
  const values = new Map<string, StageVector>();
  for (const { value, counts } of rows) {
    if (only !== null && value !== only) continue;
    values.set(value === noDimensionValue ? noValueLabel : value, counts);
  }
  return values;
}

/** A period's counts by value (those a report may show, or the ones it names) and its total. */
type PeriodCounts = { values: Map<string, StageVector>; total: StageVector };

/** The one value filtered on, which is then the whole total. */
async function onlyValue(store: DimensionsPort, plan: Plan, period: ReportPeriod): Promise<PeriodCounts> {
  const values = byLabel(await store.readDimensionCounts(rangeOf(plan, period)), plan.only);
  return { values, total: sumOf(values.values()) };
}

/** The values that can be shown (the scope's leaders) and the total. */
async function shownCandidates(store: DimensionsPort, plan: Plan, period: ReportPeriod): Promise<PeriodCounts> {
  if (plan.only !== null) return onlyValue(store, plan, period);
  const { values, total } = await store.readDimensionLeaders({ ...rangeOf(plan, period), top: reportTopValues });
  return { values: byLabel(values, null), total };
}

/** The previous period's counts of the values shown, and its total. */
async function previousOfShown(
  store: DimensionsPort,
  plan: Plan,
  period: ReportPeriod,
  shown: string[],
): Promise<PeriodCounts> {
  if (plan.only !== null) return onlyValue(store, plan, period);
  const range = rangeOf(plan, period);
  const [rows, total] = await Promise.all([
    store.readDimensionCounts({ ...range, values: shown.map((label) => storedValue(label) ?? label) }),
    store.readDimensionTotal(range),
  ]);
  return { values: byLabel(rows, null), total };
}

const [impression, email, , accepted] = [0, 1, 2, 3];

/** Busiest first: impressions, then emails, then accepted offers; ties by value (code units: cheap, and stable). */
function byTraffic([valueA, a]: [string, StageVector], [valueB, b]: [string, StageVector]): number {
  const at = (counts: StageVector, index: number) => counts[index] ?? 0;
  return (
    at(b, impression) - at(a, impression) ||
    at(b, email) - at(a, email) ||
    at(b, accepted) - at(a, accepted) ||
    (valueA < valueB ? -1 : valueA > valueB ? 1 : 0)
  );
}

export function createDimensionReport({ store }: { store: DimensionsPort }) {
  return async function dimensionReport(query: DimensionReportQuery): Promise<DimensionReport> {
    const plan = planOf(query);
    const previousPeriod = query.compare ? previousPeriodOf(query) : null;
    const current = await shownCandidates(store, plan, periodOf(query));
    const ranked = [...current.values.entries()].filter(([value]) => value !== overflowDimensionValue).sort(byTraffic);
    const shown = ranked.slice(0, reportTopValues);
    const previous = previousPeriod
      ? await previousOfShown(
          store,
          plan,
          previousPeriod,
          shown.map(([value]) => value),
        )
      : null;
    // The store reads only values that can be shown, so "Other" is the total less what is, in either period.
    const folded = lessOf(current.total, sumOf(shown.map(([, counts]) => counts)));
    const previousOf = (counts: StageVector | undefined) => (previous ? figuresOf(counts ?? emptyStageVector()) : null);
    const rows: DimensionReport['rows'] = shown.map(([value, counts]) => ({
      value,
      other: false,
      figures: figuresOf(counts),
      previous: previousOf(previous?.values.get(value)),
    }));
    if (folded.some((count) => count !== 0)) {
      const previousFolded = previous
        ? lessOf(previous.total, sumOf(shown.map(([value]) => previous.values.get(value) ?? emptyStageVector())))
        : undefined;
      rows.push({
        value: otherValuesLabel,
        other: true,
        figures: figuresOf(folded),
        previous: previousOf(previousFolded),
      });
    }
    return {
      dimension: query.dimension,
      timezone: query.timezone,
      startDate: query.startDate,
      endDate: query.endDate,
      previousPeriod: previousPeriod ? { startDate: previousPeriod.startDate, endDate: previousPeriod.endDate } : null,
      rows,
      total: { figures: figuresOf(current.total), previous: previous ? figuresOf(previous.total) : null },
    };
  };
}
