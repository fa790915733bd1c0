import supertest from 'supertest';
import { afterEach, beforeEach } from 'vitest';
import { browserAgent, forwardedFor } from './app.ts';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './postback-receiver.ts';
import type { StoreFactory } from './stores.ts';

// The app of the held-conversion suites, on one store adapter: a postback receiver, the review threshold at 50,
// and the callers and reads those suites share (a person's browser, a script, the admin, the paid figures).

export const range = { startDate: '2026-06-15', endDate: '2026-06-15', timezone: 'UTC' };
export const second = 1000;

export const signupBody = (email: string, affiliateId = 'aff-7', subId = 'sub-a') => ({
  email,
  affiliateId,
  subId,
  s1: null,
  s2: null,
  s3: null,
  version: 1,
});
export const accept = (offerId: string, pageNumber = 1) => ({
  action: 'accepted',
  pageNumber,
  offerId,
  offerName: offerId,
  timestamp: '2026-06-15T16:00:00.000Z',
});
export const visitBody = (affiliateId = 'aff-7', subId = 'sub-a') => ({
  page: `/?affiliateId=${affiliateId}`,
  affiliateId,
  subId,
  s1: null,
  s2: null,
  s3: null,
  version: 1,
});

/** Opens the app before each test of the calling suite and closes it after. */
export function useReviewHarness(storeFactory: StoreFactory) {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
    receiver = await startPostbackReceiver();
    harness.setSettings(settingsFor(`${receiver.origin}/pb?key={entry_id}-{event}-{offer_id}`));
    harness.setReviewThreshold(50);
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  /** A person's browser: a user agent, an Accept-Language, its own network, and its cookies kept. */
  const person = (ip: string) =>
    supertest
      .agent(harness.app)
      .set('User-Agent', browserAgent)
      .set('Accept-Language', 'en-US,en;q=0.9')
      .set(forwardedFor(ip));
  /** A script: one browser's user agent, no Accept-Language, a fresh cookie jar for each "visitor". */
  const script = (ip: string) => supertest.agent(harness.app).set('User-Agent', browserAgent).set(forwardedFor(ip));
  const admin = () =>
    supertest
      .agent(harness.app)
      .set('User-Agent', browserAgent)
      .set(forwardedFor('198.51.100.2'))
      .set('Cookie', 'payload-token=admin-token');

  const sentKeys = () => receiver.received.map(({ url }) => new URL(url).searchParams.get('key') ?? '').sort();
  async function sendDuePostbacks(): Promise<void> {
    const worker = harness.worker();
    for (let pass = 0; pass < 3; pass += 1) {
      await worker.runOnce();
      harness.advance(second);
    }
  }
  const funnel = async () => (await harness.operator().get('/api/analytics/funnel').query(range).expect(200)).body;
  const byAffiliate = async () =>
    (
      await harness
        .operator()
        .get('/api/analytics/dimensions')
        .query({ ...range, dimension: 'affiliate' })
        .expect(200)
    ).body.total.figures;
  const held = async (status = 'held') =>
    (await harness.operator().get('/api/analytics/held-conversions').query({ status }).expect(200)).body;

  /** The operator's decision on held conversions, as the review panel sends it; answers 200 with the body. */
  const decide = async (ids: string[], decision: 'approve' | 'reject') =>
    (await harness.operator().post('/api/analytics/held-conversions/decide').send({ ids, decision }).expect(200)).body;

  /** One scripted visitor: signs up and accepts an offer in the same instant, never having loaded a page. */
  async function scriptedSignup(index: number, offerId = 'medicare'): Promise<number> {
    const bot = script(`203.0.113.${20 + index}`);
    const { body } = await bot
      .post('/api/waitlist')
      .send(signupBody(`script${index}@example.com`))
      .expect(201);
    await bot.put(`/api/waitlist/${body.entry.id}/step/2`).expect(200);
    await bot.put(`/api/waitlist/${body.entry.id}/offer-action`).send(accept(offerId)).expect(200);
    return Number(body.entry.id);
  }

  return {
    /** The app of the running test. */
    get harness() {
      return harness;
    },
    person,
    script,
    admin,
    sentKeys,
    sendDuePostbacks,
    funnel,
    byAffiliate,
    held,
    scriptedSignup,
    decide,
  };
}
