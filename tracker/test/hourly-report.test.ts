import { getHourlyAnalyticsResponseSchema } from '@seniorguide/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Today by the hour through createApp, on both adapters: a scripted set of visits and signups lands in the
// local hours it happened in, read from the same counters as the daily figures, on an ordinary day and on the
// day the clocks go back (25 hours, two of them 01:00); ranges longer than two days are refused.

const zone = 'America/New_York';

describe.each(storeFactories)('hourly figures: $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let visitor = 0;
  beforeEach(async () => {
    t = await openTestApp(factory);
  });
  afterEach(() => t.cleanup());

  const visitAt = async (instant: string, signsUp = false) => {
    visitor += 1;
    t.setNow(instant);
    const browser = t.browser(`198.18.7.${visitor}`);
    await browser
      .post('/api/track-visit')
      .send({ page: '/', referrer: '', affiliateId: 'aff-1', subId: null, s1: null, s2: null, s3: null })
      .expect(200);
    if (signsUp)
      await browser
        .post('/api/waitlist')
        .send(signupBody(`h${visitor}@example.com`))
        .expect(201);
  };
  const hourly = async (query: Record<string, string>) =>
    getHourlyAnalyticsResponseSchema.parse(
      (
        await t
          .operator()
          .get('/api/analytics/hourly')
          .query({ timezone: zone, ...query })
          .expect(200)
      ).body,
    );

  it('counts each visit and signup in the local hour it happened, every hour of the day listed', async () => {
    await visitAt('2026-06-15T13:10:00Z');
    await visitAt('2026-06-15T13:50:00Z');
    await visitAt('2026-06-15T18:05:00Z', true);
    await visitAt('2026-06-16T03:59:00Z');
    const { hours } = await hourly({ startDate: '2026-06-15', endDate: '2026-06-15' });
    expect(hours).toHaveLength(24);
    expect(hours[0]).toMatchObject({
      start: '2026-06-15T04:00:00.000Z',
      date: '2026-06-15',
      hour: '00:00',
      zone: 'EDT',
    });
    const busy = hours.filter((row) => row.page_visits + row.total_emails > 0);
    expect(busy.map((row) => [row.hour, row.page_visits, row.total_emails])).toEqual([
      ['09:00', 2, 0],
      ['14:00', 1, 1],
      ['23:00', 1, 0],
    ]);
    const twoDays = await hourly({ startDate: '2026-06-15', endDate: '2026-06-16' });
    expect(twoDays.hours).toHaveLength(48);
    expect(twoDays.hours.reduce((sum, row) => sum + row.page_visits, 0)).toBe(4);
  });

  it('lists 25 hours on the day the clocks go back, the two 01:00 hours apart', async () => {
    await visitAt('2026-11-01T05:30:00Z');
    await visitAt('2026-11-01T06:30:00Z');
    await visitAt('2026-11-01T06:40:00Z');
    const { hours } = await hourly({ startDate: '2026-11-01', endDate: '2026-11-01' });
    expect(hours).toHaveLength(25);
    expect(hours.filter((row) => row.hour === '01:00').map((row) => [row.zone, row.page_visits])).toEqual([
      ['EDT', 1],
      ['EST', 2],
    ]);
  });

  it('refuses a range of three days in the error envelope, and anyone but an operator', async () => {
    const { body } = await t
      .operator()
      .get('/api/analytics/hourly')
      .query({ startDate: '2026-06-15', endDate: '2026-06-17', timezone: zone })
      .expect(400);
    expect(body.error.issues[0].message).toContain('at most 2 days');
    await t
      .browser()
      .get('/api/analytics/hourly')
      .query({ startDate: '2026-06-15', endDate: '2026-06-15', timezone: zone })
      .expect(401);
  });
});
