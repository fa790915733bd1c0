import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signEntryLinkToken } from '../src/http/entry-link-token.ts';
import { deliveryJobId } from '../src/outbox/outbox-service.ts';
import { addressHashOf, openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Only the owner's browser: every call that changes or reveals an entry needs the owner's signed cookie (or the
// signed, expiring token of the product's own email link); a stranger gets exactly what an unknown id gets.

const now = '2026-06-15T16:00:00.000Z';

type Call = {
  name: string;
  send: (agent: ReturnType<TestApp['browser']>, id: number) => Promise<{ status: number; body: unknown }>;
};

const entryCalls: Call[] = [
  { name: 'GET /:id', send: (agent, id) => agent.get(`/api/waitlist/${id}`) },
  {
    name: 'PUT /:id/offers',
    send: (agent, id) => agent.put(`/api/waitlist/${id}/offers`).send({ selectedOffers: ['medicare'] }),
  },
  {
    name: 'POST /:id/offers (beacon)',
    send: (agent, id) =>
      agent
        .post(`/api/waitlist/${id}/offers`)
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ selectedOffers: ['medicare'] })),
  },
  {
    name: 'PUT /:id/offer-action',
    send: (agent, id) =>
      agent
        .put(`/api/waitlist/${id}/offer-action`)
        .send({ action: 'accepted', pageNumber: 1, offerId: 'medicare', offerName: 'M', timestamp: now }),
  },
  { name: 'PUT /:id/step/2', send: (agent, id) => agent.put(`/api/waitlist/${id}/step/2`) },
  { name: 'PUT /:id/step/5', send: (agent, id) => agent.put(`/api/waitlist/${id}/step/5`) },
  { name: 'PUT /:id/step/complete', send: (agent, id) => agent.put(`/api/waitlist/${id}/step/complete`) },
  { name: 'PUT /:id/complete', send: (agent, id) => agent.put(`/api/waitlist/${id}/complete`) },
  {
    name: 'PUT /:id/complete-offers',
    send: (agent, id) =>
      agent
        .put(`/api/waitlist/${id}/complete-offers`)
        .send({ acceptedOffers: ['medicare'], totalOffers: 7, completedAt: now }),
  },
  {
    name: 'POST /:id/notify-offer-complete',
    send: (agent, id) =>
      agent
        .post(`/api/waitlist/${id}/notify-offer-complete`)
        .send({ acceptedOffers: ['medicare'], totalOffers: 7, source: 'x', timestamp: now }),
  },
  {
    name: 'PUT /:id/update-client-info',
    send: (agent, id) => agent.put(`/api/waitlist/${id}/update-client-info`).send({}),
  },
  { name: 'PUT /:id/download', send: (agent, id) => agent.put(`/api/waitlist/${id}/download`) },
  {
    name: 'POST /:id/notify-complete',
    send: (agent, id) =>
      agent.post(`/api/waitlist/${id}/notify-complete`).send({ source: 'thank-you', timestamp: now, forceSend: true }),
  },
  { name: 'PUT /:id', send: (agent, id) => agent.put(`/api/waitlist/${id}`).send({ firstName: 'Eve' }) },
];

/** The error message names the id; with it set aside, a stranger's answer must equal an unknown id's. */
const withoutId = (body: unknown, id: number) => JSON.parse(JSON.stringify(body).replaceAll(String(id), '<id>'));

describe.each(storeFactories)('entries change only by their owner on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory);
    await t.browser('203.0.113.10').post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
  });
  afterEach(() => t.cleanup());

  it.each(entryCalls)(
    'answers a stranger on $name exactly as it answers an unknown id, and changes nothing',
    async ({ send }) => {
      const before = await t.store.getEntry(1);
      const stranger = t.browser('192.0.2.66');
      const known = await send(stranger, 1);
      const unknown = await send(stranger, 4242);
      expect(known.status).toBe(404);
      expect(known.status).toBe(unknown.status);
      expect(withoutId(known.body, 1)).toEqual(withoutId(unknown.body, 4242));
      expect(await t.store.getEntry(1)).toEqual(before);
      expect(await t.store.getJobStatus(deliveryJobId({ entryId: 1 }))).toBeNull();
    },
  );

  it('lets the browser that signed up make every call of its flow', async () => {
    const owner = t.browser('203.0.113.20');
    const { body } = await owner.post('/api/waitlist').send(signupBody('bea@example.com')).expect(201);
    for (const { name, send } of entryCalls) {
      const response = await send(owner, body.entry.id);
      expect(response.status, name).toBe(200);
    }
    expect(await t.store.getEntry(body.entry.id)).toMatchObject({
      step: 17,
      firstName: 'Eve',
      addressHash: addressHashOf('203.0.113.20'),
    });
  });

  it('does not let a stranger move an entry to their address so that by-ip returns it to them', async () => {
    const stranger = t.browser('192.0.2.67');
    await stranger.put('/api/waitlist/1/update-client-info').send({});
    expect((await stranger.post('/api/waitlist/by-ip').send({})).body).toEqual({ entry: null });
  });

  it('makes the owner of an email link the owner of its entry, until the link expires', async () => {
    const token = signEntryLinkToken({
      entryId: 1,
      expiresAt: Date.parse(now) + 60_000,
      secret: testEnv.TRACKER_SECRET,
    });
    const phone = t.browser('198.51.100.30');
    const opened = await phone.get('/api/waitlist/1/open').query({ token });
    expect(opened.status).toBe(303);
    // The address stays out of every URL (browser history, proxy logs): the page reads it through the owner-only call.
    expect(opened.headers.location).toBe('/ebook-download?id=1');
    expect((await phone.put('/api/waitlist/1/download')).status).toBe(200);
    expect((await phone.get('/api/waitlist/1')).body.entry.email).toBe('ann@example.com');

    t.setNow(Date.parse(now) + 60_001);
    const late = t.browser('198.51.100.31');
    const expired = await late.get('/api/waitlist/1/open').query({ token });
    expect(expired.status).toBe(303);
    expect(expired.headers.location).toBe('/ebook-download');
    expect((await late.put('/api/waitlist/1/download')).status).toBe(404);
  });

  it('does not accept a link token signed for another entry or with another secret', async () => {
    const other = signEntryLinkToken({
      entryId: 2,
      expiresAt: Date.parse(now) + 60_000,
      secret: testEnv.TRACKER_SECRET,
    });
    const forged = signEntryLinkToken({
      entryId: 1,
      expiresAt: Date.parse(now) + 60_000,
      secret: 'another-secret-that-is-long-enough-0000',
    });
    for (const token of [other, forged, 'not-a-token']) {
      const browser = t.browser('198.51.100.32');
      const opened = await browser.get('/api/waitlist/1/open').query({ token });
      expect(opened.headers.location).toBe('/ebook-download');
      expect((await browser.get('/api/waitlist/1')).status).toBe(404);
    }
  });
});
