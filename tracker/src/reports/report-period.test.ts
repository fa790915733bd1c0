import { describe, expect, it } from 'vitest';
import { periodOf, previousPeriodOf } from './report-period.ts';
import { localDaysOf } from './zone-days.ts';

describe('previousPeriodOf', () => {
  it('is the period of equal length just before, across month and leap-day ends', () => {
    expect(previousPeriodOf({ startDate: '2026-03-01', endDate: '2026-03-31', timezone: 'UTC' })).toMatchObject({
      startDate: '2026-01-29',
      endDate: '2026-02-28',
    });
    expect(previousPeriodOf({ startDate: '2024-03-01', endDate: '2024-03-01', timezone: 'UTC' })).toMatchObject({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
  });
});

describe('periodOf', () => {
  it('starts where the first local day starts and ends where the last one ends, across DST changes', () => {
    const days = localDaysOf({ startDate: '2025-11-22', endDate: '2026-11-21', timeZone: 'America/New_York' });
    expect(periodOf({ startDate: '2025-11-22', endDate: '2026-11-21', timezone: 'America/New_York' })).toMatchObject({
      start: days[0]?.start,
      end: days.at(-1)?.end,
    });
  });
});
