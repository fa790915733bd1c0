import { describe, expect, it } from 'vitest';
import {
  describeView,
  formatCount,
  formatDateRange,
  formatDay,
  formatPercentage,
  formatShortDay,
  timeZoneFileLabel,
  timeZoneLabel,
} from './format.ts';

describe('dashboard formatting', () => {
  it('groups thousands in counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('prints percentages with exactly one decimal', () => {
    expect(formatPercentage(12)).toBe('12.0%');
    expect(formatPercentage(33.3)).toBe('33.3%');
  });

  it('prints a calendar day as yyyy-MM-dd with its weekday, without shifting it to the reader zone', () => {
    expect(formatDay('2025-03-09')).toBe('2025-03-09 (Sun)');
    expect(formatDay('2024-12-31')).toBe('2024-12-31 (Tue)');
    expect(formatDay('2026-11-17')).toBe('2026-11-17 (Tue)');
  });

  it('prints a chart axis day as month and day, without shifting it to the reader zone', () => {
    expect(formatShortDay('2025-03-09')).toBe('Mar 9');
    expect(formatShortDay('2024-12-31')).toBe('Dec 31');
  });

  it('prints a single day once and a range with both ends', () => {
    expect(formatDateRange({ startDate: '2025-03-09', endDate: '2025-03-09' })).toBe('Mar 9, 2025');
    expect(formatDateRange({ startDate: '2025-03-03', endDate: '2025-03-09' })).toBe('Mar 3, 2025 – Mar 9, 2025');
  });

  it('names the Eastern zone for the page and for file names', () => {
    expect(timeZoneLabel).toBe('US Eastern time (America/New_York)');
    expect(timeZoneFileLabel).toBe('America-New_York');
  });

  it('captions a view with its days, its affiliate and its zone', () => {
    expect(describeView({ startDate: '2025-03-03', endDate: '2025-03-09', affiliateId: null })).toBe(
      'Mar 3, 2025 – Mar 9, 2025 · All affiliates · US Eastern time (America/New_York)',
    );
    expect(describeView({ startDate: '2025-03-09', endDate: '2025-03-09', affiliateId: 'aff-1' })).toBe(
      'Mar 9, 2025 · Affiliate aff-1 · US Eastern time (America/New_York)',
    );
  });
});
