import type { DimensionFigures, DimensionReport, DimensionRow } from '@seniorguide/contracts';
import { toCsv, type CsvCell } from './csv.ts';
import { isMoneyKey, moneyColumns, moneyCsvCells, moneyValueOf } from './dimension-money.ts';
import type { DimensionSortKey, DimensionView } from './dimension-view.ts';
import { dimensionLabels } from './dimension-view.ts';
import { zoneFileLabel } from './format.ts';

// The "By dimension" table's rows: sorted as the operator chose, "Other" always last, and each figure's
// change against the previous period when it was asked for, money included. The CSV is built from the same rows.

export type FigureKey = Exclude<DimensionSortKey, 'value' | (typeof moneyColumns)[number]['key']>;

export const figureColumns: { key: FigureKey; label: string; rateOf: 'impressions' | 'emails' | null }[] = [
  { key: 'impressions', label: 'Impressions', rateOf: null },
  { key: 'emails', label: 'Submitted Email', rateOf: 'impressions' },
  { key: 'continuedToOffers', label: 'Continued to Offers', rateOf: 'emails' },
  // Offers, not people: one person may accept several, so its rate against emails can pass 100%.
  { key: 'offersAccepted', label: 'Accepted Offers (events)', rateOf: 'emails' },
  { key: 'reachedThankYou', label: 'Reached Thank You Page', rateOf: 'emails' },
  { key: 'downloads', label: 'Ebooks Downloaded', rateOf: 'emails' },
];

/** A figure's rate as a percentage with one decimal, or null without a base. */
export function rateOf(figures: DimensionFigures, key: FigureKey): number | null {
  if (key === 'impressions') return null;
  const rate = key === 'emails' ? figures.rates.perImpression.emails : figures.rates.perEmail[key];
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

/** The change of a figure against the previous period: the difference and, when there was a base, the percentage. */
export function changeOf(current: number, previous: number): { difference: number; percent: number | null } {
  return {
    difference: current - previous,
    percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  };
}

/** The figure a row sorts by; a money ratio without a divisor sorts below every value. */
function sortValueOf(figures: DimensionFigures, key: Exclude<DimensionSortKey, 'value'>): number {
  if (!isMoneyKey(key)) return figures[key];
  return moneyValueOf(figures, key) ?? Number.NEGATIVE_INFINITY;
}

export function sortDimensionRows(rows: readonly DimensionRow[], sort: DimensionView['sort']): DimensionRow[] {
  const direction = sort.descending ? -1 : 1;
  const listed = rows.filter((row) => !row.other);
  const compare = (a: DimensionRow, b: DimensionRow) => {
    if (sort.key === 'value') return a.value.localeCompare(b.value, 'en', { numeric: true });
    const [first, second] = [sortValueOf(a.figures, sort.key), sortValueOf(b.figures, sort.key)];
    return (first === second ? 0 : first < second ? -1 : 1) || a.value.localeCompare(b.value);
  };
  return [...listed.sort((a, b) => direction * compare(a, b)), ...rows.filter((row) => row.other)];
}

/** Names the file by dimension, filters, dates and zone; every row repeats the period and the zone. */
export function buildDimensionCsv({
  report,
  view,
  rows,
}: {
  report: DimensionReport;
  view: DimensionView;
  rows: readonly DimensionRow[];
}) {
  const filters = Object.entries(view.filters).map(([dimension, value]) =>
    `${dimension}-${value}`.replace(/[^A-Za-z0-9_-]+/g, '-'),
  );
  const filename =
    ['by', view.dimension, ...filters, report.startDate, 'to', report.endDate, zoneFileLabel(report.timezone)].join(
      '_',
    ) + '.csv';
  const filterText =
    Object.entries(view.filters)
      .map(([dimension, value]) => `${dimension}=${value}`)
      .join(' & ') || 'None';
  const headers = [
    dimensionLabels[view.dimension],
    ...figureColumns.flatMap(({ label, rateOf: base }) => (base ? [label, `${label} (% of ${base})`] : [label])),
    ...moneyColumns.map(({ csvLabel }) => csvLabel),
  ];
  if (report.previousPeriod) {
    headers.push(...figureColumns.map(({ label }) => `${label} (previous period)`));
    headers.push(...moneyColumns.map(({ csvLabel }) => `${csvLabel} (previous period)`));
  }
  headers.push('From', 'To', 'Time zone', 'Filters');
  const cells = (value: string, row: Pick<DimensionRow, 'figures' | 'previous'>): CsvCell[] => [
    value,
    ...figureColumns.flatMap(({ key, rateOf: base }) =>
      base ? [row.figures[key], (rateOf(row.figures, key) ?? 0).toFixed(1)] : [row.figures[key]],
    ),
    ...moneyCsvCells(row.figures),
    ...(report.previousPeriod
      ? [...figureColumns.map(({ key }) => row.previous?.[key] ?? 0), ...moneyCsvCells(row.previous)]
      : []),
    report.startDate,
    report.endDate,
    report.timezone,
    filterText,
  ];
  const lines = [headers, ...rows.map((row) => cells(row.value, row)), cells('Total', report.total)];
  return { filename, text: toCsv(lines) };
}
