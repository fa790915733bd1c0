import type { DimensionFigures } from '@seniorguide/contracts';
import type { MoneyFigures } from '@seniorguide/funnel';
import { formatDollars, formatRoi } from './format.ts';
import { csvDollars } from './report-csv.ts';

// The money columns of the "By dimension" table and its CSV: revenue, payout, profit, ROI, EPC (revenue per
// impression) and revenue per signup, at the prices in force when each conversion happened. A ratio without a
// divisor (no payout, impression or signup) is a dash on the page and an empty cell in the CSV, as in the other
// reports.

export type MoneyKey = keyof MoneyFigures;

type MoneyKind = 'dollars' | 'precise' | 'roi';

export const moneyColumns: { key: MoneyKey; label: string; csvLabel: string; kind: MoneyKind }[] = [
  { key: 'revenueCents', label: 'Revenue', csvLabel: 'Revenue (USD)', kind: 'dollars' },
  { key: 'payoutCents', label: 'Payout', csvLabel: 'Payout (USD)', kind: 'dollars' },
  { key: 'profitCents', label: 'Profit', csvLabel: 'Profit (USD)', kind: 'dollars' },
  { key: 'roi', label: 'ROI', csvLabel: 'ROI (%)', kind: 'roi' },
  { key: 'epcCents', label: 'EPC', csvLabel: 'EPC (USD)', kind: 'precise' },
  { key: 'revenuePerSignupCents', label: 'Revenue per signup', csvLabel: 'Revenue per signup (USD)', kind: 'precise' },
];

export const isMoneyKey = (key: string): key is MoneyKey => moneyColumns.some((column) => column.key === key);

/** A row's money figure, or null when the row has no money or the ratio no divisor. */
export const moneyValueOf = (figures: DimensionFigures | null | undefined, key: MoneyKey): number | null =>
  figures?.money?.[key] ?? null;

export function formatMoney(value: number | null, kind: MoneyKind): string {
  if (kind === 'roi') return formatRoi(value);
  return formatDollars(value, { precise: kind === 'precise' });
}

/** The change against the previous period as the table words it: dollars, or ROI in percentage points. */
export function formatMoneyChange(current: number | null, previous: number | null, kind: MoneyKind): string | null {
  if (current === null || previous === null) return null;
  const difference = current - previous;
  const sign = difference > 0 ? '+' : '';
  if (kind === 'roi') return `${sign}${(difference * 100).toFixed(1)} pts`;
  const percent =
    kind === 'dollars' && previous !== 0 ? ` (${sign}${((difference / previous) * 100).toFixed(1)}%)` : '';
  return `${sign}${formatDollars(difference, { precise: kind === 'precise' })}${percent}`;
}

export function moneyCsvCell(value: number | null, kind: MoneyKind): string {
  if (value === null) return '';
  if (kind === 'roi') return (value * 100).toFixed(1);
  return kind === 'precise' ? (value / 100).toFixed(4) : csvDollars(value);
}

/** The row's money cells in column order; empty when the report gave the row none. */
export const moneyCsvCells = (figures: DimensionFigures | null | undefined): string[] =>
  moneyColumns.map(({ key, kind }) => moneyCsvCell(moneyValueOf(figures, key), kind));
