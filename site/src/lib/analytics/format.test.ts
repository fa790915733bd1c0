import { describe, expect, it } from 'vitest';
import { describeView, formatCount, formatDateRange, formatDay, formatPercentage, timeZoneFileLabel, timeZoneLabel } from './format.ts';

describe('dashboard formatting', () => {
  it('groups thousands in counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('prints percentages with exactly one decimal', () => {
    expect(formatPercentage(12)).toBe('12.0%');
    expect(formatPercentage(33.3)).toBe('33.3%');
  });

  it('prints a calendar day without shifting it to the reader zone', () => {
    expect(formatDay('2025-03-09')).toBe('Sun, Mar 9, 2025');
    expect(formatDay('2024-12-31')).toBe('Tue, Dec 31, 2024');
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
