import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserAgent, forwardedFor } from './support/app.ts';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// Held conversions through the whole app, on both store adapters: scripted signups and acceptances are held
// (no postback, not in the paid figures), honest visitors at a person's pace are counted exactly, and the
// operator's approval sends each held postback once while a rejection sends none and is audited.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const range = { startDate: '2026-06-15', endDate: '2026-06-15', timezone: 'UTC' };
const second = 1000;

const signupBody = (email: string, affiliateId = 'aff-7', subId = 'sub-a') => ({
  email,
  affiliateId,
  subId,
  s1: null,
  s2: null,
  s3: null,
  version: 1,
});
const accept = (offerId: string, pageNumber = 1) => ({
  action: 'accepted',
  pageNumber,
  offerId,
  offerName: offerId,
  timestamp: '2026-06-15T16:00:00.000Z',
});
const visitBody = (affiliateId = 'aff-7', subId = 'sub-a') => ({
  page: `/?affiliateId=${affiliateId}`,
  affiliateId,
  subId,
  s1: null,
  s2: null,
  s3: null,
  version: 1,
});

describe.each(adapters)('held conversions: $name', { timeout: 60_000 }, ({ storeFactory }) => {
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

  it('holds a burst of scripted signups and acceptances from one affiliate and network: no postback, not in the paid figures', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) ids.push(await scriptedSignup(index));
    await sendDuePostbacks();

    // No landing and no Accept-Language (40) let the first two signups through; from the third, the same
    // placement and the same agent on one network (placement_burst, repeated_agent) hold the rest. Every
    // acceptance came in the instant its offer was shown, with no Accept-Language (60).
    expect(sentKeys()).toEqual([`${ids[0]}-email_submitted-`, `${ids[1]}-email_submitted-`]);
    expect(await funnel()).toMatchObject({ totalEmails: 2, offerSelections: [], heldEmails: 6, heldOffersAccepted: 8 });
    expect(await byAffiliate()).toMatchObject({ emails: 2, offersAccepted: 0 });
    const review = await held();
    expect(review.total).toBe(14);
    expect(review.byAffiliate).toEqual([
      {
        affiliateId: 'aff-7',
        signups: 6,
        offers: 8,
        reasons: expect.arrayContaining([
          { reason: 'no_landing', count: 6 },
          { reason: 'instant_accept', count: 8 },
          { reason: 'signup_held', count: 6 },
          { reason: 'no_accept_language', count: 14 },
        ]),
      },
    ]);
    // The bursts mark the later signups and every acceptance made while the burst was on.
    const reasonCount = (reason: string) =>
      review.byAffiliate[0].reasons.find((entry: { reason: string }) => entry.reason === reason)?.count ?? 0;
    expect(reasonCount('placement_burst')).toBeGreaterThanOrEqual(6);
    expect(reasonCount('network_burst')).toBeGreaterThanOrEqual(4);
    expect(
      review.conversions.find((conversion: { id: string }) => conversion.id === `${ids[2]}:email_submitted`),
    ).toMatchObject({
      kind: 'signup',
      affiliateId: 'aff-7',
      subId: 'sub-a',
      status: 'held',
      score: 100,
      reasons: ['no_landing', 'no_accept_language', 'placement_burst', 'repeated_agent'],
    });
  });

  it('holds a script that loads the visit call and signs up within a second, from the first signup on', async () => {
    const bot = script('192.0.2.9');
    await bot.post('/api/track-visit').send(visitBody()).expect(200);
    harness.advance(400);
    const { body } = await bot.post('/api/waitlist').send(signupBody('quick@example.com')).expect(201);
    await sendDuePostbacks();
    expect(sentKeys()).toEqual([]);
    expect((await held()).conversions).toEqual([
      expect.objectContaining({
        id: `${body.entry.id}:email_submitted`,
        reasons: ['instant_signup', 'no_accept_language'],
        score: 60,
      }),
    ]);
  });

  it('takes a landing time only from a cookie the tracker signed: a made-up one counts as no landing', async () => {
    const forger = person('192.0.2.44').set(
      'Cookie',
      `sg_landed=${Date.parse('2026-06-15T15:00:00Z')}.made-up-signature`,
    );
    const { body } = await forger.post('/api/waitlist').send(signupBody('forger@example.com', 'aff-8')).expect(201);
    await forger.put(`/api/waitlist/${body.entry.id}/step/2`).expect(200);
    await forger.put(`/api/waitlist/${body.entry.id}/offer-action`).send(accept('medicare')).expect(200);
    // No landing (20) alone holds nothing; the instant acceptance (40) does not either: two soft signals would.
    expect((await held()).total).toBe(0);
    harness.setReviewThreshold(20);
    const again = await forger.post('/api/waitlist').send(signupBody('forger2@example.com', 'aff-8')).expect(201);
    expect((await held()).conversions).toEqual([
      expect.objectContaining({ id: `${again.body.entry.id}:email_submitted`, reasons: ['no_landing'] }),
    ]);
  });

  it("holds a sub id's signups once its signups per visit are far above its affiliate's", async () => {
    harness.setReviewThreshold(25);
    // The affiliate's other placement: 40 visits, 4 signups (10%). The suspect one: 1 visit, then signups
    // at a person's pace from six networks, each with a browser's language (no other signal).
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const browser = person(`198.18.${visitor}.9`);
      await browser.post('/api/track-visit').send(visitBody('aff-9', 'good')).expect(200);
      harness.advance(20 * second);
      if (visitor % 10 === 0)
        await browser
          .post('/api/waitlist')
          .send(signupBody(`good${visitor}@example.com`, 'aff-9', 'good'))
          .expect(201);
    }
    await person('198.19.0.9').post('/api/track-visit').send(visitBody('aff-9', 'bad')).expect(200);
    const ids: number[] = [];
    for (let visitor = 0; visitor < 6; visitor += 1) {
      const browser = person(`198.19.${visitor + 1}.9`);
      await browser.post('/api/track-visit').send(visitBody('aff-9', 'elsewhere')).expect(200);
      harness.advance(30 * second);
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(`bad${visitor}@example.com`, 'aff-9', 'bad'))
        .expect(201);
      ids.push(Number(body.entry.id));
      // The rates read the dimension counts as rolled up (once a minute in a running tracker).
      await harness.store.rollUpDimensions({});
    }
    const held = (await (await harness.operator().get('/api/analytics/held-conversions').expect(200)).body).conversions;
    // The fifth signup of the sub id (1 visit) is the first its rate is judged on: five signups, 500% against 11%.
    expect(held.map((conversion: { id: string; reasons: string[] }) => [conversion.id, conversion.reasons])).toEqual([
      [`${ids[5]}:email_submitted`, ['sub_id_rate']],
      [`${ids[4]}:email_submitted`, ['sub_id_rate']],
    ]);
  });

  it('counts honest visitors exactly: a person’s pace, each from their own network, holds nothing', async () => {
    const expectedKeys: string[] = [];
    let accepted = 0;
    for (let visitor = 0; visitor < 12; visitor += 1) {
      const browser = person(`198.51.${visitor}.40`);
      await browser.post('/api/track-visit').send(visitBody()).expect(200);
      // Some look and leave; the rest read the page for 15 to 70 seconds before signing up.
      if (visitor % 4 === 3) continue;
      harness.advance((15 + visitor * 5) * second);
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(`person${visitor}@example.com`))
        .expect(201);
      const id = Number(body.entry.id);
      expectedKeys.push(`${id}-email_submitted-`);
      harness.advance(2 * second);
      await browser.put(`/api/waitlist/${id}/step/2`).expect(200);
      // Reading the first offer takes a few seconds; every other visitor accepts it, then the second after a pause.
      harness.advance((4 + (visitor % 3)) * second);
      if (visitor % 2 === 0) {
        await browser.put(`/api/waitlist/${id}/offer-action`).send(accept('medicare')).expect(200);
        expectedKeys.push(`${id}-offer_accepted-medicare`);
        accepted += 1;
        harness.advance(6 * second);
        await browser.put(`/api/waitlist/${id}/offer-action`).send(accept('food-stamps', 2)).expect(200);
        expectedKeys.push(`${id}-offer_accepted-food-stamps`);
        accepted += 1;
      }
      harness.advance(30 * second);
    }
    await sendDuePostbacks();

    expect(sentKeys()).toEqual(expectedKeys.sort());
    const figures = await funnel();
    expect(figures).toMatchObject({ totalImpressions: 12, totalEmails: 9, heldEmails: 0, heldOffersAccepted: 0 });
    expect(
      figures.offerSelections.reduce((sum: number, selection: { count: number }) => sum + selection.count, 0),
    ).toBe(accepted);
    expect(await byAffiliate()).toMatchObject({ impressions: 12, emails: 9, offersAccepted: accepted });
    expect((await held()).total).toBe(0);
  });

  it('sends the postbacks of an approved conversion once, its thank-you included, and moves it into the paid figures', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await scriptedSignup(index));
    const heldId = ids[2] ?? 0;
    await script('203.0.113.22').put(`/api/waitlist/${heldId}/update-client-info`).expect(404);
    await sendDuePostbacks();
    expect(sentKeys()).not.toContain(`${heldId}-email_submitted-`);

    const conversions = [`${heldId}:email_submitted`, `${heldId}:offer_accepted:medicare`];
    expect(
      (
        await harness
          .operator()
          .post('/api/analytics/held-conversions/decide')
          .send({ ids: conversions, decision: 'approve' })
          .expect(200)
      ).body,
    ).toEqual({ decided: 2 });
    await sendDuePostbacks();
    // Approving again changes nothing and sends nothing more.
    expect(
      (
        await harness
          .operator()
          .post('/api/analytics/held-conversions/decide')
          .send({ ids: conversions, decision: 'approve' })
          .expect(200)
      ).body,
    ).toEqual({ decided: 0 });
    await sendDuePostbacks();

    const sent = sentKeys();
    expect(sent.filter((key) => key === `${heldId}-email_submitted-`)).toHaveLength(1);
    expect(sent.filter((key) => key === `${heldId}-offer_accepted-medicare`)).toHaveLength(1);
    expect(await funnel()).toMatchObject({ totalEmails: 3, heldEmails: 0, heldOffersAccepted: 2 });
    expect(await byAffiliate()).toMatchObject({ emails: 3, offersAccepted: 1 });
    expect((await held('approved')).conversions.map((conversion: { id: string }) => conversion.id).sort()).toEqual(
      conversions.sort(),
    );
    const audit = (await admin().get('/api/admin/audit-log').expect(200)).body.records;
    expect(audit.filter((record: { action: string }) => record.action === 'conversion_approved')).toEqual([
      expect.objectContaining({
        actor: 'olivia@example.com',
        entryId: heldId,
        detail: expect.stringContaining(`${heldId}:offer_accepted:medicare`),
      }),
      expect.objectContaining({
        actor: 'olivia@example.com',
        entryId: heldId,
        detail: expect.stringContaining(`${heldId}:email_submitted`),
      }),
    ]);
  });

  it('holds the thank-you postback of a held signup with it: sent once after approval, never after a rejection', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const bot = script(`203.0.113.${60 + index}`);
      const { body } = await bot
        .post('/api/waitlist')
        .send(signupBody(`thanks${index}@example.com`))
        .expect(201);
      await bot.put(`/api/waitlist/${body.entry.id}/update-client-info`).expect(200);
      ids.push(Number(body.entry.id));
    }
    const [approved, rejected] = [ids[2] ?? 0, ids[3] ?? 0];
    await sendDuePostbacks();
    expect(sentKeys().filter((key) => key.startsWith(`${approved}-`) || key.startsWith(`${rejected}-`))).toEqual([]);
    await harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: [`${approved}:email_submitted`], decision: 'approve' })
      .expect(200);
    await harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: [`${rejected}:email_submitted`], decision: 'reject' })
      .expect(200);
    await sendDuePostbacks();
    expect(sentKeys().filter((key) => key.startsWith(`${approved}-`) || key.startsWith(`${rejected}-`))).toEqual([
      `${approved}-email_submitted-`,
      `${approved}-thank_you-`,
    ]);
  });

  it('never sends the postbacks of a rejected conversion, keeps it out of the paid figures and audits the rejection', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await scriptedSignup(index));
    const heldId = ids[2] ?? 0;
    const conversions = [`${heldId}:email_submitted`, `${heldId}:offer_accepted:medicare`];
    expect(
      (
        await harness
          .operator()
          .post('/api/analytics/held-conversions/decide')
          .send({ ids: conversions, decision: 'reject' })
          .expect(200)
      ).body,
    ).toEqual({ decided: 2 });
    // A later approval cannot undo a rejection.
    expect(
      (
        await harness
          .operator()
          .post('/api/analytics/held-conversions/decide')
          .send({ ids: conversions, decision: 'approve' })
          .expect(200)
      ).body,
    ).toEqual({ decided: 0 });
    for (let round = 0; round < 3; round += 1) {
      harness.advance(3_600_000);
      await sendDuePostbacks();
    }

    expect(sentKeys().filter((key) => key.startsWith(`${heldId}-`))).toEqual([]);
    expect(await funnel()).toMatchObject({ totalEmails: 2, heldEmails: 0 });
    expect((await held('rejected')).total).toBe(2);
    const audit = (await admin().get('/api/admin/audit-log').expect(200)).body.records;
    expect(
      audit
        .filter((record: { action: string }) => record.action === 'conversion_rejected')
        .map((record: { detail: string }) => record.detail.split(',')[0])
        .sort(),
    ).toEqual(conversions.sort());
  });

  it('is for operators and admins only, and refuses ids that name no conversion with a 400', async () => {
    const asToken = (token: string | null) => {
      const agent = supertest.agent(harness.app).set('User-Agent', browserAgent).set(forwardedFor('198.51.100.3'));
      return token ? agent.set('Cookie', `payload-token=${token}`) : agent;
    };
    await asToken(null).get('/api/analytics/held-conversions').expect(401);
    await asToken('marketer-token').get('/api/analytics/held-conversions').expect(403);
    await asToken('marketer-token')
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: ['1:email_submitted'], decision: 'approve' })
      .expect(403);
    const refused = await harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: ['1:thank_you', 'x'], decision: 'maybe' })
      .expect(400);
    expect(refused.body.error.code).toBe('invalid_request');
    await harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: [], decision: 'approve' })
      .expect(400);
    await harness.operator().get('/api/analytics/held-conversions').query({ status: 'lost' }).expect(400);
  });

  it('holds nothing while no threshold is set', async () => {
    harness.setReviewThreshold(null);
    for (let index = 0; index < 5; index += 1) await scriptedSignup(index);
    expect(await funnel()).toMatchObject({ totalEmails: 5, heldEmails: 0, heldOffersAccepted: 0 });
  });
});
