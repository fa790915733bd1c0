import type { DimensionFigures, DimensionReport, DimensionRow } from '@seniorguide/contracts';
import { moneyFigures } from '@seniorguide/funnel';
import { describe, expect, it } from 'vitest';
import { buildDimensionCsv, changeOf, rateOf, sortDimensionRows } from './dimension-rows.ts';
import { defaultDimensionView } from './dimension-view.ts';

const figures = (impressions: number, emails: number): DimensionFigures => ({
  impressions,
  emails,
  continuedToOffers: 0,
  offersAccepted: 0,
  reachedThankYou: 0,
  downloads: 0,
  rates: {
    perImpression: {
      emails: impressions ? emails / impressions : null,
      continuedToOffers: null,
      offersAccepted: null,
      reachedThankYou: null,
      downloads: null,
    },
    perEmail: { continuedToOffers: emails ? 0 : null, offersAccepted: null, reachedThankYou: null, downloads: null },
  },
});
const row = (value: string, impressions: number, emails: number, other = false): DimensionRow => ({
  value,
  other,
  figures: figures(impressions, emails),
  previous: figures(1, 0),
});

describe('dimension rows', () => {
  const rows = [row('a', 5, 1), row('b', 3, 2), row('c', 9, 0), row('Other', 20, 4, true)];

  it('sorts by the chosen column, "Other" always last', () => {
    expect(sortDimensionRows(rows, { key: 'emails', descending: true }).map((r) => r.value)).toEqual([
      'b',
      'a',
      'c',
      'Other',
    ]);
    expect(sortDimensionRows(rows, { key: 'impressions', descending: false }).map((r) => r.value)).toEqual([
      'b',
      'a',
      'c',
      'Other',
    ]);
    expect(sortDimensionRows(rows, { key: 'value', descending: true }).map((r) => r.value)).toEqual([
      'c',
      'b',
      'a',
      'Other',
    ]);
  });

  it('gives rates with one decimal and changes against the previous period', () => {
    expect(rateOf(figures(3, 1), 'emails')).toBe(33.3);
    expect(rateOf(figures(0, 0), 'emails')).toBeNull();
    expect(changeOf(6, 4)).toEqual({ difference: 2, percent: 50 });
    expect(changeOf(2, 0)).toEqual({ difference: 2, percent: null });
  });

  it('names the time zone in the CSV file and in every row', () => {
    const report: DimensionReport = {
      dimension: 'sub_id',
      timezone: 'America/New_York',
      startDate: '2026-06-01',
      endDate: '2026-06-07',
      previousPeriod: null,
      rows,
      total: { figures: figures(37, 7), previous: null },
    };
    const csv = buildDimensionCsv({
      report,
      view: { ...defaultDimensionView, dimension: 'sub_id', filters: { affiliate: '17' } },
      rows,
    });
    expect(csv.filename).toBe('by_sub_id_affiliate-17_2026-06-01_to_2026-06-07_America-New_York.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toContain('Sub ID,Impressions,Submitted Email,Submitted Email (% of impressions)');
    // A row the report gave no money for leaves its six money cells empty.
    expect(lines[1]).toBe(
      'a,5,1,20.0,0,0.0,0,0.0,0,0.0,0,0.0,,,,,,,2026-06-01,2026-06-07,America/New_York,affiliate=17',
    );
    expect(lines.at(-1)).toMatch(/^Total,37,7,18\.9,/);
  });

  it('puts each row’s money and its previous period’s in the CSV, and sorts by it', () => {
    const money = (revenueCents: number, payoutCents: number, impressions: number, signups: number) =>
      moneyFigures({ revenueCents, payoutCents, impressions, signups });
    const paid = (value: string, current: ReturnType<typeof money>, previous: ReturnType<typeof money>) => ({
      ...row(value, 4, 2),
      figures: { ...figures(4, 2), money: current },
      previous: { ...figures(1, 0), money: previous },
    });
    const moneyRows = [
      paid('a', money(3100, 800, 2, 2), money(1000, 300, 1, 1)),
      paid('b', money(1500, 700, 1, 1), money(0, 0, 0, 0)),
    ];
    const report: DimensionReport = {
      dimension: 'sub_id',
      timezone: 'America/New_York',
      startDate: '2026-06-08',
      endDate: '2026-06-15',
      previousPeriod: { startDate: '2026-05-31', endDate: '2026-06-07' },
      rows: moneyRows,
      total: {
        figures: { ...figures(8, 4), money: money(4600, 1500, 3, 3) },
        previous: { ...figures(2, 0), money: money(1000, 300, 1, 1) },
      },
    };
    const csv = buildDimensionCsv({ report, view: { ...defaultDimensionView, dimension: 'sub_id' }, rows: moneyRows });
    const [header = '', first = '', second = '', ...rest] = csv.text.trim().split('\r\n');
    const cells = (line: string) =>
      Object.fromEntries(header.split(',').map((name, index) => [name, line.split(',')[index]]));
    expect(cells(first)).toMatchObject({
      'Sub ID': 'a',
      'Revenue (USD)': '31.00',
      'Payout (USD)': '8.00',
      'Profit (USD)': '23.00',
      'ROI (%)': '287.5',
      'EPC (USD)': '15.5000',
      'Revenue per signup (USD)': '15.5000',
      'Revenue (USD) (previous period)': '10.00',
      'Profit (USD) (previous period)': '7.00',
      'EPC (USD) (previous period)': '10.0000',
    });
    // Without a payout, impression or signup a ratio is left empty, as in the other reports.
    expect(cells(second)).toMatchObject({
      'ROI (%)': '114.3',
      'ROI (%) (previous period)': '',
      'EPC (USD) (previous period)': '',
    });
    expect(cells(rest.at(-1) ?? '')).toMatchObject({
      'Sub ID': 'Total',
      'Revenue (USD)': '46.00',
      'Payout (USD)': '15.00',
    });
    expect(sortDimensionRows(moneyRows, { key: 'revenueCents', descending: false }).map((r) => r.value)).toEqual([
      'b',
      'a',
    ]);
    expect(sortDimensionRows(moneyRows, { key: 'roi', descending: true }).map((r) => r.value)).toEqual(['a', 'b']);
  });
});
