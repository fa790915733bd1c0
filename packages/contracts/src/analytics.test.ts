import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from './analytics.ts';

const query = { startDate: '2025-03-01', endDate: '2025-03-31', timezone: 'America/New_York' };

describe('analyticsQuerySchema', () => {
  it.each([
    ['a month', query],
    ['a single day', { ...query, endDate: '2025-03-01' }],
    ['three years less a day', { ...query, startDate: '2023-01-01', endDate: '2025-12-31' }],
    ['three years from a leap day', { ...query, startDate: '2024-02-29', endDate: '2027-02-28' }],
  ])('accepts %s', (_label, input) => {
    expect(analyticsQuerySchema.safeParse(input).success).toBe(true);
  });

  it('treats an empty affiliate as every affiliate', () => {
    expect(analyticsQuerySchema.parse({ ...query, affiliateId: '' }).affiliateId).toBeNull();
  });

  it('keeps a chosen affiliate', () => {
    expect(analyticsQuerySchema.parse({ ...query, affiliateId: 'aff42' }).affiliateId).toBe('aff42');
  });

  it.each([
    [
      'an end before the start',
      { endDate: '2025-02-28' },
      'endDate',
      'The end date must not be before the start date.',
    ],
    [
      'a range of three years',
      { startDate: '2023-01-01', endDate: '2026-01-01' },
      'endDate',
      'The date range can span at most 3 years.',
    ],
    [
      'a range past three years from a leap day',
      { startDate: '2024-02-29', endDate: '2027-03-01' },
      'endDate',
      'The date range can span at most 3 years.',
    ],
    ['a US-style date', { startDate: '03/01/2025' }, 'startDate', 'Use a real date in the format yyyy-MM-dd.'],
    ['an unknown time zone', { timezone: 'Eastern' }, 'timezone', 'Use an IANA time zone such as America/New_York.'],
    ['a missing time zone', { timezone: undefined }, 'timezone', expect.any(String)],
  ])('rejects %s with a message on the field', (_label, change, path, message) => {
    const result = analyticsQuerySchema.safeParse({ ...query, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });
});
