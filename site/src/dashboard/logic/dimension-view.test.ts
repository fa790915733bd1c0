import { describe, expect, it } from 'vitest';
import {
  defaultDimensionView,
  drillInto,
  drillTargets,
  keepDimensionParams,
  readDimensionView,
  toDimensionQuery,
  writeDimensionView,
} from './dimension-view.ts';

describe('the dimension view in the URL', () => {
  it('round-trips dimension, filters, compare and sort beside the page filters', () => {
    const view = {
      dimension: 's1' as const,
      filters: { affiliate: '17', sub_id: 'abc' },
      compare: true,
      sort: { key: 'emails' as const, descending: false },
    };
    const search = writeDimensionView(view, '?startDate=2026-06-01&endDate=2026-06-07');
    expect(search).toBe(
      '?startDate=2026-06-01&endDate=2026-06-07&dimension=s1&by.affiliate=17&by.sub_id=abc&compare=1&sort=emails-asc',
    );
    expect(readDimensionView(search)).toEqual(view);
    expect(keepDimensionParams('?startDate=2026-05-01&endDate=2026-05-02', search)).toContain(
      '&dimension=s1&by.affiliate=17',
    );
  });

  it('falls back to the default view for unknown or uncounted parameters', () => {
    expect(readDimensionView('?dimension=browser&sort=nope')).toEqual(defaultDimensionView);
    expect(readDimensionView('?dimension=device&by.utm_campaign=spring').filters).toEqual({});
  });
});

describe('drilling down', () => {
  it('drills an affiliate into any dimension, a pair parent into its child, and nothing else', () => {
    expect(drillTargets(defaultDimensionView)).toHaveLength(15);
    const subIds = drillInto(defaultDimensionView, '17', 'sub_id');
    expect(subIds).toMatchObject({ dimension: 'sub_id', filters: { affiliate: '17' } });
    expect(drillTargets(subIds)).toEqual(['s1']);
    const s1 = drillInto(subIds, 'abc', 's1');
    expect(s1.filters).toEqual({ affiliate: '17', sub_id: 'abc' });
    expect(drillTargets(s1)).toEqual([]);
    expect(drillTargets({ ...defaultDimensionView, dimension: 'device' })).toEqual([]);
  });

  it('asks the API with the view filters, the page affiliate as default', () => {
    const range = { startDate: '2026-06-01', endDate: '2026-06-07', timezone: 'America/New_York', affiliateId: '42' };
    expect(
      toDimensionQuery(
        { ...defaultDimensionView, dimension: 'utm_content', filters: { utm_campaign: 'spring' }, compare: true },
        range,
      ),
    ).toEqual({
      dimension: 'utm_content',
      startDate: '2026-06-01',
      endDate: '2026-06-07',
      timezone: 'America/New_York',
      compare: '1',
      utm_campaign: 'spring',
      affiliate: '42',
    });
  });
});
