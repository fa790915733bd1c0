import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { browserAgent, forwardedFor } from './support/app.ts';
import { signupBody, useReviewHarness } from './support/review-harness.ts';
import { storeFactories } from './support/stores.ts';

// The operator's decisions on held conversions through the whole app, on both store adapters: an approval sends
// each held postback once and moves the conversion into the paid figures, a rejection sends none and is audited.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

describe.each(adapters)('held conversions, approved or rejected: $name', { timeout: 60_000 }, ({ storeFactory }) => {
  const review = useReviewHarness(storeFactory);
  const { script, admin, sentKeys, sendDuePostbacks, funnel, byAffiliate, held, scriptedSignup, decide } = review;

  it('sends the postbacks of an approved conversion once, its thank-you included, and moves it into the paid figures', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await scriptedSignup(index));
    const heldId = ids[2] ?? 0;
    await script('203.0.113.22').put(`/api/waitlist/${heldId}/update-client-info`).expect(404);
    await sendDuePostbacks();
    expect(sentKeys()).not.toContain(`${heldId}-email_submitted-`);

    const conversions = [`${heldId}:email_submitted`, `${heldId}:offer_accepted:medicare`];
    expect(await decide(conversions, 'approve')).toEqual({ decided: 2 });
    await sendDuePostbacks();
    // Approving again changes nothing and sends nothing more.
    expect(await decide(conversions, 'approve')).toEqual({ decided: 0 });
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
    await review.harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: [`${approved}:email_submitted`], decision: 'approve' })
      .expect(200);
    await review.harness
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
    expect(await decide(conversions, 'reject')).toEqual({ decided: 2 });
    // A later approval cannot undo a rejection.
    expect(await decide(conversions, 'approve')).toEqual({ decided: 0 });
    for (let round = 0; round < 3; round += 1) {
      review.harness.advance(3_600_000);
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
      const agent = supertest
        .agent(review.harness.app)
        .set('User-Agent', browserAgent)
        .set(forwardedFor('198.51.100.3'));
      return token ? agent.set('Cookie', `payload-token=${token}`) : agent;
    };
    await asToken(null).get('/api/analytics/held-conversions').expect(401);
    await asToken('marketer-token').get('/api/analytics/held-conversions').expect(403);
    await asToken('marketer-token')
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: ['1:email_submitted'], decision: 'approve' })
      .expect(403);
    const refused = await review.harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: ['1:thank_you', 'x'], decision: 'maybe' })
      .expect(400);
    expect(refused.body.error.code).toBe('invalid_request');
    await review.harness
      .operator()
      .post('/api/analytics/held-conversions/decide')
      .send({ ids: [], decision: 'approve' })
      .expect(400);
    await review.harness.operator().get('/api/analytics/held-conversions').query({ status: 'lost' }).expect(400);
  });

  it('holds nothing while no threshold is set', async () => {
    review.harness.setReviewThreshold(null);
    for (let index = 0; index < 5; index += 1) await scriptedSignup(index);
    expect(await funnel()).toMatchObject({ totalEmails: 5, heldEmails: 0, heldOffersAccepted: 0 });
  });
});
