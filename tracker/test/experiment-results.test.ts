import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { botAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { startFakeCms, type FakeCms } from './support/fake-cms.ts';
import { assignmentCookie } from './support/landing-assignment.ts';
import { storeFactories } from './support/stores.ts';

// Visits of `/` and signups count in the experiment whose signed assignment (the site's sg_landing
// cookie) they carry; the tracker counts them per experiment × "since" point × variant × affiliate × day in its
// pre-aggregated counters, and the operator's results read the experiment from the CMS and those counters only.

const id = '3f1c9a2e-5b7d-4c1e-9a0b-1d2e3f4a5b6c';
const firstSince = '2026-06-01T00:00:00.000Z';
const latestSince = '2026-06-10T12:00:00.000Z';

const experimentDoc = {
  id,
  name: 'Hero test',
  route: '/',
  variants: [
    { id: 'a', version: 1, weight: 50 },
    { id: 'b', version: 2, weight: 50 },
  ],
  startsAt: firstSince,
  endsAt: null,
  status: 'running',
  winner: null,
  since: latestSince,
  createdAt: '2026-05-31T09:00:00.000Z',
  updatedAt: latestSince,
};

type Arm = { version: number; visitors: number; signups: number; weight: number; probabilityBest: number };
type Audience = {
  affiliateId: string | null;
  arms: Arm[];
  verdict: { kind: string };
  sampleRatio: { isMismatch: boolean };
};

const countsOf = (audience: Audience | undefined) =>
  audience?.arms.map(({ version, visitors, signups }) => ({ version, visitors, signups }));

let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms(0);
});
afterAll(() => cms.close());

describe.each(storeFactories)('landing experiment results on $name', (factory) => {
  let t: TestApp;
  let visitor = 0;

  /** The assignment the site signed for a visitor of `version` (each call a new visitor unless an assignment id is given). */
  const mark = (version: number, since = latestSince, assignmentId?: string) => ({
    version,
    since,
    ...(assignmentId ? { assignmentId } : {}),
  });
  const cookieOf = (assigned: ReturnType<typeof mark> | undefined) =>
    assigned ? { Cookie: assignmentCookie({ experimentId: id, ...assigned }) } : {};
  const visit = (
    { experiment, ...body }: Record<string, unknown> & { experiment?: ReturnType<typeof mark> },
    agent?: string,
  ) => {
    visitor += 1;
    const request = t.browser(`203.0.113.${visitor}`).post('/api/track-visit').set(cookieOf(experiment));
    if (agent) request.set('User-Agent', agent);
    return request.send({ referrer: '', ...body }).expect(200);
  };
  const signup = async (
    email: string,
    { experiment, ...extra }: Record<string, unknown> & { experiment?: ReturnType<typeof mark> },
  ) => {
    const response = await t
      .browser(`198.51.100.${(visitor += 1)}`)
      .post('/api/waitlist')
      .set(cookieOf(experiment))
      .send(signupBody(email, extra));
    expect([200, 201]).toContain(response.status);
  };
  const results = async (query: Record<string, string> = {}) => {
    const response = await t.operator().get(`/api/analytics/experiments/${id}`).query(query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as {
      since: string;
      isLatestSince: boolean;
      sincePoints: string[];
      rule: string;
      method: string;
      overall: Audience;
      affiliates: Audience[];
    };
  };

  beforeEach(async () => {
    cms.setExperiments([experimentDoc]);
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url });
    t.setNow('2026-06-11T15:00:00Z');
  });
  afterEach(() => t.cleanup());

  it('counts visitors and signups per variant and per affiliate, and judges them under the written rule', async () => {
    await visit({ page: '/', version: 1, affiliateId: 'aff-fb', experiment: mark(1) });
    await visit({ page: '/', version: 1, affiliateId: 'aff-fb', experiment: mark(1) });
    await visit({ page: '/?affiliateId=aff-mail', version: 2, affiliateId: 'aff-mail', experiment: mark(2) });
    await visit({ page: '/', version: 2, affiliateId: 'aff-fb', experiment: mark(2) });
    // A signup counts under the variant of the visit that brought it, whatever page it is made on.
    await signup('exp-a@example.com', { version: 2, affiliateId: 'aff-mail', experiment: mark(2) });
    await signup('exp-b@example.com', { version: 1, affiliateId: 'aff-fb', experiment: mark(1) });

    const body = await results();
    expect(body.since).toBe(latestSince);
    expect(body.isLatestSince).toBe(true);
    expect(countsOf(body.overall)).toEqual([
      { version: 1, visitors: 2, signups: 1 },
      { version: 2, visitors: 2, signups: 1 },
    ]);
    expect(body.overall.arms.map(({ weight }) => weight)).toEqual([50, 50]);
    expect(body.overall.verdict).toMatchObject({ kind: 'keep-going', reason: 'minimum-sample' });
    expect(body.overall.sampleRatio.isMismatch).toBe(false);
    expect(body.rule).toContain('at least 4,000 visitors');
    expect(body.method).toContain('Beta(1, 1) prior');
    const byAffiliate = Object.fromEntries(
      body.affiliates.map((audience) => [audience.affiliateId, countsOf(audience)]),
    );
    expect(byAffiliate).toEqual({
      'aff-fb': [
        { version: 1, visitors: 2, signups: 1 },
        { version: 2, visitors: 1, signups: 0 },
      ],
      'aff-mail': [
        { version: 1, visitors: 0, signups: 0 },
        { version: 2, visitors: 1, signups: 1 },
      ],
    });
  });

  it('counts /v2 and /v3 opened directly, bots, signups repeated and signups without the experiment outside it', async () => {
    await visit({ page: '/v2', version: 2, experiment: mark(2) });
    await visit({ page: '/v3', version: 3 });
    await visit({ page: '/', version: 1, experiment: mark(1) }, botAgent);
    // A mark that does not match the version shown is not believed.
    await visit({ page: '/', version: 1, experiment: mark(2) });
    await signup('outside@example.com', { version: 2 });
    await signup('inside@example.com', { version: 2, experiment: mark(2, latestSince, 'InsideVisitor000') });
    await signup('inside@example.com', { version: 2, experiment: mark(2, latestSince, 'InsideVisitor000') });

    const body = await results();
    expect(countsOf(body.overall)).toEqual([
      { version: 1, visitors: 0, signups: 0 },
      { version: 2, visitors: 0, signups: 1 },
    ]);
    // The landing-version report still counts every one of those visits and signups as before.
    const versions = await t
      .operator()
      .get('/api/analytics/versions')
      .query({ startDate: '2026-06-11', endDate: '2026-06-11', timezone: 'UTC' });
    expect(
      (versions.body as { version: number; impressions: number; emails: number }[]).map(({ impressions, emails }) => [
        impressions,
        emails,
      ]),
    ).toEqual([
      [1, 0],
      [1, 2],
      [1, 0],
    ]);
  });

  it('defaults to the latest since point, lists the earlier one, and reads it on request', async () => {
    t.setNow('2026-06-05T15:00:00Z');
    await visit({ page: '/', version: 1, affiliateId: 'aff-old', experiment: mark(1, firstSince) });
    await signup('before@example.com', { version: 1, affiliateId: 'aff-old', experiment: mark(1, firstSince) });
    t.setNow('2026-06-11T15:00:00Z');
    await visit({ page: '/', version: 2, experiment: mark(2) });

    const latest = await results();
    expect(latest.sincePoints).toEqual([latestSince, firstSince]);
    expect(countsOf(latest.overall)).toEqual([
      { version: 1, visitors: 0, signups: 0 },
      { version: 2, visitors: 1, signups: 0 },
    ]);
    expect(latest.affiliates.map(({ affiliateId }) => affiliateId)).toEqual(['direct']);

    const earlier = await results({ since: firstSince });
    expect(earlier.since).toBe(firstSince);
    expect(earlier.isLatestSince).toBe(false);
    expect(countsOf(earlier.overall)).toEqual([
      { version: 1, visitors: 1, signups: 1 },
      { version: 2, visitors: 0, signups: 0 },
    ]);
  });

  it('lists the experiments for the operator to pick from', async () => {
    const response = await t.operator().get('/api/analytics/experiments').expect(200);
    expect(response.body).toEqual([
      {
        id,
        name: 'Hero test',
        route: '/',
        status: 'running',
        winner: null,
        variants: [
          { version: 1, weight: 50 },
          { version: 2, weight: 50 },
        ],
        startsAt: firstSince,
        since: latestSince,
        // Judged on the signup rate, with no guardrail, unless the marketer chose otherwise.
        metric: 'signup-rate',
        guardrails: [],
      },
    ]);
  });

  it('answers bad input with the error envelope, an unknown experiment with 404, and visitors with 401 or 403', async () => {
    // Pages of before still send a mark in the body: its shape is checked, its content never counted.
    const badVisit = await t
      .browser()
      .post('/api/track-visit')
      .send({ page: '/', version: 1, experiment: { id: 'a/b', version: 1, since: latestSince } });
    expect(badVisit.status).toBe(400);
    expect(badVisit.body.error).toMatchObject({ code: 'invalid_request' });
    expect(badVisit.body.error.issues[0].path).toBe('body.experiment.id');

    const badSince = await t.operator().get(`/api/analytics/experiments/${id}`).query({ since: 'last week' });
    expect(badSince.status).toBe(400);
    expect(badSince.body.error.issues[0].path).toBe('query.since');
    const badId = await t.operator().get('/api/analytics/experiments/not%20an%20id');
    expect(badId.status).toBe(400);
    expect(badId.body.error.issues[0].path).toBe('params.id');
    const unknownSince = await t
      .operator()
      .get(`/api/analytics/experiments/${id}`)
      .query({ since: '2020-01-01T00:00:00.000Z' });
    expect(unknownSince.status).toBe(404);
    expect(unknownSince.body.error.code).toBe('not_found');

    const unknown = await t.operator().get('/api/analytics/experiments/0000-missing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');

    expect((await t.browser().get(`/api/analytics/experiments/${id}`)).status).toBe(401);
    expect((await t.browser().get('/api/analytics/experiments')).status).toBe(401);
    const marketer = await t
      .browser()
      .get(`/api/analytics/experiments/${id}`)
      .set('Cookie', 'payload-token=marketer-token');
    expect(marketer.status).toBe(403);
    expect(marketer.body.error.code).toBe('forbidden');
  });

  it('answers 503 in the envelope when the CMS cannot say what the experiment is', async () => {
    const offline = await openTestApp(factory, { TRACKER_CMS_URL: 'http://127.0.0.1:9' });
    try {
      const response = await offline.operator().get(`/api/analytics/experiments/${id}`);
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('service_unavailable');
    } finally {
      await offline.cleanup();
    }
  });
});
