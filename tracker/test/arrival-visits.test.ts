import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// A visit counts where it starts: the visit is tracked on whatever page a visitor arrives, e.g. an affiliate's email
// linking straight to /continue-registration. Such arrivals are impressions; the landing-version table
// still counts only the landing pages' visits, as before.

const query = {
  startDate: '2026-06-01',
  endDate: '2026-06-01',
  timezone: 'America/New_York',
  affiliateId: 'aff-arrive',
};

describe.each(storeFactories)('visits away from the landing pages on $name', (factory) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await openTestApp(factory);
    t.setNow('2026-06-01T15:00:00Z');
    const pages = ['/', '/v2', '/continue-registration', '/v2/continue-registration', '/thank-you'];
    for (const [index, page] of pages.entries()) {
      await t
        .browser(`203.0.113.${index + 1}`)
        .post('/api/track-visit')
        .send({ page, referrer: '', affiliateId: 'aff-arrive' })
        .expect(200);
    }
  });
  afterEach(() => t.cleanup());

  const report = async (kind: string) => {
    const response = await t.operator().get(`/api/analytics/${kind}`).query(query);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('counts every arrival as an impression in the funnel and the daily rows', async () => {
    expect((await report('funnel')).totalImpressions).toBe(5);
    expect((await report('daily'))[0].page_visits).toBe(5);
  });

  it('credits only the landing pages visits to the landing versions', async () => {
    const versions = (await report('versions')) as { version: number; impressions: number }[];
    expect(versions.map(({ version, impressions }) => [version, impressions])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
  });
});
