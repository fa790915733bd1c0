import { dashboardFirstViewSchema, errorBodySchema } from '@seniorguide/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The dashboard's first view through createApp, on both adapters: one answer holding the report of the filters,
// each affiliate's funnel for the comparison and the first view of every panel, each part equal to what that
// part's own call answers; one affiliate's view has no comparison; a panel whose source is down (here the CMS the
// experiments are read from) carries its message while the report is still given, and one whose source is slow is
// marked late instead of holding the report back; bad input is a 400 in the shared envelope, and only operators
// get an answer.

const zone = 'America/New_York';
const range = { startDate: '2026-06-14', endDate: '2026-06-15', timezone: zone };

describe.each(storeFactories)('dashboard first view: $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let visitor = 0;
  beforeEach(async () => {
    t = await openTestApp(factory);
    // Three affiliates' visits over two days, some signing up.
    for (const [affiliateId, visits, signups] of [
      ['aff-a', 3, 1],
      ['aff-b', 2, 2],
      ['aff-c', 1, 0],
    ] as const) {
      for (let index = 0; index < visits; index += 1) {
        visitor += 1;
        t.setNow(`2026-06-1${4 + (index % 2)}T15:0${index}:00Z`);
        const browser = t.browser(`198.18.9.${visitor}`);
        await browser
          .post('/api/track-visit')
          .send({ page: '/', referrer: '', affiliateId, subId: null, s1: null, s2: null, s3: null })
          .expect(200);
        if (index < signups)
          await browser
            .post('/api/waitlist')
            .send(signupBody(`first-view-${visitor}@example.com`, { affiliateId }))
            .expect(201);
      }
    }
    t.setNow('2026-06-15T20:00:00Z');
  });
  afterEach(() => t.cleanup());

  const call = async (path: string, query: Record<string, string> = {}) =>
    (await t.operator().get(path).query(query).expect(200)).body;
  const firstView = async (query: Record<string, string> = range) =>
    dashboardFirstViewSchema.parse(await call('/api/analytics/first-view', query));

  it('answers the report, the comparison and every panel at once, each as its own call would', async () => {
    const view = await firstView();
    expect(view.funnel).toEqual(await call('/api/analytics/funnel', range));
    expect(view.funnel).toMatchObject({ totalImpressions: 6, totalEmails: 3 });
    expect(view.daily).toEqual(await call('/api/analytics/daily', range));
    expect(view.versions).toEqual(await call('/api/analytics/versions', range));
    expect(view.offers).toEqual(await call('/api/analytics/offers', range));
    expect(view.hourly).toEqual((await call('/api/analytics/hourly', range)).hours);
    expect(view.affiliates).toEqual(await call('/api/analytics/affiliates'));
    expect(view.comparison?.map((row) => row.affiliateId).sort()).toEqual(['aff-a', 'aff-b', 'aff-c']);
    for (const row of view.comparison ?? [])
      expect(row.funnel).toEqual(await call('/api/analytics/funnel', { ...range, affiliateId: row.affiliateId }));
    expect(view.annotations).toEqual({ data: await call('/api/analytics/annotations', range) });
    expect(view.alerts).toEqual({ data: await call('/api/analytics/alerts') });
    expect(view.dimensions).toEqual({
      data: await call('/api/analytics/dimensions', { ...range, dimension: 'affiliate' }),
    });
    expect(view.held).toEqual({ data: await call('/api/analytics/held-conversions', { status: 'held' }) });
    expect(view.consentFigures).toEqual({ data: await call('/api/analytics/consent-figures') });
    expect(view.offerOrder).toEqual({ data: await call('/api/analytics/offer-order', { flow: 'sequential' }) });
    // The test app has no CMS: the experiments' own call fails, and the first view says why instead.
    const experiments = await t.operator().get('/api/analytics/experiments');
    expect(experiments.status).toBeGreaterThanOrEqual(400);
    expect(view.experiments).toEqual({ error: errorBodySchema.parse(experiments.body).error.message });
  });

  it("gives one affiliate's view with no comparison, its panels filtered like their own calls", async () => {
    const one = { ...range, affiliateId: 'aff-b' };
    const view = await firstView(one);
    expect(view.comparison).toBeNull();
    expect(view.funnel).toEqual(await call('/api/analytics/funnel', one));
    expect(view.funnel).toMatchObject({ totalImpressions: 2, totalEmails: 2 });
    expect(view.dimensions).toEqual({
      data: await call('/api/analytics/dimensions', { ...range, dimension: 'affiliate', affiliate: 'aff-b' }),
    });
  });

  it('leaves the hourly figures out for a range longer than two days', async () => {
    const view = await firstView({ ...range, startDate: '2026-06-01' });
    expect(view.hourly).toBeNull();
    expect(view.daily).toHaveLength(15);
  });

  it('refuses bad input with a 400 in the shared envelope, and answers operators only', async () => {
    for (const query of [
      { ...range, startDate: '2026-06-16' },
      { ...range, timezone: 'Mars/Olympus' },
      { startDate: '2026-06-14' },
      { ...range, endDate: '2030-01-01' },
    ]) {
      const response = await t.operator().get('/api/analytics/first-view').query(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code).toBe('invalid_request');
    }
    const anonymous = await t.browser('198.18.9.250').get('/api/analytics/first-view').query(range);
    expect(anonymous.status).toBe(401);
    expect(errorBodySchema.parse(anonymous.body).error.code).toBe('unauthorized');
  });

  it('marks the panels of a CMS that does not answer as late, and answers the report in about a second', async () => {
    // A CMS that accepts the connection and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = await openTestApp(factory, {
      TRACKER_CMS_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    try {
      const started = performance.now();
      const response = await slow.operator().get('/api/analytics/first-view').query(range).expect(200);
      const view = dashboardFirstViewSchema.parse(response.body);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(view.experiments).toEqual({ late: true });
      expect(view.annotations).toEqual({ late: true });
      expect(view.alerts).toHaveProperty('data');
    } finally {
      await slow.cleanup();
      silent.closeAllConnections();
      silent.close();
    }
  });
});
