import { describe, expect, it } from 'vitest';
import { second, signupBody, accept, visitBody, useReviewHarness } from './support/review-harness.ts';
import { storeFactories } from './support/stores.ts';

// Held conversions through the whole app, on both store adapters: scripted signups and acceptances are held
// (no postback, not in the paid figures), and honest visitors at a person's pace are counted exactly.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

describe.each(adapters)('held conversions: $name', { timeout: 60_000 }, ({ storeFactory }) => {
  const review = useReviewHarness(storeFactory);
  const { person, script, sentKeys, sendDuePostbacks, funnel, byAffiliate, held, scriptedSignup } = review;

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
    review.harness.advance(400);
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
    review.harness.setReviewThreshold(20);
    const again = await forger.post('/api/waitlist').send(signupBody('forger2@example.com', 'aff-8')).expect(201);
    expect((await held()).conversions).toEqual([
      expect.objectContaining({ id: `${again.body.entry.id}:email_submitted`, reasons: ['no_landing'] }),
    ]);
  });

  it("holds a sub id's signups once its signups per visit are far above its affiliate's", async () => {
    review.harness.setReviewThreshold(25);
    // The affiliate's other placement: 40 visits, 4 signups (10%). The suspect one: 1 visit, then signups
    // at a person's pace from six networks, each with a browser's language (no other signal).
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const browser = person(`198.18.${visitor}.9`);
      await browser.post('/api/track-visit').send(visitBody('aff-9', 'good')).expect(200);
      review.harness.advance(20 * second);
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
      review.harness.advance(30 * second);
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(`bad${visitor}@example.com`, 'aff-9', 'bad'))
        .expect(201);
      ids.push(Number(body.entry.id));
      // The rates read the dimension counts as rolled up (once a minute in a running tracker).
      await review.harness.store.rollUpDimensions({});
    }
    const held = (await (await review.harness.operator().get('/api/analytics/held-conversions').expect(200)).body)
      .conversions;
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
      review.harness.advance((15 + visitor * 5) * second);
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(`person${visitor}@example.com`))
        .expect(201);
      const id = Number(body.entry.id);
      expectedKeys.push(`${id}-email_submitted-`);
      review.harness.advance(2 * second);
      await browser.put(`/api/waitlist/${id}/step/2`).expect(200);
      // Reading the first offer takes a few seconds; every other visitor accepts it, then the second after a pause.
      review.harness.advance((4 + (visitor % 3)) * second);
      if (visitor % 2 === 0) {
        await browser.put(`/api/waitlist/${id}/offer-action`).send(accept('medicare')).expect(200);
        expectedKeys.push(`${id}-offer_accepted-medicare`);
        accepted += 1;
        review.harness.advance(6 * second);
        await browser.put(`/api/waitlist/${id}/offer-action`).send(accept('food-stamps', 2)).expect(200);
        expectedKeys.push(`${id}-offer_accepted-food-stamps`);
        accepted += 1;
      }
      review.harness.advance(30 * second);
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
});
