import { describe, expect, it } from 'vitest';
import {
  describeView,
  formatCount,
  formatDateRange,
  formatEasternMoment,
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

  it('prints a single day once and a range with both ends, as yyyy-MM-dd', () => {
    expect(formatDateRange({ startDate: '2025-03-09', endDate: '2025-03-09' })).toBe('2025-03-09');
    expect(formatDateRange({ startDate: '2025-03-03', endDate: '2025-03-09' })).toBe('2025-03-03 – 2025-03-09');
  });

  it('prints a moment as its Eastern day and 24-hour time, across midnight and the clock changes', () => {
    expect(formatEasternMoment('2026-11-28T04:30:00Z')).toBe('2026-11-27 23:30');
    expect(formatEasternMoment('2026-11-28T17:05:09Z', { seconds: true })).toBe('2026-11-28 12:05:09');
    expect(formatEasternMoment('2025-03-09T07:00:00Z')).toBe('2025-03-09 03:00');
    expect(formatEasternMoment('2025-11-02T05:30:00Z')).toBe('2025-11-02 01:30');
    expect(formatEasternMoment('2025-11-02T06:30:00Z')).toBe('2025-11-02 01:30');
    expect(formatEasternMoment('2026-01-01T05:00:00Z')).toBe('2026-01-01 00:00');
  });

  it('prints an hour table day as month and day, without shifting it to the reader zone', () => {
    expect(formatShortDay('2025-03-09')).toBe('Mar 9');
    expect(formatShortDay('2024-12-31')).toBe('Dec 31');
  });

  it('names the Eastern zone for the page and for file names', () => {
    expect(timeZoneLabel).toBe('US Eastern time (America/New_York)');
    expect(timeZoneFileLabel).toBe('America-New_York');
  });

  it('captions a view with its days, its affiliate and its zone', () => {
    expect(describeView({ startDate: '2025-03-03', endDate: '2025-03-09', affiliateId: null })).toBe(
      '2025-03-03 – 2025-03-09 · All affiliates · US Eastern time (America/New_York)',
    );
    expect(describeView({ startDate: '2025-03-09', endDate: '2025-03-09', affiliateId: 'aff-1' })).toBe(
      '2025-03-09 · Affiliate aff-1 · US Eastern time (America/New_York)',
    );
  });
});
