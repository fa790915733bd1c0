import { noValueLabel, reportDimensions, type ReportDimension } from '@seniorguide/contracts';
import { moneyFigures, type MoneyFigures } from '@seniorguide/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceBook } from '../src/counting/prices.ts';
import { botAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Money on every report by dimension, through the real app on both adapters: scripted visitors convert at known
// prices, the medicare price changing in the middle of the range (10.00 before 12:00 UTC on 10 June, 15.00
// after), and every dimension's rows, total and previous period carry exactly the revenue, payout, profit, ROI,
// EPC and revenue per signup of the visitors they count. Each visitor's earnings are worked out by hand below;
// the expected row of a value is the sum of its visitors'.

const zone = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const agents = {
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

const book: PriceBook = {
  offers: {
    medicare: [
      { from: at('2026-06-01T00:00:00Z'), acceptedCents: 1000 },
      { from: at('2026-06-10T12:00:00Z'), acceptedCents: 1500 },
    ],
    'housing-grants': [{ from: at('2026-06-01T00:00:00Z'), acceptedCents: 600 }],
  },
  defaultPayouts: [{ from: at('2026-06-01T00:00:00Z'), signupCents: 100, acceptedCents: 200 }],
  affiliatePayouts: { 'aff-2': [{ from: at('2026-06-01T00:00:00Z'), signupCents: 300, acceptedCents: 400 }] },
};

type Visitor = {
  when: string;
  agent: keyof typeof agents;
  touch: Record<string, string>;
  version: 1 | 2;
  signup: boolean;
  accepts: { offerId: string; position: number }[];
  /** Worked out by hand from the book. */
  revenueCents: number;
  payoutCents: number;
  /** In the previous period (31 May – 7 June) rather than the range (8–15 June). */
  previous: boolean;
};

const spring = { utm_source: 'fb', utm_campaign: 'spring' };
const visitors: Visitor[] = [
  // Medicare at 10.00; default payout 1.00 + 2.00.
  {
    ...{ when: '2026-06-05T15:00:00Z', agent: 'desktop', version: 1, signup: true, previous: true },
    touch: { affiliateId: 'aff-1', subId: 'sub-a', s1: 'p1', ...spring, utm_content: 'banner' },
    accepts: [{ offerId: 'medicare', position: 1 }],
    ...{ revenueCents: 1000, payoutCents: 300 },
  },
  // A signup only, at aff-2's payout of 3.00.
  {
    ...{ when: '2026-06-05T16:00:00Z', agent: 'phone', version: 1, signup: true, previous: true },
    touch: { affiliateId: 'aff-2', subId: 'sub-b', utm_campaign: 'summer' },
    accepts: [],
    ...{ revenueCents: 0, payoutCents: 300 },
  },
  // Before the change: medicare 10.00 + housing grants 6.00; payout 1.00 + 2.00 + 2.00.
  {
    ...{ when: '2026-06-09T15:00:00Z', agent: 'desktop', version: 1, signup: true, previous: false },
    touch: { affiliateId: 'aff-1', subId: 'sub-a', s1: 'p1', ...spring, utm_content: 'banner' },
    accepts: [
      { offerId: 'medicare', position: 1 },
      { offerId: 'housing-grants', position: 2 },
    ],
    ...{ revenueCents: 1600, payoutCents: 500 },
  },
  // After the change: medicare 15.00; payout 1.00 + 2.00.
  {
    ...{ when: '2026-06-12T15:00:00Z', agent: 'phone', version: 2, signup: true, previous: false },
    touch: { affiliateId: 'aff-1', subId: 'sub-a', s1: 'p2', ...spring, utm_content: 'video', utm_term: 'care' },
    accepts: [{ offerId: 'medicare', position: 2 }],
    ...{ revenueCents: 1500, payoutCents: 300 },
  },
  // After the change, aff-2: medicare 15.00; payout 3.00 + 4.00.
  {
    ...{ when: '2026-06-12T16:00:00Z', agent: 'phone', version: 1, signup: true, previous: false },
    touch: { affiliateId: 'aff-2', subId: 'sub-b', s2: 'x', s3: 'y', utm_campaign: 'summer', utm_medium: 'cpc' },
    accepts: [{ offerId: 'medicare', position: 1 }],
    ...{ revenueCents: 1500, payoutCents: 700 },
  },
  // A visit alone: an impression, no money.
  {
    ...{ when: '2026-06-12T17:00:00Z', agent: 'desktop', version: 1, signup: false, previous: false },
    touch: { affiliateId: 'aff-2', subId: 'sub-b' },
    accepts: [],
    ...{ revenueCents: 0, payoutCents: 0 },
  },
];

const touchField: Partial<Record<ReportDimension, string>> = { sub_id: 'subId' };

/** A visitor's value of a dimension as the report names it. */
function valueOf(visitor: Visitor, dimension: ReportDimension): string {
  if (dimension === 'affiliate') return visitor.touch.affiliateId ?? 'direct';
  if (dimension === 'landing_version') return String(visitor.version);
  if (dimension === 'device') return visitor.agent;
  return visitor.touch[touchField[dimension] ?? dimension] ?? noValueLabel;
}

function expectedMoney(group: readonly Visitor[]): MoneyFigures {
  return moneyFigures({
    revenueCents: group.reduce((sum, visitor) => sum + visitor.revenueCents, 0),
    payoutCents: group.reduce((sum, visitor) => sum + visitor.payoutCents, 0),
    impressions: group.length,
    signups: group.filter((visitor) => visitor.signup).length,
  });
}

type Row = { value: string; figures: { money: MoneyFigures }; previous: { money: MoneyFigures } | null };
type Report = { rows: Row[]; total: { figures: { money: MoneyFigures }; previous: { money: MoneyFigures } | null } };

describe.each(storeFactories)('money on the reports by dimension: $name', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(factory, {}, {}, { prices: async () => book });
    await runScript(t);
  }, 60_000);
  afterAll(() => t.cleanup());

  const report = async (query: Record<string, string>): Promise<Report> => {
    const response = await t
      .operator()
      .get('/api/analytics/dimensions')
      .query({ startDate: '2026-06-08', endDate: '2026-06-15', timezone: zone, compare: '1', ...query });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Report;
  };

  it.each(reportDimensions)('gives every %s row, the total and the previous period their money', async (dimension) => {
    const { rows, total } = await report({ dimension });
    const current = visitors.filter((visitor) => !visitor.previous);
    const earlier = visitors.filter((visitor) => visitor.previous);
    const values = [...new Set(current.map((visitor) => valueOf(visitor, dimension)))].sort();
    expect(rows.map((row) => row.value).sort()).toEqual(values);
    for (const row of rows) {
      const of = (group: Visitor[]) => group.filter((visitor) => valueOf(visitor, dimension) === row.value);
      expect(row.figures.money, `${dimension} ${row.value}`).toEqual(expectedMoney(of(current)));
      expect(row.previous?.money, `${dimension} ${row.value} previous`).toEqual(expectedMoney(of(earlier)));
    }
    expect(total.figures.money).toEqual(expectedMoney(current));
    expect(total.previous?.money).toEqual(expectedMoney(earlier));
  });

  it('gives one affiliate’s rows and a drill-down their own money', async () => {
    const ofAff1 = await report({ dimension: 'sub_id', affiliate: 'aff-1' });
    const aff1 = visitors.filter((visitor) => !visitor.previous && visitor.touch.affiliateId === 'aff-1');
    expect(ofAff1.rows.map((row) => [row.value, row.figures.money])).toEqual([['sub-a', expectedMoney(aff1)]]);
    const drilled = await report({ dimension: 's1', sub_id: 'sub-a' });
    const byS1 = Object.fromEntries(drilled.rows.map((row) => [row.value, row.figures.money]));
    expect(byS1).toEqual({
      p1: moneyFigures({ revenueCents: 1600, payoutCents: 500, impressions: 1, signups: 1 }),
      p2: moneyFigures({ revenueCents: 1500, payoutCents: 300, impressions: 1, signups: 1 }),
    });
  });
});

async function runScript(t: TestApp): Promise<void> {
  const none = { subId: null, s1: null, s2: null, s3: null };
  let ip = 10;
  for (const visitor of visitors) {
    t.setNow(visitor.when);
    const browser = t.browser(`203.0.113.${ip++}`).set('User-Agent', agents[visitor.agent]);
    const page = visitor.version === 2 ? '/v2' : '/';
    const touch = { ...none, ...visitor.touch };
    await browser
      .post('/api/track-visit')
      .send({ page, referrer: '', ...touch, version: visitor.version })
      .expect(200);
    if (!visitor.signup) continue;
    const { body } = await browser
      .post('/api/waitlist')
      .send(signupBody(`v${ip}@example.com`, { ...touch, version: visitor.version }))
      .expect(201);
    for (const { offerId, position } of visitor.accepts) {
      const action = { action: 'accepted', pageNumber: position, offerId, offerName: offerId, timestamp: visitor.when };
      await browser.put(`/api/waitlist/${body.entry.id}/offer-action`).send(action).expect(200);
    }
  }
  // A bot that signs up and accepts: no impression, no money.
  t.setNow('2026-06-12T18:00:00Z');
  const bot = t.browser('66.249.66.1').set('User-Agent', botAgent);
  await bot
    .post('/api/track-visit')
    .send({ page: '/', referrer: '', ...none, affiliateId: 'aff-1' })
    .expect(200);
  const { body } = await bot.post('/api/waitlist').send(signupBody('bot@example.com', { affiliateId: 'aff-1' }));
  const action = { action: 'accepted', pageNumber: 1, offerId: 'medicare', offerName: 'medicare', timestamp: 'x' };
  await bot.put(`/api/waitlist/${body.entry.id}/offer-action`).send({ ...action, timestamp: '2026-06-12T18:00:00Z' });
}
