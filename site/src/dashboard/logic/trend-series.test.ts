import { describe, expect, it } from 'vitest';
import type { DailyRow } from './daily-rows.ts';
import { trendLines } from './trend-lines.ts';
import { buildTrendSeries, dayOfTimestamp, dayTimestamp, rangeOfZoom } from './trend-series.ts';

const day = (date: string | null, impressions = 0): DailyRow => ({
  date,
  impressions,
  emails: 1,
  continued: 0,
  continuedRate: 0,
  accepted: 2,
  acceptedRate: 0,
  downloads: 3,
  downloadRate: 0,
  revenueCents: 0,
  payoutCents: 0,
  profitCents: 0,
});
const week = ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'].map((date, index) =>
  day(date, index * 10),
);

describe('the trend chart series', () => {
  it('places each Eastern day at its noon UTC and reads it back, whatever the moment within the day', () => {
    expect(new Date(dayTimestamp('2025-03-09')).toISOString()).toBe('2025-03-09T12:00:00.000Z');
    expect(dayOfTimestamp(dayTimestamp('2025-03-09'))).toBe('2025-03-09');
    expect(dayOfTimestamp(Date.parse('2025-03-09T00:00:01Z'))).toBe('2025-03-09');
    expect(dayOfTimestamp(Date.parse('2025-03-09T23:59:59Z'))).toBe('2025-03-09');
  });

  it('has one series per line with one point per day, the total row left out', () => {
    const series = buildTrendSeries([...week.slice(0, 2), day(null, 99)], trendLines);
    expect(series.map((line) => line.name)).toEqual([
      'Impressions',
      'Submitted Email',
      'Accepted Offers',
      'Ebooks Downloaded',
    ]);
    expect(series[0]?.data).toEqual([
      [dayTimestamp('2025-01-01'), 0],
      [dayTimestamp('2025-01-02'), 10],
    ]);
    expect(series[3]?.data.map(([, count]) => count)).toEqual([3, 3]);
  });
});

describe('a zoom read as days', () => {
  it('covers every day whose point lies inside the range', () => {
    const min = dayTimestamp('2025-01-02') - 3_600_000;
    const max = dayTimestamp('2025-01-04') + 3_600_000;
    expect(rangeOfZoom({ min, max, days: week })).toEqual({ startDate: '2025-01-02', endDate: '2025-01-04' });
  });

  it('takes the nearest day when the range falls between two points', () => {
    const min = dayTimestamp('2025-01-03') + 3_600_000;
    const max = dayTimestamp('2025-01-03') + 5 * 3_600_000;
    expect(rangeOfZoom({ min, max, days: week })).toEqual({ startDate: '2025-01-03', endDate: '2025-01-03' });
  });

  it('is nothing for a reset (no range) or a report without days', () => {
    expect(rangeOfZoom({ min: undefined, max: undefined, days: week })).toBeNull();
    expect(rangeOfZoom({ min: 0, max: 1, days: [day(null)] })).toBeNull();
  });
});
