import { createSeededRandom } from '@seniorguide/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceBook } from '../src/counting/prices.ts';
import type { OfferOrderSettings } from '../src/offers/cms-offer-order.ts';
import { orderArmOf } from '../src/offers/offer-order-service.ts';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The offer order through the real app on both adapters. Of thirty past visitors, those shown the fixed order
// (housing grants first, then Medicare) declined both, those shown Medicare first accepted it: Medicare first is
// worth far more. With the sequential flow "by earnings", each new visitor gets an arm by a hash of its entry (a fifth
// keep the fixed order, to compare), the earnings arm Medicare first (but for the exploration floor), and the
// order given is recorded with the entry once: the offers shown at their positions and the visitor in its arm.
// What the arms' visitors then accept is their comparison, judged like a landing experiment on revenue per
// visitor.

const since = Date.parse('2026-06-01T00:00:00Z');
const fixed: OfferOrderSettings = { sequential: { mode: 'fixed', since: 0 }, list: { mode: 'fixed', since: 0 } };
const byEarnings: OfferOrderSettings = { ...fixed, sequential: { mode: 'earnings', since } };
const book: PriceBook = {
  offers: {
    medicare: [{ from: Date.parse('2026-01-01T00:00:00Z'), acceptedCents: 1000 }],
    'housing-grants': [{ from: Date.parse('2026-01-01T00:00:00Z'), acceptedCents: 1000 }],
  },
  defaultPayouts: [],
  affiliatePayouts: {},
};
const fixedOrder = ['housing-grants', 'medicare'];

describe.each(storeFactories)('the offer order on $name', (factory) => {
  let t: TestApp;
  let settings = fixed;

  beforeAll(async () => {
    t = await openTestApp(
      factory,
      {},
      {},
      { prices: async () => book, offerOrder: async () => settings, offerOrderRandom: createSeededRandom(7) },
    );
    t.setNow('2026-06-10T15:00:00Z');
    for (let index = 0; index < 30; index += 1) {
      const browser = t.browser(`203.0.113.${index + 1}`);
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(`past-${index}@example.com`))
        .expect(201);
      const answer = (offerId: string, pageNumber: number, action: string) =>
        browser
          .put(`/api/waitlist/${body.entry.id}/offer-action`)
          .send({ action, pageNumber, offerId, offerName: offerId, timestamp: '2026-06-10T15:00:00.000Z' })
          .expect(200);
      // Half saw the fixed order and declined both; half saw Medicare first and accepted it.
      if (index % 2 === 0) {
        await answer('housing-grants', 1, 'declined');
        await answer('medicare', 2, 'declined');
      } else {
        await answer('medicare', 1, 'accepted');
        await answer('housing-grants', 2, 'declined');
      }
    }
  }, 60_000);
  afterAll(() => t.cleanup());

  const newVisitor = async (index: number) => {
    const browser = t.browser(`198.51.100.${index + 1}`);
    const { body } = await browser
      .post('/api/waitlist')
      .send(signupBody(`new-${index}@example.com`))
      .expect(201);
    const id = body.entry.id as number;
    const ask = async (offerIds = fixedOrder) => {
      const response = await browser.post(`/api/waitlist/${id}/offer-order`).send({ flow: 'sequential', offerIds });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { order: string[]; mode: string; arm: string };
    };
    return { id, browser, ask };
  };
  type Answered = Awaited<ReturnType<typeof newVisitor>> & { order: string[]; arm: string };
  const answers: Answered[] = [];
  const counters = async () => {
    const day = Math.floor(Date.parse('2026-06-11T15:00:00Z') / 86_400_000);
    const totals = await t.store.sumCounters({
      affiliate: '',
      byVersion: false,
      metrics: ['offer_shown_at', 'offer_order_visitor'],
      fromDay: day - 1,
      toDay: day + 1,
    });
    return Object.fromEntries(totals.map(({ metric, detail, total }) => [`${metric} ${detail}`, total]));
  };

  it('keeps the fixed order, and records nothing, while the flow is in the fixed order', async () => {
    settings = fixed;
    t.setNow('2026-06-11T15:00:00Z');
    const visitor = await newVisitor(200);
    expect(await visitor.ask()).toEqual({ order: fixedOrder, mode: 'fixed', arm: 'fixed' });
    expect(await counters()).toEqual({});
  });

  it('orders by earnings for its arm, keeps the fixed order for the rest, and records the order once', async () => {
    settings = byEarnings;
    t.setNow('2026-06-11T15:00:00Z');
    for (let index = 0; index < 40; index += 1) {
      const visitor = await newVisitor(index);
      const answer = await visitor.ask();
      expect(answer.mode).toBe('earnings');
      expect(answer.arm).toBe(orderArmOf({ entryId: visitor.id, flow: 'sequential', since }));
      // A reload asks again: the same arm, and nothing more is recorded.
      expect((await visitor.ask()).arm).toBe(answer.arm);
      answers.push({ ...visitor, ...answer });
    }
    const fixedArm = answers.filter(({ arm }) => arm === 'fixed');
    const earningsArm = answers.filter(({ arm }) => arm === 'earnings');
    expect(fixedArm.length).toBeGreaterThan(0);
    expect(earningsArm.length).toBeGreaterThan(fixedArm.length);
    for (const { order } of fixedArm) expect(order).toEqual(fixedOrder);
    const medicareFirst = earningsArm.filter(({ order }) => order[0] === 'medicare').length;
    expect(medicareFirst).toBeGreaterThanOrEqual(Math.ceil(earningsArm.length * 0.85));

    const shownFirst = (offerId: string) => answers.filter(({ order }) => order[0] === offerId).length;
    expect(await counters()).toEqual({
      'offer_shown_at 1:medicare': shownFirst('medicare'),
      'offer_shown_at 2:housing-grants': shownFirst('medicare'),
      'offer_shown_at 1:housing-grants': shownFirst('housing-grants'),
      'offer_shown_at 2:medicare': shownFirst('housing-grants'),
      [`offer_order_visitor sequential:earnings@${since}`]: earningsArm.length,
      [`offer_order_visitor sequential:fixed@${since}`]: fixedArm.length,
    });
  }, 60_000);

  it('compares the two arms on revenue per visitor, from what their visitors accept', async () => {
    settings = byEarnings;
    t.setNow('2026-06-12T15:00:00Z');
    // The first ten visitors accept the offer they were shown first (each earns 10.00), one of them twice.
    const accepting = answers.slice(0, 10);
    for (const { id, browser, order } of accepting) {
      const offerId = order[0] ?? '';
      const action = {
        action: 'accepted',
        pageNumber: 1,
        offerId,
        offerName: offerId,
        timestamp: '2026-06-12T15:00:00.000Z',
      };
      await browser.put(`/api/waitlist/${id}/offer-action`).send(action).expect(200);
      if (id === accepting[0]?.id) await browser.put(`/api/waitlist/${id}/offer-action`).send(action).expect(200);
    }
    const response = await t.operator().get('/api/analytics/offer-order').query({ flow: 'sequential' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const ofArm = (arm: string) => ({
      visitors: answers.filter((answer) => answer.arm === arm).length,
      accepted: accepting.filter((answer) => answer.arm === arm).length,
    });
    expect(response.body).toMatchObject({
      flow: 'sequential',
      mode: 'earnings',
      since: new Date(since).toISOString(),
      verdict: { kind: 'keep-going', reason: 'minimum-sample' },
    });
    for (const arm of ['fixed', 'earnings']) {
      const { visitors, accepted } = ofArm(arm);
      expect(response.body.arms.find((row: { arm: string }) => row.arm === arm)).toMatchObject({
        visitors,
        accepts: accepted,
        accepters: accepted,
        payers: accepted,
        revenueCents: accepted * 1000,
        revenuePerVisitorCents: visitors > 0 ? (accepted * 1000) / visitors : null,
      });
    }
    expect((await t.browser().get('/api/analytics/offer-order').query({ flow: 'sequential' })).status).toBe(401);
  }, 60_000);

  it('refuses an offer the flows do not serve, and answers a stranger as for an unknown entry', async () => {
    settings = byEarnings;
    const visitor = await newVisitor(300);
    const unknown = await visitor.browser
      .post(`/api/waitlist/${visitor.id}/offer-order`)
      .send({ flow: 'sequential', offerIds: ['medicare', 'made-up-offer'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('invalid_request');
    const stranger = await t
      .browser('192.0.2.77')
      .post(`/api/waitlist/${visitor.id}/offer-order`)
      .send({ flow: 'sequential', offerIds: fixedOrder });
    expect(stranger.status).toBe(404);
  });
});
