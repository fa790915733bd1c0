import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The report by dimension: a scripted set of visitors across affiliates, sub ids, campaigns and devices, and the exact rows
// the dimension report gives for each dimension, drill-down and filter. Worked out by hand from the script:
//
//   v1 phone    aff 17  sub-a  s1 p1  spring/banner  fb   /    visit, signup, continue, 2 accepts, thank-you, download
//   v2 desktop  aff 17  sub-a  s1 p2  spring/video   fb   /v2  visit, signup, continue, 1 accept
//   v3 tablet   aff 17  sub-b  —      summer         —    /    visit, signup
//   v4 desktop  aff 42  sub-a  —      spring/banner  —    /v3  visit only
//   v5 phone    direct  —      —      —              —    /    visit, signup, continue, thank-you, download
//   v6 desktop  aff 17  sub-b  the day before: visit only (the compare-to-previous figure)
//   a bot with aff 17 / sub-a: not an impression. v1 arriving again (a later session) on /continue-registration
//   with aff 17 only: an impression, as in the summary, on that arrival's own values (no sub id, phone, version 1).
//
// v1 and v2 send their sub ids, s1 and utm values with the landing visit and the signup only: every later
// stage is credited to the entry's first-touch values.

const zone = 'America/New_York';
const day = '2026-06-10';
const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

type Touch = Record<string, string | number | null>;
type Row = { value: string; other: boolean; figures: Figures; previous: Figures | null };
type Figures = {
  impressions: number;
  emails: number;
  continuedToOffers: number;
  offersAccepted: number;
  reachedThankYou: number;
  downloads: number;
  rates: unknown;
};

/** A row as [value, impressions, emails, continued, accepted, thank-you, downloads]. */
const line = ({ value, figures: f }: Pick<Row, 'value' | 'figures'>) => [
  value,
  f.impressions,
  f.emails,
  f.continuedToOffers,
  f.offersAccepted,
  f.reachedThankYou,
  f.downloads,
];

describe.each(storeFactories)('dimension reports on $name', (factory) => {
  let t: TestApp;

  // About 50 calls through HTTP: on a shared, loaded machine that can take longer than the default 10 s.
  beforeAll(async () => {
    t = await openTestApp(factory);
    await runScript(t);
  }, 60_000);
  afterAll(() => t.cleanup());

  const report = async (query: Record<string, string>) => {
    const response = await t
      .operator()
      .get('/api/analytics/dimensions')
      .query({ startDate: day, endDate: day, timezone: zone, ...query });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as {
      rows: Row[];
      total: { figures: Figures; previous: Figures | null };
      previousPeriod: unknown;
    };
  };
  const lines = async (query: Record<string, string>) => (await report(query)).rows.map(line);

  it('gives one row per sub id, busiest first, with the first-touch sub id credited for every later stage', async () => {
    const body = await report({ dimension: 'sub_id' });
    expect(body.rows.map(line)).toEqual([
      ['sub-a', 3, 2, 2, 3, 1, 1],
      ['(none)', 2, 1, 1, 0, 1, 1],
      ['sub-b', 1, 1, 0, 0, 0, 0],
    ]);
    expect(line({ value: 'total', figures: body.total.figures })).toEqual(['total', 6, 4, 3, 3, 2, 2]);
    expect(body.rows[0]?.figures.rates).toEqual({
      perImpression: {
        emails: 2 / 3,
        continuedToOffers: 2 / 3,
        offersAccepted: 1,
        reachedThankYou: 1 / 3,
        downloads: 1 / 3,
      },
      perEmail: { continuedToOffers: 1, offersAccepted: 1.5, reachedThankYou: 0.5, downloads: 0.5 },
    });
  });

  it.each([
    [
      'affiliate',
      [
        ['17', 4, 3, 2, 3, 1, 1],
        ['direct', 1, 1, 1, 0, 1, 1],
        ['42', 1, 0, 0, 0, 0, 0],
      ],
    ],
    [
      's1',
      [
        ['(none)', 4, 2, 1, 0, 1, 1],
        ['p1', 1, 1, 1, 2, 1, 1],
        ['p2', 1, 1, 1, 1, 0, 0],
      ],
    ],
    [
      'utm_campaign',
      [
        ['spring', 3, 2, 2, 3, 1, 1],
        ['(none)', 2, 1, 1, 0, 1, 1],
        ['summer', 1, 1, 0, 0, 0, 0],
      ],
    ],
    [
      'utm_source',
      [
        ['(none)', 4, 2, 1, 0, 1, 1],
        ['fb', 2, 2, 2, 3, 1, 1],
      ],
    ],
    [
      'device',
      [
        ['phone', 3, 2, 2, 2, 2, 2],
        ['desktop', 2, 1, 1, 1, 0, 0],
        ['tablet', 1, 1, 0, 0, 0, 0],
      ],
    ],
    [
      'landing_version',
      [
        ['1', 4, 3, 2, 2, 2, 2],
        ['2', 1, 1, 1, 1, 0, 0],
        ['3', 1, 0, 0, 0, 0, 0],
      ],
    ],
    ['utm_term', [['(none)', 6, 4, 3, 3, 2, 2]]],
  ])('gives the expected rows by %s', async (dimension, expected) => {
    expect(await lines({ dimension })).toEqual(expected);
  });

  it('drills affiliate → sub id → s1, and campaign → content', async () => {
    expect(await lines({ dimension: 'sub_id', affiliate: '17' })).toEqual([
      ['sub-a', 2, 2, 2, 3, 1, 1],
      ['sub-b', 1, 1, 0, 0, 0, 0],
      ['(none)', 1, 0, 0, 0, 0, 0],
    ]);
    expect(await lines({ dimension: 's1', affiliate: '17', sub_id: 'sub-a' })).toEqual([
      ['p1', 1, 1, 1, 2, 1, 1],
      ['p2', 1, 1, 1, 1, 0, 0],
    ]);
    expect(await lines({ dimension: 's1', sub_id: 'sub-a' })).toEqual([
      ['p1', 1, 1, 1, 2, 1, 1],
      ['p2', 1, 1, 1, 1, 0, 0],
      ['(none)', 1, 0, 0, 0, 0, 0],
    ]);
    expect(await lines({ dimension: 'utm_content', utm_campaign: 'spring' })).toEqual([
      ['banner', 2, 1, 1, 2, 1, 1],
      ['video', 1, 1, 1, 1, 0, 0],
    ]);
  });

  it('combines an affiliate with a campaign filter, and drills any dimension of one affiliate', async () => {
    expect(await lines({ dimension: 'utm_campaign', affiliate: '17', utm_campaign: 'spring' })).toEqual([
      ['spring', 2, 2, 2, 3, 1, 1],
    ]);
    expect(await lines({ dimension: 'device', affiliate: '17' })).toEqual([
      ['phone', 2, 1, 1, 2, 1, 1],
      ['desktop', 1, 1, 1, 1, 0, 0],
      ['tablet', 1, 1, 0, 0, 0, 0],
    ]);
    expect(await lines({ dimension: 'affiliate', affiliate: 'direct' })).toEqual([['direct', 1, 1, 1, 0, 1, 1]]);
  });

  it('adds the previous period of equal length when asked', async () => {
    const body = await report({ dimension: 'sub_id', compare: '1' });
    expect(body.previousPeriod).toEqual({ startDate: '2026-06-09', endDate: '2026-06-09' });
    expect(body.rows.map((row) => [row.value, row.previous?.impressions])).toEqual([
      ['sub-a', 0],
      ['(none)', 0],
      ['sub-b', 1],
    ]);
    expect(body.total.previous?.impressions).toBe(1);
    expect((await report({ dimension: 'sub_id' })).rows[0]?.previous).toBeNull();
  });

  it('folds the values past the top 25 into one "Other" row', async () => {
    const body = await report({ dimension: 's2', startDate: '2026-06-12', endDate: '2026-06-12' });
    expect(body.rows).toHaveLength(26);
    expect(body.rows.slice(0, 25).map((row) => row.value)).toEqual(
      Array.from({ length: 25 }, (_, index) => `placement-${String(index).padStart(2, '0')}`),
    );
    expect(body.rows[25]).toMatchObject({ value: 'Other', other: true, figures: { impressions: 2 } });
    expect(body.total.figures.impressions).toBe(27);
  });

  it('refuses a combination that is not counted with a 400 in the error envelope', async () => {
    const response = await t
      .operator()
      .get('/api/analytics/dimensions')
      .query({ startDate: day, endDate: day, timezone: zone, dimension: 'device', utm_campaign: 'spring' });
    expect(response.status).toBe(400);
    expect(response.body.error.issues[0].path).toBe('query.utm_campaign');
    expect(
      (
        await t
          .browser()
          .get('/api/analytics/dimensions')
          .query({ startDate: day, endDate: day, timezone: zone, dimension: 'device' })
      ).status,
    ).toBe(401);
  });
});

async function runScript(t: TestApp): Promise<void> {
  const at = (instant: string) => t.setNow(instant);
  const none = { subId: null, s1: null, s2: null, s3: null };
  const visitor = (ip: string, agent: string) => t.browser(ip).set('User-Agent', agent);
  const visit = (browser: supertest.Agent, page: string, touch: Touch) =>
    browser
      .post('/api/track-visit')
      .send({ page, referrer: '', ...none, ...touch })
      .expect(200);
  const signup = async (browser: supertest.Agent, email: string, touch: Touch, version: number) =>
    (
      await browser
        .post('/api/waitlist')
        .send(signupBody(email, { ...none, s3: null, ...touch, version }))
        .expect(201)
    ).body.entry.id as number;
  const accept = (browser: supertest.Agent, id: number, pageNumber: number, offerId: string) =>
    browser
      .put(`/api/waitlist/${id}/offer-action`)
      .send({ timestamp: '2026-06-10T15:00:00.000Z', action: 'accepted', pageNumber, offerId, offerName: offerId })
      .expect(200);

  at('2026-06-09T16:00:00Z');
  await visit(visitor('203.0.113.6', agents.windows), '/', { affiliateId: '17', subId: 'sub-b' });

  at('2026-06-10T15:00:00Z');
  const v1Touch = {
    affiliateId: '17',
    subId: 'sub-a',
    s1: 'p1',
    utm_source: 'fb',
    utm_campaign: 'spring',
    utm_content: 'banner',
  };
  const v1 = visitor('203.0.113.1', agents.iphone);
  await visit(v1, '/', v1Touch);
  const id1 = await signup(v1, 'v1@example.com', v1Touch, 1);
  await v1.put(`/api/waitlist/${id1}/step/2`).expect(200);
  await visit(v1, '/continue-registration', { affiliateId: '17' });
  await accept(v1, id1, 1, 'housing-grants');
  await accept(v1, id1, 2, 'medicare');
  await accept(v1, id1, 2, 'medicare');
  await v1.put(`/api/waitlist/${id1}/update-client-info`).send({}).expect(200);
  await v1.put(`/api/waitlist/${id1}/download`).expect(200);

  const v2Touch = {
    affiliateId: '17',
    subId: 'sub-a',
    s1: 'p2',
    utm_source: 'fb',
    utm_campaign: 'spring',
    utm_content: 'video',
  };
  const v2 = visitor('203.0.113.2', agents.windows);
  await visit(v2, '/v2', { ...v2Touch, version: 2 });
  const id2 = await signup(v2, 'v2@example.com', v2Touch, 2);
  await v2.put(`/api/waitlist/${id2}/step/2`).expect(200);
  await accept(v2, id2, 1, 'section-8');

  const v3Touch = { affiliateId: '17', subId: 'sub-b', utm_campaign: 'summer' };
  const v3 = visitor('203.0.113.3', agents.ipad);
  await visit(v3, '/', v3Touch);
  await signup(v3, 'v3@example.com', v3Touch, 1);

  await visit(visitor('203.0.113.4', agents.windows), '/v3', {
    affiliateId: '42',
    subId: 'sub-a',
    utm_campaign: 'spring',
    utm_content: 'banner',
  });

  const v5 = visitor('203.0.113.5', agents.android);
  await visit(v5, '/', { affiliateId: null });
  const id5 = await signup(v5, 'v5@example.com', { affiliateId: null }, 1);
  await v5.put(`/api/waitlist/${id5}/step/2`).expect(200);
  await v5.put(`/api/waitlist/${id5}/update-client-info`).send({}).expect(200);
  await v5.put(`/api/waitlist/${id5}/download`).expect(200);

  await visit(t.browser('66.249.66.1').set('User-Agent', botAgent), '/', { affiliateId: '17', subId: 'sub-a' });

  // 27 placements in s2 on 12 June: 25 rows and an "Other" of 2.
  at('2026-06-12T15:00:00Z');
  for (let index = 0; index < 27; index += 1) {
    await visit(visitor(`198.51.100.${index + 1}`, agents.windows), '/', {
      affiliateId: '99',
      s2: `placement-${String(index).padStart(2, '0')}`,
    });
  }
}
