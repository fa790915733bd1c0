import type { DimensionFigures, DimensionReport, DimensionRow } from '@seniorguide/contracts';
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
    expect(lines[1]).toBe('a,5,1,20.0,0,0.0,0,0.0,0,0.0,0,0.0,2026-06-01,2026-06-07,America/New_York,affiliate=17');
    expect(lines.at(-1)).toMatch(/^Total,37,7,18\.9,/);
  });
});
