import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { dayMs, quarterMs } from '../counting/counter-increments.ts';
import { localDaysOf, splitsOf, sumBetween, toQuarterPoint } from './zone-days.ts';

const utc = (iso: string) => Date.parse(iso);
const hours = (day: { start: { day: number; quarter: number }; end: { day: number; quarter: number } }) =>
  ((day.end.day - day.start.day) * dayMs + (day.end.quarter - day.start.quarter) * quarterMs) / 3_600_000;

describe('localDaysOf', () => {
  it('gives New York a 23-hour day when the clocks spring forward in March', () => {
    const [day] = localDaysOf({ startDate: '2026-03-08', endDate: '2026-03-08', timeZone: 'America/New_York' });
    expect(day?.start).toEqual(toQuarterPoint(utc('2026-03-08T05:00:00Z')));
    expect(day?.end).toEqual(toQuarterPoint(utc('2026-03-09T04:00:00Z')));
    expect(day && hours(day)).toBe(23);
  });

  it('gives New York a 25-hour day when the clocks fall back in November', () => {
    const [day] = localDaysOf({ startDate: '2026-11-01', endDate: '2026-11-01', timeZone: 'America/New_York' });
    expect(day?.start).toEqual(toQuarterPoint(utc('2026-11-01T04:00:00Z')));
    expect(day && hours(day)).toBe(25);
  });

  it.each([
    ['Asia/Kolkata', '2026-05-10', '2026-05-09T18:30:00Z'],
    ['Asia/Kathmandu', '2026-05-10', '2026-05-09T18:15:00Z'],
    ['Australia/Eucla', '2026-05-10', '2026-05-09T15:15:00Z'],
    ['Pacific/Chatham', '2026-05-10', '2026-05-09T11:15:00Z'],
    ['UTC', '2026-05-10', '2026-05-10T00:00:00Z'],
  ])('starts %s days at local midnight on the quarter-hour grid', (timeZone, date, startUtc) => {
    const [day] = localDaysOf({ startDate: date, endDate: date, timeZone });
    expect(day?.start).toEqual(toQuarterPoint(utc(startUtc)));
  });

  it('starts a day whose midnight is skipped by DST at its first real instant', () => {
    // Santiago skipped 2022-09-11 00:00–01:00 local.
    const [day] = localDaysOf({ startDate: '2022-09-11', endDate: '2022-09-11', timeZone: 'America/Santiago' });
    expect(day?.start).toEqual(toQuarterPoint(utc('2022-09-11T04:00:00Z')));
  });

  it('lists every day of the range in order, each ending where the next starts', () => {
    const days = localDaysOf({ startDate: '2026-02-27', endDate: '2026-03-02', timeZone: 'Europe/Berlin' });
    expect(days.map((day) => day.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    for (let index = 1; index < days.length; index += 1) expect(days[index]?.start).toEqual(days[index - 1]?.end);
  });
});

describe('sumBetween', () => {
  it('adds whole days by their total and cuts the edge days with prefix sums', () => {
    const days = localDaysOf({ startDate: '2026-01-10', endDate: '2026-01-10', timeZone: 'America/New_York' });
    const splits = splitsOf(days);
    expect(splits).toEqual([20]);
    const startDay = days[0]?.start.day ?? 0;
    const rows = new Map([
      [startDay, { total: 10, heads: [4] }],
      [startDay + 1, { total: 7, heads: [2] }],
    ]);
    const splitIndex = new Map(splits.map((quarter, index) => [quarter, index]));
    const [day] = days;
    expect(day && sumBetween({ rows, splitIndex, start: day.start, end: day.end })).toBe(10 - 4 + 2);
  });
});

describe('localDaysOf on every day of 2022–2026', () => {
  const instantOf = (point: { day: number; quarter: number }) => point.day * dayMs + point.quarter * quarterMs;

  it.each([
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'America/Santiago',
    'America/Havana',
    'Asia/Beirut',
    'Asia/Tehran',
    'Pacific/Chatham',
    'America/St_Johns',
  ])('starts each %s day at the first instant whose local date is that day', (timeZone) => {
    const days = localDaysOf({ startDate: '2022-01-01', endDate: '2026-12-31', timeZone });
    expect(days).toHaveLength(1826);
    for (const day of days) {
      const start = instantOf(day.start);
      expect(DateTime.fromMillis(start, { zone: timeZone }).toISODate()).toBe(day.date);
      expect((DateTime.fromMillis(start - 1, { zone: timeZone }).toISODate() ?? '') < day.date).toBe(true);
    }
  });

  it('starts the day at the first of two midnights when clocks fall back to midnight (Havana, 6 Nov 2022)', () => {
    const [day] = localDaysOf({ startDate: '2022-11-06', endDate: '2022-11-06', timeZone: 'America/Havana' });
    expect(day?.start).toEqual(toQuarterPoint(utc('2022-11-06T04:00:00Z')));
    expect(day && hours(day)).toBe(25);
  });
});
