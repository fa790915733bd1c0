import { describe, expect, it } from 'vitest';
import { describeView, formatMoment, zoneFileLabel, zoneLabel } from './format.ts';
import { buildDailyCsv } from './report-csv.ts';
import { buildDailyRows } from './daily-rows.ts';
import { checkReportFilters, readReportFilters, toAnalyticsQueryInput } from './report-filters.ts';

// An operator in another zone than US Eastern (their CMS user's time zone): the default days are their days,
// every query asks for their zone, and captions, moments and files name it.

// 2025-03-12 02:30 UTC is 2025-03-11 in New York but 2025-03-12 in Berlin.
const now = new Date('2025-03-12T02:30:00Z');
const berlin = 'Europe/Berlin';

describe("the operator's own zone", () => {
  it("opens on the last 7 days of the operator's calendar and asks the reports for that zone", () => {
    const filters = readReportFilters({ search: '', now, timeZone: berlin });
    expect(filters).toEqual({ startDate: '2025-03-06', endDate: '2025-03-12', affiliateId: null, timeZone: berlin });
    expect(toAnalyticsQueryInput(filters).timezone).toBe(berlin);
    const check = checkReportFilters(filters);
    expect(check.ok && check.query.timezone).toBe(berlin);
  });

  it("keeps a shared view's days as they are, in the reader's zone", () => {
    const filters = readReportFilters({ search: '?startDate=2025-01-01&endDate=2025-01-02', now, timeZone: berlin });
    expect(filters).toEqual({ startDate: '2025-01-01', endDate: '2025-01-02', affiliateId: null, timeZone: berlin });
  });

  it('names the zone in captions, prints moments in it, and puts it in file names and CSV columns', () => {
    expect(zoneLabel(berlin)).toBe('Europe/Berlin time');
    expect(zoneLabel('America/New_York')).toBe('US Eastern time (America/New_York)');
    expect(zoneFileLabel(berlin)).toBe('Europe-Berlin');
    expect(describeView({ startDate: '2025-03-09', endDate: '2025-03-09', affiliateId: null, timeZone: berlin })).toBe(
      '2025-03-09 · All affiliates · Europe/Berlin time',
    );
    expect(formatMoment('2025-03-12T02:30:00Z', { timeZone: berlin })).toBe('2025-03-12 03:30');
    expect(formatMoment('2025-03-12T02:30:00Z', { timeZone: berlin, seconds: true })).toBe('2025-03-12 03:30:00');
    const file = buildDailyCsv({
      ...buildDailyRows([]),
      filters: { startDate: '2025-03-09', endDate: '2025-03-09', affiliateId: null, timeZone: berlin },
    });
    expect(file.filename).toBe('daily-performance_2025-03-09_to_2025-03-09_Europe-Berlin.csv');
    expect(file.text.split(/\r?\n/)[0]).toContain('Date (Europe/Berlin)');
  });
});
