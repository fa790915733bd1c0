import { describe, expect, it } from 'vitest';
import { addDays, getCalendarDate, getPresetDateRange } from './date-range.ts';

describe('getCalendarDate', () => {
  it.each([
    ['late evening in New York, already tomorrow in UTC', '2025-03-10T03:30:00Z', 'America/New_York', '2025-03-09'],
    ['just after midnight in New York', '2025-03-10T04:00:00Z', 'America/New_York', '2025-03-10'],
    ['the spring-forward morning', '2025-03-09T07:30:00Z', 'America/New_York', '2025-03-09'],
    ['the fall-back night, before the change', '2025-11-02T05:30:00Z', 'America/New_York', '2025-11-02'],
    ['UTC', '2025-03-10T03:30:00Z', 'UTC', '2025-03-10'],
  ])('gives the day of %s', (_label, instant, timeZone, expected) => {
    expect(getCalendarDate({ now: new Date(instant), timeZone })).toBe(expected);
  });

  it('uses US Eastern time by default', () => {
    expect(getCalendarDate({ now: new Date('2025-01-01T04:59:59Z') })).toBe('2024-12-31');
  });
});

describe('addDays', () => {
  it.each([
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-01-01', -6, '2024-12-26'],
    ['2025-03-09', 1, '2025-03-10'],
    ['2025-12-31', 1, '2026-01-01'],
  ])('moves %s by %i days to %s', (date, days, expected) => {
    expect(addDays({ date, days })).toBe(expected);
  });
});

describe('getPresetDateRange', () => {
  // 01:00 UTC on 1 March is still 28 February in New York.
  const now = new Date('2025-03-01T01:00:00Z');

  it.each([
    ['today', { startDate: '2025-02-28', endDate: '2025-02-28' }],
    ['yesterday', { startDate: '2025-02-27', endDate: '2025-02-27' }],
    ['last7Days', { startDate: '2025-02-22', endDate: '2025-02-28' }],
  ] as const)('gives %s in US Eastern time', (preset, expected) => {
    expect(getPresetDateRange({ preset, now })).toEqual(expected);
  });

  it('counts seven calendar days across the spring-forward change', () => {
    expect(getPresetDateRange({ preset: 'last7Days', now: new Date('2025-03-12T12:00:00Z') })).toEqual({
      startDate: '2025-03-06',
      endDate: '2025-03-12',
    });
  });
});
