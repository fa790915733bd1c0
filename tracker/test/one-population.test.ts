import { arrivalCookieName, reportDimensions } from '@seniorguide/contracts';
import { emptyTouch, encodeArrival } from '@seniorguide/funnel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { botAgent, openTestApp, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// One population per rate: over a scripted mix of visitors (arrivals on the landings and elsewhere, cookies
// and none, repeat signups, reloads, bots, several offers each), no rate in the summary or any dimension report
// passes 100% except accepted offers, which count each offer (their label says "events"), and the summary's
// impressions and emails equal the dimension totals for the same range and affiliate.

const day = '2026-06-15';
const zone = 'America/New_York';

type Visitor = {
  ip: string;
  cookie?: Record<string, string>;
  page: string;
  signs?: boolean;
  offers?: string[];
  completes?: boolean;
  downloads?: boolean;
  bot?: boolean;
  repeatSignup?: boolean;
};

const cookieOf = (values: Record<string, string>) =>
  `${arrivalCookieName}=${encodeArrival({ first: { ...emptyTouch(), ...values }, last: { ...emptyTouch(), ...values } })}`;

const mix: Visitor[] = [
  {
    ip: '203.0.113.1',
    cookie: { affiliateId: 'mix-a', utm_source: 'news', gclid: 'g1' },
    page: '/',
    signs: true,
    offers: ['medicare', 'section-8', 'dental-implants'],
    completes: true,
    downloads: true,
  },
  {
    ip: '203.0.113.2',
    cookie: { affiliateId: 'mix-a', utm_source: 'news', s4: 'top' },
    page: '/offer-landing/dental-savings',
    signs: true,
    offers: ['medicare'],
    completes: true,
  },
  {
    ip: '203.0.113.3',
    cookie: { affiliateId: 'mix-a', utm_source: 'social', fbclid: 'f1' },
    page: '/v2',
    signs: true,
    repeatSignup: true,
  },
  {
    ip: '203.0.113.4',
    cookie: { affiliateId: 'mix-a', referrer_domain: 'search.example' },
    page: '/continue-registration',
  },
  { ip: '203.0.113.5', page: '/v3', signs: true, offers: ['medicare'], downloads: true },
  { ip: '203.0.113.6', cookie: { affiliateId: 'mix-a', utm_source: 'news' }, page: '/', bot: true, signs: true },
  { ip: '203.0.113.7', cookie: { affiliateId: 'mix-a', utm_source: 'news' }, page: '/thank-you' },
];

describe.each(storeFactories)('one population per rate on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await openTestApp(factory);
    t.setNow(`${day}T16:00:00Z`);
    for (const [index, visitor] of mix.entries()) {
      const browser = t.browser(visitor.ip);
      if (visitor.cookie) browser.set('Cookie', cookieOf(visitor.cookie));
      if (visitor.bot) browser.set('User-Agent', botAgent);
      // A visitor without the cookie sends its own values, as an API client would.
      const sent = visitor.cookie ? {} : { affiliateId: 'mix-a', utm_source: 'direct-api' };
      await browser
        .post('/api/track-visit')
        .send({ page: visitor.page, referrer: '', ...sent })
        .expect(200);
      if (!visitor.signs) continue;
      const email = `mix${index}@example.com`;
      const { body } = await browser
        .post('/api/waitlist')
        .send({ email, ...sent })
        .expect(201);
      if (visitor.repeatSignup)
        await browser
          .post('/api/waitlist')
          .send({ email, ...sent })
          .expect(201);
      const id: number = body.entry.id;
      await browser.put(`/api/waitlist/${id}/step/2`).send({}).expect(200);
      for (const [position, offerId] of (visitor.offers ?? []).entries()) {
        for (let times = 0; times < 2; times += 1) {
          await browser
            .put(`/api/waitlist/${id}/offer-action`)
            .send({
              action: 'accepted',
              pageNumber: position + 1,
              offerId,
              offerName: offerId,
              timestamp: `${day}T16:00:00.000Z`,
            })
            .expect(200);
        }
      }
      if (visitor.completes)
        for (let times = 0; times < 2; times += 1) await browser.put(`/api/waitlist/${id}/complete`).expect(200);
      if (visitor.downloads)
        for (let times = 0; times < 2; times += 1) await browser.put(`/api/waitlist/${id}/download`).expect(200);
    }
  });
  afterEach(() => t.cleanup());

  const get = async (path: string, query: Record<string, string>) => {
    const response = await t
      .operator()
      .get(path)
      .query({ startDate: day, endDate: day, timezone: zone, ...query });
    expect(response.status, path).toBe(200);
    return response.body;
  };

  it('keeps every rate of people at or under 100% and the summary equal to every dimension total', async () => {
    const funnel = await get('/api/analytics/funnel', { affiliateId: 'mix-a' });
    expect(funnel.totalImpressions).toBe(6);
    expect(funnel.totalEmails).toBe(4);
    expect(funnel.totalEmails).toBeLessThanOrEqual(funnel.totalImpressions);
    for (const figure of [funnel.flowComplete, funnel.downloadComplete, funnel.personalInfoComplete])
      expect(figure).toBeLessThanOrEqual(funnel.totalEmails);

    for (const dimension of reportDimensions) {
      for (const query of [{ dimension }, { dimension, affiliate: 'mix-a' }] as Record<string, string>[]) {
        const report = await get('/api/analytics/dimensions', query);
        const label = JSON.stringify(query);
        expect(report.total.figures.impressions, label).toBe(funnel.totalImpressions);
        expect(report.total.figures.emails, label).toBe(funnel.totalEmails);
        for (const row of [...report.rows, report.total]) {
          const { rates } = row.figures;
          for (const [name, rate] of Object.entries({ ...rates.perImpression, ...rates.perEmail })) {
            // Accepted offers are events (one per offer taken): the one rate allowed past 100%.
            if (name === 'offersAccepted' || rate === null) continue;
            expect(rate, `${label} ${row.value ?? 'total'} ${name}`).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});
