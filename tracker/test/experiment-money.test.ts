import { describeLogPosterior, getMetricPosterior } from '@seniorguide/funnel';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceBook } from '../src/counting/prices.ts';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { startFakeCms, type FakeCms } from './support/fake-cms.ts';
import { assignmentCookie } from './support/landing-assignment.ts';
import { storeFactories } from './support/stores.ts';

// An experiment judged on revenue per visitor, with the signup rate as a guardrail, through the real app on both
// adapters: each assigned visitor's accepted offers count once per offer, its first accepted offer and its first
// paying conversion once, and its revenue (at the prices in force) adds to the arm's log sums, so the results show
// each arm's offers, paying visitors and revenue per visitor and judge them under the metric's written rule.

const id = '7a1c9a2e-5b7d-4c1e-9a0b-1d2e3f4a5b6c';
const since = '2026-06-10T12:00:00.000Z';
const experimentDoc = {
  id,
  name: 'Money test',
  route: '/',
  variants: [
    { id: 'a', version: 1, weight: 50 },
    { id: 'b', version: 2, weight: 50 },
  ],
  startsAt: since,
  endsAt: null,
  status: 'running',
  winner: null,
  since,
  createdAt: since,
  updatedAt: since,
  primaryMetric: 'revenue-per-visitor',
  guardrails: ['signup-rate'],
};
const book: PriceBook = {
  offers: {
    medicare: [{ from: Date.parse('2026-06-01T00:00:00Z'), acceptedCents: 1000 }],
    'housing-grants': [{ from: Date.parse('2026-06-01T00:00:00Z'), acceptedCents: 500 }],
  },
  defaultPayouts: [],
  affiliatePayouts: {},
};

let cms: FakeCms;
beforeAll(async () => {
  cms = await startFakeCms(0);
});
afterAll(() => cms.close());

describe.each(storeFactories)('an experiment judged on revenue per visitor: $name', (factory) => {
  let t: TestApp;
  let visitor = 0;

  beforeEach(async () => {
    cms.setExperiments([experimentDoc]);
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url }, {}, { prices: async () => book });
    t.setNow('2026-06-11T15:00:00Z');
  });
  afterEach(() => t.cleanup());

  /** One assigned visitor: visits, signs up, then takes each action on an offer, with its own cookies. */
  async function assignedVisitor(version: number, actions: [offerId: string, action: 'accepted' | 'declined'][]) {
    visitor += 1;
    const assignment = assignmentCookie({ experimentId: id, version, since });
    const browser = t.browser(`203.0.113.${visitor}`);
    await browser
      .post('/api/track-visit')
      .set('Cookie', assignment)
      .send({ page: '/', referrer: '', version })
      .expect(200);
    const signup = await browser
      .post('/api/waitlist')
      .set('Cookie', assignment)
      .send(signupBody(`money${visitor}@example.com`, { version }))
      .expect(201);
    const cookies = [assignment, ...(signup.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0])];
    for (const [offerId, action] of actions)
      await browser
        .put(`/api/waitlist/${signup.body.entry.id}/offer-action`)
        .set('Cookie', cookies.join('; '))
        .send({ action, pageNumber: 1, offerId, offerName: offerId, timestamp: '2026-06-11T15:00:00.000Z' })
        .expect(200);
  }

  const results = async () => {
    const response = await t.operator().get(`/api/analytics/experiments/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it("counts each arm's accepted offers, paying visitors and revenue, and judges them on revenue per visitor", async () => {
    // Version 1: one visitor takes medicare and housing grants ($15.00, the same offer again adds nothing),
    // one declines. Version 2: one visitor takes housing grants ($5.00).
    await assignedVisitor(1, [
      ['medicare', 'accepted'],
      ['housing-grants', 'accepted'],
      ['medicare', 'accepted'],
    ]);
    await assignedVisitor(1, [['medicare', 'declined']]);
    await assignedVisitor(2, [['housing-grants', 'accepted']]);

    const body = await results();
    const arms = body.overall.arms as {
      version: number;
      visitors: number;
      signups: number;
      accepts: number;
      accepters: number;
      payers: number;
      primary: { estimate: number; low: number; high: number };
    }[];
    expect(
      arms.map(({ version, visitors, signups, accepts, accepters, payers }) => ({
        version,
        visitors,
        signups,
        accepts,
        accepters,
        payers,
      })),
    ).toEqual([
      { version: 1, visitors: 2, signups: 2, accepts: 2, accepters: 1, payers: 1 },
      { version: 2, visitors: 1, signups: 1, accepts: 1, accepters: 1, payers: 1 },
    ]);
    // The arms' log sums are each paying visitor's total revenue: ln 1500 for version 1, ln 500 for version 2.
    const expected = (visitors: number, cents: number) =>
      describeLogPosterior(
        getMetricPosterior('revenue-per-visitor', {
          visitors,
          signups: 0,
          accepters: 0,
          accepts: 0,
          payers: 1,
          logRevenueSum: Math.log(cents),
          logRevenueSquareSum: Math.log(cents) ** 2,
        }),
      ).estimate;
    // (Counted in millionths of a log unit, so equal to about one part in 100,000.)
    expect(arms[0]!.primary.estimate / expected(2, 1500)).toBeCloseTo(1, 5);
    expect(arms[1]!.primary.estimate / expected(1, 500)).toBeCloseTo(1, 5);
    expect(body.experiment).toMatchObject({ metric: 'revenue-per-visitor', guardrails: ['signup-rate'] });
    expect(body.overall.verdict).toMatchObject({ kind: 'keep-going', reason: 'minimum-sample' });
    expect(body.rule).toContain('Judged on revenue per visitor');
    expect(body.rule).toContain('Guardrails');
    expect(body.method).toContain('log-normal');
  });

  it('adds nothing to the arms for a visitor without an assignment, or with one the site did not sign', async () => {
    const browser = t.browser('198.51.100.77');
    const forged = assignmentCookie({
      experimentId: id,
      version: 1,
      since,
      secret: 'not-the-site-secret-0123456789abcdef',
    });
    const signup = await browser
      .post('/api/waitlist')
      .set('Cookie', forged)
      .send(signupBody('forged@example.com', { version: 1 }))
      .expect(201);
    const cookies = [forged, ...(signup.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0])];
    await browser
      .put(`/api/waitlist/${signup.body.entry.id}/offer-action`)
      .set('Cookie', cookies.join('; '))
      .send({
        action: 'accepted',
        pageNumber: 1,
        offerId: 'medicare',
        offerName: 'medicare',
        timestamp: '2026-06-11T15:00:00.000Z',
      })
      .expect(200);
    const arms = (await results()).overall.arms as { accepts: number; payers: number; signups: number }[];
    expect(arms.map(({ accepts, payers, signups }) => ({ accepts, payers, signups }))).toEqual([
      { accepts: 0, payers: 0, signups: 0 },
      { accepts: 0, payers: 0, signups: 0 },
    ]);
  });
});
