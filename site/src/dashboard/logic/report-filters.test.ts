import { describe, expect, it } from 'vitest';
import { checkReportFilters, readReportFilters, toAnalyticsQueryInput, writeReportFilters } from './report-filters.ts';

// 2025-03-12 02:30 UTC is still 2025-03-11 in New York (22:30 EDT).
const now = new Date('2025-03-12T02:30:00Z');
const lastSevenEasternDays = { startDate: '2025-03-05', endDate: '2025-03-11' };

describe('readReportFilters', () => {
  it('shows the last 7 Eastern days for all affiliates when the URL has no filters', () => {
    expect(readReportFilters({ search: '', now })).toEqual({ ...lastSevenEasternDays, affiliateId: null });
  });

  it('restores a shared view exactly', () => {
    const search = '?startDate=2024-11-01&endDate=2024-11-30&affiliateId=aff-42';
    expect(readReportFilters({ search, now })).toEqual({
      startDate: '2024-11-01',
      endDate: '2024-11-30',
      affiliateId: 'aff-42',
    });
  });

  it.each([
    ['a malformed start date', '?startDate=2024-13-01&endDate=2024-12-01'],
    ['an impossible calendar day', '?startDate=2024-02-30&endDate=2024-03-01'],
    ['a start after the end', '?startDate=2024-12-02&endDate=2024-12-01'],
    ['only one of the two dates', '?startDate=2024-12-01'],
    ['a range longer than three years', '?startDate=2020-01-01&endDate=2024-01-01'],
  ])('falls back to the default range on %s but keeps the affiliate', (_case, search) => {
    expect(readReportFilters({ search: `${search}&affiliateId=aff-7`, now })).toEqual({
      ...lastSevenEasternDays,
      affiliateId: 'aff-7',
    });
  });

  it('treats an empty or blank affiliate as all affiliates', () => {
    expect(readReportFilters({ search: '?affiliateId=', now }).affiliateId).toBeNull();
    expect(readReportFilters({ search: '?affiliateId=%20%20', now }).affiliateId).toBeNull();
  });

  it('ignores an affiliate id the API would refuse', () => {
    expect(readReportFilters({ search: `?affiliateId=${'x'.repeat(201)}`, now }).affiliateId).toBeNull();
  });
});

describe('writeReportFilters', () => {
  it('leaves the affiliate out for all affiliates', () => {
    expect(writeReportFilters({ startDate: '2025-01-01', endDate: '2025-01-07', affiliateId: null })).toBe(
      '?startDate=2025-01-01&endDate=2025-01-07',
    );
  });

  it('round-trips an affiliate with characters that need escaping', () => {
    const filters = { startDate: '2025-01-01', endDate: '2025-01-07', affiliateId: 'a&b=c d/é' };
    expect(readReportFilters({ search: writeReportFilters(filters), now })).toEqual(filters);
  });
});

describe('checkReportFilters', () => {
  it('accepts a valid range and names the Eastern time zone in the query', () => {
    const check = checkReportFilters({ startDate: '2025-01-01', endDate: '2025-01-01', affiliateId: null });
    expect(check).toEqual({
      ok: true,
      query: { startDate: '2025-01-01', endDate: '2025-01-01', timezone: 'America/New_York', affiliateId: null },
    });
  });

  it('points at the empty date field', () => {
    expect(checkReportFilters({ startDate: '', endDate: '2025-01-01', affiliateId: null })).toMatchObject({
      ok: false,
      field: 'startDate',
    });
  });

  it('explains an end date before the start date', () => {
    expect(checkReportFilters({ startDate: '2025-02-01', endDate: '2025-01-01', affiliateId: null })).toEqual({
      ok: false,
      field: 'endDate',
      message: 'The end date must not be before the start date.',
    });
  });
});

describe('toAnalyticsQueryInput', () => {
  it('sends the affiliate only when one is chosen', () => {
    expect(toAnalyticsQueryInput({ startDate: '2025-01-01', endDate: '2025-01-02', affiliateId: null })).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-01-02',
      timezone: 'America/New_York',
    });
    expect(
      toAnalyticsQueryInput({ startDate: '2025-01-01', endDate: '2025-01-02', affiliateId: 'aff-1' }).affiliateId,
    ).toBe('aff-1');
  });
});
