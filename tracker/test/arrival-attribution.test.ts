import { arrivalCookieName, reportDimensions } from '@seniorguide/contracts';
import { emptyTouch, encodeArrival } from '@seniorguide/funnel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// The site's server records a visit's tracking values on its first page (the arrival cookie). Every call of
// that browser is then credited to that first touch, whatever its body carries: the visit, the signup and
// each later stage land in the same report rows, and postbacks carry every captured value.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const firstTouch = {
  ...emptyTouch(),
  affiliateId: 'aff-cookie',
  subId: 'sub-c',
  s1: 'one',
  s2: 'two',
  s3: 'three',
  s4: 'four',
  s5: 'five',
  utm_source: 'senior-news',
  utm_medium: 'cpc',
  utm_campaign: 'spring',
  utm_content: 'hero',
  utm_term: 'discounts',
  gclid: 'G-1',
  msclkid: 'M-1',
  ttclid: 'T-1',
  clickid: 'NET-1',
  referrer_domain: 'news.example.org',
};
const lastTouch = { ...emptyTouch(), affiliateId: 'aff-later', utm_source: 'retarget' };
const cookie = `${arrivalCookieName}=${encodeArrival({ first: firstTouch, last: lastTouch })}`;

const day = '2026-06-15';
const zone = 'America/New_York';

describe.each(adapters)('attribution from the arrival cookie: $name', { timeout: 30_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
    receiver = await startPostbackReceiver();
    const macros = [
      'subid',
      's1',
      's2',
      's3',
      's4',
      's5',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
      'gclid',
      'msclkid',
      'ttclid',
      'referrer_domain',
      'clickid',
    ];
    harness.setSettings(settingsFor(`${receiver.origin}/pb?${macros.map((name) => `${name}={${name}}`).join('&')}`));
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  /** A browser whose page script sent none of the values: only the cookie carries them. */
  const visitor = () => harness.browser().set('Cookie', cookie);

  it('credits the visit, the signup and the later stages to the first touch, whatever the body says', async () => {
    const browser = visitor();
    await browser.post('/api/track-visit').send({ page: '/', referrer: '', affiliateId: 'body-aff' }).expect(200);
    const { body } = await browser
      .post('/api/waitlist')
      .send({ email: 'cookie@example.com', affiliateId: 'body-aff', subId: null })
      .expect(201);
    const id: number = body.entry.id;
    expect(body.entry).toMatchObject({ affiliateId: 'aff-cookie', subId: 'sub-c', s1: 'one', s2: 'two', s3: 'three' });
    await browser.put(`/api/waitlist/${id}/step/2`).send({}).expect(200);
    await browser
      .put(`/api/waitlist/${id}/offer-action`)
      .send({
        action: 'accepted',
        pageNumber: 1,
        offerId: 'medicare',
        offerName: 'Medicare',
        timestamp: new Date(harness.now()).toISOString(),
      })
      .expect(200);
    await browser.put(`/api/waitlist/${id}/complete`).expect(200);

    const expected: Record<string, string> = {
      affiliate: 'aff-cookie',
      sub_id: 'sub-c',
      s1: 'one',
      s2: 'two',
      s3: 'three',
      s4: 'four',
      s5: 'five',
      utm_source: 'senior-news',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'discounts',
      click_source: 'google',
      referrer_domain: 'news.example.org',
      landing_version: '1',
    };
    for (const dimension of reportDimensions.filter((name) => name !== 'device')) {
      const response = await harness
        .operator()
        .get('/api/analytics/dimensions')
        .query({ startDate: day, endDate: day, timezone: zone, dimension });
      expect(response.status, dimension).toBe(200);
      const rows = (response.body.rows as { value: string; figures: Record<string, number> }[]).map((row) => [
        row.value,
        row.figures.impressions,
        row.figures.emails,
        row.figures.offersAccepted,
        row.figures.reachedThankYou,
      ]);
      expect(rows, dimension).toEqual([[expected[dimension], 1, 1, 1, 1]]);
    }
  });

  it('keeps the last touch beside the first on the entry, and fills every postback macro from the first', async () => {
    const { body } = await visitor().post('/api/waitlist').send({ email: 'macros@example.com' }).expect(201);
    const entry = await harness.store.getEntry(body.entry.id);
    expect(entry?.campaign.last_touch).toEqual({ affiliateId: 'aff-later', utm_source: 'retarget' });
    await harness.worker().runOnce();
    expect(receiver.received).toHaveLength(1);
    expect(Object.fromEntries(new URL(receiver.received[0]?.url ?? '').searchParams)).toEqual({
      subid: 'sub-c',
      s1: 'one',
      s2: 'two',
      s3: 'three',
      s4: 'four',
      s5: 'five',
      utm_source: 'senior-news',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'discounts',
      gclid: 'G-1',
      msclkid: 'M-1',
      ttclid: 'T-1',
      referrer_domain: 'news.example.org',
      // The network's own click id comes first for {clickid}: it is what the network's postback matches.
      clickid: 'NET-1',
    });
  });

  it('credits a call without the cookie to the values it sent, and ignores a cookie that does not parse', async () => {
    const { body } = await harness
      .browser()
      .set('Cookie', `${arrivalCookieName}=%7Bnot-json`)
      .post('/api/waitlist')
      .send({ email: 'plain@example.com', affiliateId: 'sent-aff', utm_source: 'sent-src' })
      .expect(201);
    const entry = await harness.store.getEntry(body.entry.id);
    expect(entry).toMatchObject({ affiliateId: 'sent-aff', campaign: { utm_source: 'sent-src' } });
  });
});
