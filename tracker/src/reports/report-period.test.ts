import { describe, expect, it } from 'vitest';
import { previousPeriodOf } from './report-period.ts';

describe('previousPeriodOf', () => {
  it('is the period of equal length just before, across month and leap-day ends', () => {
    expect(previousPeriodOf({ startDate: '2026-03-01', endDate: '2026-03-31', timezone: 'UTC' })).toMatchObject({ startDate: '2026-01-29', endDate: '2026-02-28' });
    expect(previousPeriodOf({ startDate: '2024-03-01', endDate: '2024-03-01', timezone: 'UTC' })).toMatchObject({ startDate: '2024-02-29', endDate: '2024-02-29' });
  });
});
