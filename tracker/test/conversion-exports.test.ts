import { createHash } from 'node:crypto';
import {
  arrivalCookieName,
  googleAdsConversionColumns,
  googleAdsConversionNames,
  metaConversionEventNames,
  type MetaServerEvent,
  type Touch,
} from '@seniorguide/contracts';
import { emptyTouch, encodeArrival } from '@seniorguide/funnel';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { botAgent } from './support/app.ts';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { storeFactories } from './support/stores.ts';

// The operator's conversion files for the ad platforms, through the real app on both adapters: Google Ads'
// click-conversion CSV checked against the rules of Google's template, Meta's Conversions API events with
// hashed emails only; operators only, bad input a 400 in the envelope.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const zone = 'America/New_York';
const day = '2026-06-15';
const range = { startDate: day, endDate: day, timezone: zone };
const googlePath = '/api/analytics/conversions/google-ads.csv';
const metaPath = '/api/analytics/conversions/meta.json';

const cookieFor = (touch: Partial<Touch>) =>
  `${arrivalCookieName}=${encodeArrival({ first: { ...emptyTouch(), ...touch }, last: { ...emptyTouch(), ...touch } })}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const accept = (offerId: string, at: number) => ({
  action: 'accepted',
  pageNumber: 1,
  offerId,
  offerName: offerId,
  timestamp: new Date(at).toISOString(),
});

/** Google's template, as its help page states it: a time-zone parameter row, then the header, then one row per conversion. */
function readGoogleCsv(text: string) {
  expect(text.startsWith('\uFEFF'), 'no byte-order mark before the parameter row').toBe(false);
  expect(text.endsWith('\r\n')).toBe(true);
  const [parameters, header, ...rows] = text.slice(0, -2).split('\r\n');
  expect(parameters).toBe(`Parameters:TimeZone=${zone}`);
  expect(header).toBe(googleAdsConversionColumns.join(','));
  return (rows ?? []).map((line) => {
    const cells = line.split(',');
    expect(cells, line).toHaveLength(googleAdsConversionColumns.length);
    const [gclid = '', name = '', time = '', value = '', currency = ''] = cells;
    expect(gclid, 'Google Click ID').toMatch(/^[A-Za-z0-9._~-]+$/);
    expect(Object.values(googleAdsConversionNames)).toContain(name);
    // yyyy-MM-dd HH:mm:ss±HH:mm: the zone is in every time, and it is the parameter row's zone at that moment.
    expect(time, 'Conversion Time').toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const at = DateTime.fromFormat(time, 'yyyy-MM-dd HH:mm:ssZZ').toMillis();
    expect(time.slice(-6), 'the offset of the zone at that moment').toBe(
      DateTime.fromMillis(at, { zone }).toFormat('ZZ'),
    );
    expect(value, 'Conversion Value').toMatch(/^(\d+(\.\d+)?)?$/);
    expect(currency).toBe('USD');
    return { gclid, name, at, value };
  });
}

describe.each(adapters)('conversion files for the ad platforms: $name', { timeout: 30_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
  });
  afterEach(() => harness.cleanup());

  /** A visitor who arrived with these tracking values signs up and accepts the offers, a minute apart. */
  async function visitor(email: string, touch: Partial<Touch>, offers: string[] = [], agent?: string) {
    const browser = harness.browser().set('Cookie', cookieFor(touch));
    if (agent) browser.set('User-Agent', agent);
    const signedUpAt = harness.now();
    const { body } = await browser.post('/api/waitlist').send({ email, affiliateId: null, subId: null }).expect(201);
    const id: number = body.entry.id;
    const acceptedAt: number[] = [];
    for (const offerId of offers) {
      harness.advance(60_000);
      acceptedAt.push(harness.now());
      const answer = await browser.put(`/api/waitlist/${id}/offer-action`).send(accept(offerId, harness.now()));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    harness.advance(60_000);
    return { id, signedUpAt, acceptedAt };
  }

  it('gives Google one row per signup and accepted offer that carries a gclid, in the template and the zone', async () => {
    const ann = await visitor('ann@example.com', { gclid: 'Cj0KCQ-ann_1', fbclid: 'IwAR-ann' }, [
      'medicare',
      'dental-implants',
    ]);
    await visitor('bob@example.com', { fbclid: 'IwAR-bob' }, ['medicare']);
    await visitor('cy@example.com', { utm_source: 'newsletter' }, ['medicare']);
    await visitor('bot@example.com', { gclid: 'Cj0-bot' }, ['medicare'], botAgent);

    const response = await harness.operator().get(googlePath).query(range).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=google-ads-conversions_2026-06-15_to_2026-06-15_America-New_York.csv',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).not.toMatch(/@|example\.com/);
    expect(readGoogleCsv(response.text)).toEqual([
      { gclid: 'Cj0KCQ-ann_1', name: googleAdsConversionNames.signup, at: ann.signedUpAt, value: '' },
      { gclid: 'Cj0KCQ-ann_1', name: googleAdsConversionNames.offerAccepted, at: ann.acceptedAt[0], value: '' },
      { gclid: 'Cj0KCQ-ann_1', name: googleAdsConversionNames.offerAccepted, at: ann.acceptedAt[1], value: '' },
    ]);
  });

  it("gives Meta the events of fbclid visitors with the email as its SHA-256 only, Meta's fbc, and ids stable across downloads", async () => {
    const ann = await visitor('Ann.Smith@Example.com', { gclid: 'Cj0-ann', fbclid: 'IwAR2F4-dbP0l7Mn1_aem_X' }, [
      'food-stamps',
    ]);
    await visitor('gee@example.com', { gclid: 'Cj0-gee' }, ['medicare']);

    const response = await harness.operator().get(metaPath).query(range).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=meta-conversions_2026-06-15_to_2026-06-15_America-New_York.json',
    );
    expect(response.text).not.toMatch(/@|example\.com|food-stamps/i);
    const events: MetaServerEvent[] = response.body.data;
    const userData = { em: [sha256('ann.smith@example.com')], fbc: `fb.1.${ann.signedUpAt}.IwAR2F4-dbP0l7Mn1_aem_X` };
    expect(events).toEqual([
      {
        event_name: metaConversionEventNames.signup,
        event_time: Math.floor(ann.signedUpAt / 1000),
        event_id: `${ann.id}:email_submitted`,
        action_source: 'website',
        user_data: userData,
        custom_data: { currency: 'USD' },
      },
      {
        event_name: metaConversionEventNames.offerAccepted,
        event_time: Math.floor((ann.acceptedAt[0] ?? 0) / 1000),
        event_id: expect.stringMatching(new RegExp(`^${ann.id}:offer_accepted:[A-Za-z0-9_-]{16}$`)),
        action_source: 'website',
        user_data: userData,
        custom_data: { currency: 'USD' },
      },
    ]);
    const again = await harness.operator().get(metaPath).query(range).expect(200);
    expect(again.body).toEqual(response.body);
  });

  it("values each conversion at the payout its affiliate's postback reports for the event, in dollars", async () => {
    harness.setSettings(
      settingsFor('https://network.example/pb?c={clickid}', { payouts: { email_submitted: 1.5, offer_accepted: 12 } }),
    );
    await visitor('ann@example.com', { gclid: 'Cj0-ann', fbclid: 'IwAR-ann' }, ['medicare']);
    const csv = readGoogleCsv((await harness.operator().get(googlePath).query(range).expect(200)).text);
    expect(csv.map((row) => row.value)).toEqual(['1.50', '12.00']);
    const meta = (await harness.operator().get(metaPath).query(range).expect(200)).body.data as MetaServerEvent[];
    expect(meta.map((event) => event.custom_data)).toEqual([
      { currency: 'USD', value: 1.5 },
      { currency: 'USD', value: 12 },
    ]);
  });

  it("covers the range's local days in its zone: an evening in New York is the next day in UTC", async () => {
    harness.advance(DateTime.fromISO('2026-06-15T23:30', { zone }).toMillis() - harness.now());
    const late = await visitor('late@example.com', { gclid: 'Cj0-late' });
    const newYork = readGoogleCsv((await harness.operator().get(googlePath).query(range).expect(200)).text);
    expect(newYork.map((row) => row.at)).toContain(late.signedUpAt);
    const utc = (
      await harness
        .operator()
        .get(googlePath)
        .query({ ...range, timezone: 'UTC' })
        .expect(200)
    ).text;
    expect(utc).not.toContain('Cj0-late');
  });

  it('leaves out of the Meta file what Meta would refuse: events older than 7 days', async () => {
    await visitor('old@example.com', { gclid: 'Cj0-old', fbclid: 'IwAR-old' });
    harness.advance(8 * 24 * 60 * 60 * 1000);
    expect((await harness.operator().get(metaPath).query(range).expect(200)).body).toEqual({ data: [] });
    // Google takes a click's conversions for up to 90 days.
    expect((await harness.operator().get(googlePath).query(range).expect(200)).text).toContain('Cj0-old');
  });

  it('leaves out a conversion held for review until an operator approves it, and a rejected one for good', async () => {
    harness.setReviewThreshold(50);
    /** A script: the visit call, then the signup within half a second, no Accept-Language: held from the first. */
    async function scripted(address: string, gclid: string): Promise<number> {
      const bot = harness.browser(address).set('Cookie', cookieFor({ gclid }));
      await bot.post('/api/track-visit').send({ page: '/', referrer: '' }).expect(200);
      harness.advance(400);
      const { body } = await bot
        .post('/api/waitlist')
        .send({ email: `${gclid}@example.com`, affiliateId: null, subId: null })
        .expect(201);
      harness.advance(60_000);
      return Number(body.entry.id);
    }
    const approved = await scripted('192.0.2.9', 'Cj0-approved');
    const rejected = await scripted('192.0.2.10', 'Cj0-rejected');
    const gclids = async () =>
      readGoogleCsv((await harness.operator().get(googlePath).query(range).expect(200)).text).map((row) => row.gclid);
    expect(await gclids()).toEqual([]);
    const decide = (id: number, decision: string) =>
      harness
        .operator()
        .post('/api/analytics/held-conversions/decide')
        .send({ ids: [`${id}:email_submitted`], decision })
        .expect(200);
    await decide(approved, 'approve');
    await decide(rejected, 'reject');
    expect(await gclids()).toEqual(['Cj0-approved']);
  });

  it('answers only an operator or admin: 401 without a session, 403 for a marketer', async () => {
    for (const path of [googlePath, metaPath]) {
      const anonymous = await harness.browser().get(path).query(range).expect(401);
      expect(anonymous.body.error.code).toBe('unauthorized');
      await harness.browser().set('Cookie', 'payload-token=marketer-token').get(path).query(range).expect(403);
      await harness.browser().set('Cookie', 'payload-token=admin-token').get(path).query(range).expect(200);
    }
  });

  it.each([
    ['no dates', { timezone: zone }],
    ['a date that does not exist', { ...range, startDate: '2026-02-30' }],
    ['an end before the start', { ...range, startDate: '2026-06-16' }],
    ['an unknown time zone', { ...range, timezone: 'Mars/Olympus' }],
    ['a range of more than 3 years', { ...range, startDate: '2020-01-01' }],
  ])('refuses %s with a 400 in the envelope', async (_name, query) => {
    for (const path of [googlePath, metaPath]) {
      const response = await harness.operator().get(path).query(query).expect(400);
      expect(response.body.error.code).toBe('invalid_request');
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});
