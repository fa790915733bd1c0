import { describe, expect, it } from 'vitest';
import { dimensionReportQuerySchema } from './dimension-report.ts';

const base = { dimension: 'sub_id', startDate: '2026-06-01', endDate: '2026-06-30', timezone: 'America/New_York' };

describe('dimensionReportQuerySchema', () => {
  it('reads the dimension, the range, compare and the filters', () => {
    expect(dimensionReportQuerySchema.parse({ ...base, compare: '1', affiliate: '17' })).toMatchObject({
      dimension: 'sub_id',
      compare: true,
      affiliate: '17',
      utm_campaign: null,
    });
    expect(dimensionReportQuerySchema.parse(base).compare).toBe(false);
  });

  it('accepts an affiliate with a drill-down parent or the dimension itself', () => {
    expect(
      dimensionReportQuerySchema.safeParse({ ...base, dimension: 's1', affiliate: '17', sub_id: 'abc' }).success,
    ).toBe(true);
    expect(
      dimensionReportQuerySchema.safeParse({ ...base, dimension: 'utm_content', utm_campaign: 'spring' }).success,
    ).toBe(true);
    expect(
      dimensionReportQuerySchema.safeParse({
        ...base,
        dimension: 'utm_campaign',
        affiliate: '17',
        utm_campaign: 'spring',
      }).success,
    ).toBe(true);
  });

  it('refuses combinations that are not counted, and unknown dimensions', () => {
    const uncounted = dimensionReportQuerySchema.safeParse({ ...base, dimension: 'device', utm_campaign: 'spring' });
    expect(uncounted.success).toBe(false);
    expect(uncounted.error?.issues[0]?.path).toEqual(['utm_campaign']);
    expect(
      dimensionReportQuerySchema.safeParse({ ...base, dimension: 's1', sub_id: 'a', utm_campaign: 'b' }).success,
    ).toBe(false);
    expect(dimensionReportQuerySchema.safeParse({ ...base, dimension: 'browser' }).success).toBe(false);
    expect(dimensionReportQuerySchema.safeParse({ ...base, startDate: '2026-07-01' }).success).toBe(false);
  });
});
