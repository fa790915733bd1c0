import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// Postbacks carry a person's click ids to an affiliate's network, so they belong to the data-subject requests:
// an erasure cancels the person's queued postbacks and strips the identifiers from the ones already sent; an
// export names every network their data went to. And an affiliate switched off in the CMS pauses its queued
// postbacks instead of failing them: switched on again, they are sent.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const email = 'pat.private@example.com';
const signup = (address: string, extra: Record<string, unknown> = {}) => ({
  email: address,
  affiliateId: 'aff-17',
  subId: 'sub-9',
  s1: 'click-s1-777',
  version: 1,
  ...extra,
});
const offerAction = (offerId: string) => ({
  action: 'accepted',
  pageNumber: 1,
  offerId,
  offerName: `Offer ${offerId}`,
  timestamp: '2026-06-15T16:00:00.000Z',
});
const minute = 60_000;

describe.each(adapters)('postbacks and privacy: $name', { timeout: 30_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;
  const admin = () => harness.browser('198.51.100.2').set('Cookie', 'payload-token=admin-token');

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
    receiver = await startPostbackReceiver();
    harness.setSettings(settingsFor(`${receiver.origin}/pb?e={event}&s1={s1}&sub={subid}`));
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  it('an erasure cancels the person’s queued postbacks and strips the identifiers from the ones already sent', async () => {
    const browser = harness.browser();
    const { body } = await browser.post('/api/waitlist').send(signup(email)).expect(201);
    const id: number = body.entry.id;
    await harness.worker().runOnce();
    expect(receiver.received).toHaveLength(1);
    await browser.put(`/api/waitlist/${id}/offer-action`).send(offerAction('medicare')).expect(200);
    expect((await harness.postbacks.getPostback(`${id}:offer_accepted:medicare`))?.values.s1).toBe('click-s1-777');

    const erased = await admin()
      .post('/api/admin/data-requests/erase')
      .send({ email, suppressMail: false })
      .expect(200);
    expect(erased.body.erased).toMatchObject({ postbacksCancelled: 1, postbacksStripped: 1 });

    // The queued one is never sent, and nothing the store keeps of either names the click any more.
    harness.advance(minute);
    await harness.worker().runOnce();
    expect(receiver.received).toHaveLength(1);
    const queued = await harness.postbacks.getPostback(`${id}:offer_accepted:medicare`);
    const sent = await harness.postbacks.getPostback(`${id}:email_submitted`);
    expect(queued).toMatchObject({ status: 'cancelled', values: {} });
    expect(sent).toMatchObject({ status: 'delivered', values: {} });
    const attempts = await harness.postbacks.listPostbackAttempts({ limit: 50 });
    expect(JSON.stringify(attempts)).not.toContain('click-s1-777');
    expect(attempts[0]?.url).toBe(`${receiver.origin}/`);
    // A cancelled postback cannot be replayed from the health panel.
    await harness
      .operator()
      .post(`/api/analytics/postbacks/${encodeURIComponent(`${id}:offer_accepted:medicare`)}/replay`)
      .expect(409);
  });

  it('an export lists every postback sent for the person: the receiving host, the event and the time', async () => {
    const browser = harness.browser();
    const { body } = await browser.post('/api/waitlist').send(signup(email)).expect(201);
    await harness.worker().runOnce();
    harness.advance(minute);
    await browser.put(`/api/waitlist/${body.entry.id}/offer-action`).send(offerAction('medicare')).expect(200);
    await harness.worker().runOnce();
    // Another person's postback is not theirs.
    await harness.browser('203.0.113.99').post('/api/waitlist').send(signup('someone.else@example.com')).expect(201);
    await harness.worker().runOnce();

    const exported = await admin().get('/api/admin/data-requests/export').query({ email }).expect(200);
    const host = new URL(receiver.origin).host;
    expect(exported.body.postbacks).toEqual([
      {
        recipient: host,
        event: 'email_submitted',
        at: new Date(Date.parse('2026-06-15T16:00:00Z')).toISOString(),
        status: 200,
      },
      {
        recipient: host,
        event: 'offer_accepted',
        at: new Date(Date.parse('2026-06-15T16:00:00Z') + minute).toISOString(),
        status: 200,
      },
    ]);
  });

  it('switching an affiliate off pauses its queued postbacks; switching it on again sends them', async () => {
    const on = settingsFor(`${receiver.origin}/pb?e={event}&s1={s1}`);
    const off = { ...on, affiliates: [{ ...on.defaultPostback!, affiliateId: 'aff-17', enabled: false }] };
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { body } = await harness
        .browser(`203.0.113.${20 + index}`)
        .post('/api/waitlist')
        .send(signup(`paused${index}@example.com`))
        .expect(201);
      ids.push(body.entry.id);
    }
    harness.setSettings(off);
    for (let pass = 0; pass < 4; pass += 1) {
      await harness.worker().runOnce();
      harness.advance(10 * minute);
    }
    expect(receiver.received).toHaveLength(0);
    for (const id of ids)
      expect(await harness.postbacks.getPostback(`${id}:email_submitted`)).toMatchObject({
        status: 'pending',
        attempts: 0,
      });

    harness.setSettings(on);
    harness.advance(10 * minute);
    await harness.worker().runOnce();
    expect(receiver.received).toHaveLength(5);
    for (const id of ids)
      expect(await harness.postbacks.getPostback(`${id}:email_submitted`)).toMatchObject({ status: 'delivered' });
  });

  it('paused postbacks do not hold up an affiliate that is switched on', async () => {
    const on = settingsFor(`${receiver.origin}/pb?e={event}`);
    for (let index = 0; index < 30; index += 1)
      await harness
        .browser(`203.0.113.${index + 1}`)
        .post('/api/waitlist')
        .send(signup(`held${index}@example.com`))
        .expect(201);
    harness.setSettings({ ...on, affiliates: [{ ...on.defaultPostback!, affiliateId: 'aff-17', enabled: false }] });
    await harness
      .browser('198.51.100.50')
      .post('/api/waitlist')
      .send(signup('live@example.com', { affiliateId: 'aff-live' }))
      .expect(201);
    const worker = harness.worker();
    for (let pass = 0; pass < 3; pass += 1) await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
  });
});
