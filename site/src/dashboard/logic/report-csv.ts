import { ANALYTICS_TIMEZONE, type RankedOffer } from '@seniorguide/funnel';
import type { VersionRow } from './conversion-rows.ts';
import { toCsv, type CsvCell } from './csv.ts';
import type { DailyRow } from './daily-rows.ts';
import { zoneFileLabel } from './format.ts';
import { zoneOf, type ReportFilters } from './report-filters.ts';

// The dashboard's exports, built from the very rows the tables show: the full range, every row, and the
// time zone named both in the file name and in the columns, so a file read alone is never ambiguous.

export type CsvFile = { filename: string; text: string };

function fileName(report: string, filters: ReportFilters): string {
  const affiliate = filters.affiliateId ? `_affiliate-${filters.affiliateId.replace(/[^A-Za-z0-9_-]+/g, '-')}` : '';
  return `${report}_${filters.startDate}_to_${filters.endDate}_${zoneFileLabel(zoneOf(filters))}${affiliate}.csv`;
}

/** The columns every file without a date column repeats, so each row says what period it covers. */
function periodCells(filters: ReportFilters): CsvCell[] {
  return [filters.startDate, filters.endDate, zoneOf(filters), filters.affiliateId ?? 'All affiliates'];
}
const periodHeaders = ['From', 'To', 'Time zone', 'Affiliate'];

export const dailyCsvHeaders = [
  `Date (${ANALYTICS_TIMEZONE})`,
  'Impressions',
  'Submitted Email',
  'Continued to Offers',
  'Continued to Offers (% of emails)',
  'Accepted Offers',
  'Accepted Offer events (% of emails)',
  'Ebooks Downloaded',
  'Ebooks Downloaded (% of emails)',
  'Revenue (USD)',
  'Payout (USD)',
  'Profit (USD)',
];

/** Cents as a CSV's dollars: 1234.50, -3.00 (no currency sign or separators, so a spreadsheet reads a number). */
export const csvDollars = (cents: number): string => (cents / 100).toFixed(2);

export function buildDailyCsv({
  days,
  total,
  filters,
}: {
  days: readonly DailyRow[];
  total: DailyRow;
  filters: ReportFilters;
}): CsvFile {
  const cells = (row: DailyRow): CsvCell[] => [
    row.date ?? 'Total',
    row.impressions,
    row.emails,
    row.continued,
    row.continuedRate.toFixed(1),
    row.accepted,
    row.acceptedRate.toFixed(1),
    row.downloads,
    row.downloadRate.toFixed(1),
    csvDollars(row.revenueCents),
    csvDollars(row.payoutCents),
    csvDollars(row.profitCents),
  ];
  return {
    filename: fileName('daily-performance', filters),
    // The day column names the zone the days were cut in: the operator's own.
    text: toCsv([[`Date (${zoneOf(filters)})`, ...dailyCsvHeaders.slice(1)], ...days.map(cells), cells(total)]),
  };
}

export const offerCsvHeaders = [
  'Rank',
  'Offer',
  'Offer id',
  'Accepted',
  'Conversion (% of impressions)',
  ...periodHeaders,
];

/** Every accepted offer, ranked; the page shows the top 6 of the same list. */
export function buildOfferSummaryCsv({
  offers,
  filters,
}: {
  offers: readonly RankedOffer[];
  filters: ReportFilters;
}): CsvFile {
  const rows = offers.map((offer): CsvCell[] => [
    offer.rank,
    offer.name,
    offer.offerId,
    offer.count,
    offer.conversionRate.toFixed(1),
    ...periodCells(filters),
  ]);
  return { filename: fileName('offer-summary', filters), text: toCsv([offerCsvHeaders, ...rows]) };
}

export const versionCsvHeaders = [
  'Landing version',
  'Impressions',
  'Submitted Email',
  'Email conversion (% of impressions)',
  'Continued to Offers',
  'Accepted Offers',
  'Reached Thank You Page',
  'Thank-you conversion (% of impressions)',
  'Ebooks Downloaded',
  'Revenue (USD)',
  'Payout (USD)',
  'Profit (USD)',
  'ROI (%)',
  'EPC (USD)',
  ...periodHeaders,
];

/** A row's money as CSV cells; a ratio without a divisor (no payout, no impression) is left empty. */
function moneyCells(money: VersionRow['money']): CsvCell[] {
  if (!money) return ['', '', '', '', ''];
  return [
    csvDollars(money.revenueCents),
    csvDollars(money.payoutCents),
    csvDollars(money.profitCents),
    money.roi === null ? '' : (money.roi * 100).toFixed(1),
    money.epcCents === null ? '' : (money.epcCents / 100).toFixed(4),
  ];
}

export function buildVersionCsv({
  versions,
  filters,
}: {
  versions: readonly VersionRow[];
  filters: ReportFilters;
}): CsvFile {
  const rows = versions.map((row): CsvCell[] => [
    `v${row.version}`,
    row.impressions,
    row.emails,
    row.emailRate.toFixed(1),
    row.continuedToOffers,
    row.offersAccepted,
    row.reachedThankYou,
    row.thankYouRate.toFixed(1),
    row.downloads,
    ...moneyCells(row.money),
    ...periodCells(filters),
  ]);
  return { filename: fileName('landing-versions', filters), text: toCsv([versionCsvHeaders, ...rows]) };
}
