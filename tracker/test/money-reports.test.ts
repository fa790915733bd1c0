import { moneyFigures } from '@seniorguide/funnel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PriceBook } from '../src/counting/prices.ts';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Money on the reports, through the real app on both adapters: scripted conversions at known prices, with the
// medicare price changing in the middle of the range, give exact revenue, payout, profit, ROI and EPC on the
// funnel, every daily row, the landing versions and the offer table, for all affiliates and for one.

const zone = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

const book: PriceBook = {
  offers: {
    medicare: [
      { from: at('2026-06-01T00:00:00Z'), acceptedCents: 1000 },
      { from: at('2026-06-10T12:00:00Z'), acceptedCents: 1500 },
    ],
  },
  defaultPayouts: [{ from: at('2026-06-01T00:00:00Z'), signupCents: 100, acceptedCents: 200 }],
  affiliatePayouts: { 'aff-2': [{ from: at('2026-06-01T00:00:00Z'), signupCents: 300, acceptedCents: 400 }] },
};

describe.each(storeFactories)('money on the reports: $name', (factory) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await openTestApp(factory, {}, {}, { prices: async () => book });
    await runScript(t);
  });
  afterEach(() => t.cleanup());

  const report = async (kind: string, query: Record<string, string> = {}) => {
    const response = await t
      .operator()
      .get(`/api/analytics/${kind}`)
      .query({ startDate: '2026-06-01', endDate: '2026-06-15', timezone: zone, ...query });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('gives the range its revenue, payout, profit, ROI, EPC and revenue per signup', async () => {
    // A, B and D accepted medicare (10.00, 10.00, then 15.00 after the change); D also housing-grants (no price).
    // Payouts: A and D at the default (1.00 a signup, 2.00 an offer), B at aff-2's (3.00 and 4.00).
    const funnel = await report('funnel');
    expect(funnel).toMatchObject({ totalImpressions: 4, totalEmails: 3 });
    expect(funnel.money).toEqual({
      revenueCents: 3500,
      payoutCents: 1500,
      profitCents: 2000,
      roi: 2000 / 1500,
      epcCents: 3500 / 4,
      revenuePerSignupCents: 3500 / 3,
    });
    expect((await report('funnel', { affiliateId: 'aff-2' })).money).toEqual(
      moneyFigures({ revenueCents: 1000, payoutCents: 700, impressions: 1, signups: 1 }),
    );
  });

  it('puts each day’s money on its daily row, at the price of that day', async () => {
    const daily: { date: string; money: unknown }[] = await report('daily');
    const byDate = Object.fromEntries(daily.map((row) => [row.date, row.money]));
    expect(byDate['2026-06-05']).toEqual(
      moneyFigures({ revenueCents: 2000, payoutCents: 1000, impressions: 3, signups: 2 }),
    );
    expect(byDate['2026-06-12']).toEqual(
      moneyFigures({ revenueCents: 1500, payoutCents: 500, impressions: 1, signups: 1 }),
    );
    expect(byDate['2026-06-08']).toEqual(moneyFigures({ revenueCents: 0, payoutCents: 0, impressions: 0, signups: 0 }));
    expect(daily).toHaveLength(15);
  });

  it('gives every offer row its own money by position', async () => {
    const offers: { offerId: string; position: number | null; money: unknown }[] = await report('offers');
    const row = (offerId: string, position: number) =>
      offers.find((offer) => offer.offerId === offerId && offer.position === position)?.money;
    expect(row('medicare', 1)).toEqual(
      moneyFigures({ revenueCents: 2000, payoutCents: 600, impressions: 2, signups: 0 }),
    );
    expect(row('medicare', 2)).toEqual(
      moneyFigures({ revenueCents: 1500, payoutCents: 200, impressions: 1, signups: 0 }),
    );
    expect(row('housing-grants', 3)).toEqual(
      moneyFigures({ revenueCents: 0, payoutCents: 200, impressions: 1, signups: 0 }),
    );
  });

  it('gives each landing version its money, EPC per landing visit', async () => {
    const versions: { version: number; money: unknown }[] = await report('versions');
    expect(versions.find((row) => row.version === 1)?.money).toEqual(
      moneyFigures({ revenueCents: 3500, payoutCents: 1500, impressions: 4, signups: 3 }),
    );
    expect(versions.find((row) => row.version === 2)?.money).toEqual(
      moneyFigures({ revenueCents: 0, payoutCents: 0, impressions: 0, signups: 0 }),
    );
  });
});

async function runScript(t: TestApp): Promise<void> {
  let ip = 10;
  const visitor = async (
    when: string,
    email: string | null,
    affiliateId: string,
    accepts: { offerId: string; position: number }[] = [],
  ) => {
    t.setNow(when);
    const browser = t.browser(`203.0.113.${ip++}`);
    await browser.post('/api/track-visit').send({ page: '/', referrer: '', affiliateId }).expect(200);
    if (!email) return;
    const { body } = await browser.post('/api/waitlist').send(signupBody(email, { affiliateId })).expect(201);
    for (const { offerId, position } of accepts) {
      const offerAction = { action: 'accepted', pageNumber: position, offerId, offerName: offerId, timestamp: when };
      await browser.put(`/api/waitlist/${body.entry.id}/offer-action`).send(offerAction).expect(200);
      // A double click adds nothing, money included.
      await browser.put(`/api/waitlist/${body.entry.id}/offer-action`).send(offerAction).expect(200);
    }
  };
  await visitor('2026-06-05T15:00:00Z', 'a@example.com', 'aff-1', [{ offerId: 'medicare', position: 1 }]);
  await visitor('2026-06-05T16:00:00Z', 'b@example.com', 'aff-2', [{ offerId: 'medicare', position: 1 }]);
  await visitor('2026-06-05T17:00:00Z', null, 'aff-1');
  await visitor('2026-06-12T15:00:00Z', 'd@example.com', 'aff-1', [
    { offerId: 'medicare', position: 2 },
    { offerId: 'housing-grants', position: 3 },
  ]);
}
