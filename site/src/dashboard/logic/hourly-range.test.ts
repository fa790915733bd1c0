import { describe, expect, it } from 'vitest';
import { isHourlyRange } from './hourly-range.ts';

describe('isHourlyRange', () => {
  it.each([
    { startDate: '2026-11-28', endDate: '2026-11-28', expected: true },
    { startDate: '2026-11-27', endDate: '2026-11-28', expected: true },
    { startDate: '2026-10-31', endDate: '2026-11-01', expected: true },
    { startDate: '2026-11-26', endDate: '2026-11-28', expected: false },
    { startDate: '2026-11-22', endDate: '2026-11-28', expected: false },
  ])('shows hours for $startDate – $endDate: $expected', ({ startDate, endDate, expected }) => {
    expect(isHourlyRange({ startDate, endDate })).toBe(expected);
  });
});
