import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressHashOf, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

describe.each(storeFactories)('waitlist calls on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory);
  });
  afterEach(() => t.cleanup());

  const now = '2026-06-15T16:00:00.000Z';

  describe('POST /api/waitlist', () => {
    it('creates entry 1 with the normalised email, tracking fields and default version, and answers 201', async () => {
      const response = await t
        .browser()
        .post('/api/waitlist')
        .send({ email: '  Ann.Lee@Example.COM ', affiliateId: 'aff-9', s2: 'x' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        entry: {
          id: 1,
          email: 'ann.lee@example.com',
          version: 1,
          affiliateId: 'aff-9',
          subId: null,
          s1: null,
          s2: 'x',
          s3: null,
          selectedOffers: '[]',
        },
      });
      expect(response.headers['set-cookie']?.[0]).toMatch(/^sg_entries=.*HttpOnly; SameSite=Lax/);
      const stored = await t.store.getEntry(1);
      expect(stored).toMatchObject({ addressHash: addressHashOf('203.0.113.10'), isBot: false, step: 1 });
      // Neither the raw address nor the user agent is kept: the reports need only isBot.
      expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113\.10|Safari/);
    });

    it('keeps the landing version and campaign parameters of the signup', async () => {
      await t
        .browser()
        .post('/api/waitlist')
        .send(signupBody('v3@example.com', { version: 3, utm_source: 'fb', gclid: 'g1' }));
      expect(await t.store.getEntry(1)).toMatchObject({ version: 3, campaign: { utm_source: 'fb', gclid: 'g1' } });
    });

    it('answers a repeated email from another browser like a new signup (201, a fresh id, its own fields) and stores no second entry', async () => {
      await t.browser().post('/api/waitlist').send(signupBody('ann@example.com'));
      const again = await t
        .browser('192.0.2.99')
        .post('/api/waitlist')
        .send(signupBody('ANN@example.com', { affiliateId: 'other' }));
      expect(again.status).toBe(201);
      expect(again.body.entry).toMatchObject({ id: 2, email: 'ann@example.com', affiliateId: 'other' });
      expect(again.headers['set-cookie']?.[0]).toMatch(/^sg_entries=/);
      expect(await t.store.getEntry(2)).toBeNull();
      expect(await t.store.getEntry(1)).toMatchObject({ email: 'ann@example.com', affiliateId: 'aff-1' });
      // The id is used up: the next new signup gets the one after it.
      expect((await t.browser().post('/api/waitlist').send(signupBody('bob@example.com'))).body.entry.id).toBe(3);
    });

    it('gives concurrent signups distinct sequential ids', async () => {
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          t
            .browser()
            .post('/api/waitlist')
            .send(signupBody(`p${index}@example.com`)),
        ),
      );
      const ids = responses.map((response) => response.body.entry.id).sort((a: number, b: number) => a - b);
      expect(ids).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    });
  });

  describe('GET /api/waitlist/:id', () => {
    it('reads the entry, with the _t cache-buster ignored', async () => {
      const browser = t.browser();
      await browser.post('/api/waitlist').send(signupBody('ann@example.com', { version: 2 }));
      const response = await browser.get('/api/waitlist/1').query({ _t: '1718467200000' });
      expect(response.status).toBe(200);
      expect(response.body.entry).toMatchObject({
        id: 1,
        version: 2,
        affiliateId: 'aff-1',
        subId: 'ONB_aff-1',
        s1: 'one',
        email: 'ann@example.com',
      });
    });

    it('answers 404 for an id nobody has and 400 for an id that is not a whole number', async () => {
      expect((await t.browser().get('/api/waitlist/42')).body.error.code).toBe('not_found');
      const bad = await t.browser().get('/api/waitlist/12abc');
      expect(bad.status).toBe(400);
      expect(bad.body.error.issues[0].path).toBe('params.id');
    });
  });

  describe('the flow after signup', () => {
    it('moves the entry through step 2, offers, completion and thank-you', async () => {
      const browser = t.browser();
      await browser.post('/api/waitlist').send(signupBody('ann@example.com'));
      expect((await browser.put('/api/waitlist/1/step/2')).body).toEqual({ success: true });
      expect((await t.store.getEntry(1))?.step).toBe(2);
      const action = await browser
        .put('/api/waitlist/1/offer-action')
        .send({ action: 'accepted', pageNumber: 2, offerId: 'medicare', offerName: 'Medicare Plans', timestamp: now });
      expect(action.body).toEqual({ success: true });
      const completed = await browser
        .put('/api/waitlist/1/complete-offers')
        .send({ acceptedOffers: ['medicare'], totalOffers: 7, completedAt: now });
      expect(completed.body).toEqual({ success: true });
      expect(
        (
          await browser
            .post('/api/waitlist/1/notify-offer-complete')
            .send({ acceptedOffers: ['medicare'], totalOffers: 7, source: 'sequential', timestamp: now })
        ).body,
      ).toEqual({ success: true });
      expect((await browser.put('/api/waitlist/1/step/complete')).body).toEqual({ success: true });
      expect((await t.store.getEntry(1))?.step).toBe(16);
      // The visitor's address may change on the way (a phone moving to Wi-Fi): the same browser, a new IP.
      expect(
        (await browser.put('/api/waitlist/1/update-client-info').set('X-Forwarded-For', '198.51.100.77').send({})).body,
      ).toEqual({ success: true });
      expect(await t.store.getEntry(1)).toMatchObject({ step: 17, addressHash: addressHashOf('198.51.100.77') });
      expect((await browser.put('/api/waitlist/1/download')).body).toEqual({ success: true });
    });

    it('saves the selected offers from a PUT and from a sendBeacon text/plain POST', async () => {
      const browser = t.browser();
      await browser.post('/api/waitlist').send(signupBody('ann@example.com'));
      await browser.put('/api/waitlist/1/offers').send({ selectedOffers: ['section-8', 'medicare', 'section-8'] });
      expect((await browser.get('/api/waitlist/1')).body.entry.selectedOffers).toBe('["section-8","medicare"]');
      const beacon = await browser
        .post('/api/waitlist/1/offers')
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ selectedOffers: ['food-stamps'] }));
      expect(beacon.status).toBe(200);
      expect((await browser.get('/api/waitlist/1')).body.entry.selectedOffers).toBe('["food-stamps"]');
    });

    it('supports the defined-but-unused calls: any step, complete, and the personal information of the owner', async () => {
      const browser = t.browser();
      await browser.post('/api/waitlist').send(signupBody('ann@example.com'));
      expect((await browser.put('/api/waitlist/1/step/5')).body).toEqual({ success: true });
      expect((await t.store.getEntry(1))?.step).toBe(5);
      expect((await browser.put('/api/waitlist/1/step/18')).status).toBe(400);
      expect((await browser.put('/api/waitlist/1/complete')).body).toEqual({ success: true });
      expect((await t.store.getEntry(1))?.step).toBe(17);
      const saved = await browser.put('/api/waitlist/1').send({ firstName: 'Ann', zipCode: '10001' });
      expect(saved.status).toBe(200);
      expect(await t.store.getEntry(1)).toMatchObject({ firstName: 'Ann', zipCode: '10001', lastName: null });
      const short = await browser.put('/api/waitlist/1').send({ firstName: 'A' });
      expect(short.body.error.issues[0].message).toBe('First name must be at least 2 characters.');
    });

    it('answers 404 to every entry call for an unknown id', async () => {
      const browser = t.browser();
      const calls = [
        browser.put('/api/waitlist/77/step/2'),
        browser.put('/api/waitlist/77/offers').send({ selectedOffers: [] }),
        browser
          .put('/api/waitlist/77/offer-action')
          .send({ action: 'declined', pageNumber: 1, offerId: 'medicare', offerName: 'M', timestamp: now }),
        browser.put('/api/waitlist/77/complete-offers').send({ acceptedOffers: [], totalOffers: 7, completedAt: now }),
        browser.put('/api/waitlist/77/step/complete'),
        browser.put('/api/waitlist/77/update-client-info').send({}),
        browser.put('/api/waitlist/77/download'),
        browser.post('/api/waitlist/77/notify-complete').send({ source: 'thank-you', timestamp: now, forceSend: true }),
      ];
      for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    });
  });

  describe('tracking calls', () => {
    it('records visits, anonymous downloads and error reports with a plain success', async () => {
      const browser = t.browser();
      expect(
        (
          await browser
            .post('/api/track-visit')
            .send({ page: '/v2', referrer: '', affiliateId: 'aff-1', subId: null, s1: null, s2: null, s3: null })
        ).body,
      ).toEqual({ success: true });
      expect(
        (
          await browser
            .post('/api/track-anonymous-download')
            .send({ affiliateId: null, subId: null, s1: null, s2: null, s3: null, waitlistId: null })
        ).body,
      ).toEqual({ success: true });
      const report = {
        message: 'TypeError: x is undefined',
        stack: null,
        timestamp: now,
        url: 'https://site.test/thank-you?email=a%40b.co',
        userAgent: 'UA',
      };
      expect((await browser.post('/api/log-error').send(report)).body).toEqual({ success: true });
    });

    it('answers health and readiness', async () => {
      expect((await t.browser().get('/api/health')).body).toEqual({ status: 'ok' });
      expect((await t.browser().get('/api/ready')).body).toEqual({ status: 'ready' });
    });
  });
});
