import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byIpWindowMs } from '../src/privacy/address-hash.ts';
import { addressHashOf, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

describe.each(storeFactories)('privacy of entries on $name', (factory) => {
  let t: TestApp;
  /** The browser that signed ann@ up (entry 1). */
  let ann: ReturnType<TestApp['browser']>;
  beforeEach(async () => {
    t = await openTestApp(factory);
    ann = t.browser('203.0.113.10');
    await ann.post('/api/waitlist').send(signupBody('ann@example.com', { version: 2 }));
  });
  afterEach(() => t.cleanup());

  const publicFields = {
    id: 1,
    version: 2,
    affiliateId: 'aff-1',
    subId: 'ONB_aff-1',
    s1: 'one',
    s2: null,
    s3: null,
    selectedOffers: '[]',
  };

  it('answers a stranger who guesses the id as it answers an unknown id, showing nothing of the entry', async () => {
    const response = await t.browser('192.0.2.50').get('/api/waitlist/1');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect(JSON.stringify(response.body)).not.toContain('ann@');
    expect(JSON.stringify(response.body)).not.toContain('aff-1');
  });

  it('shows the browser that signed up its own email', async () => {
    const browser = t.browser('192.0.2.51');
    await browser.post('/api/waitlist').send(signupBody('bea@example.com'));
    expect((await browser.get('/api/waitlist/2')).body.entry.email).toBe('bea@example.com');
    expect((await browser.get('/api/waitlist/1')).status).toBe(404);
  });

  it('ignores an ownership cookie whose signature was forged or copied to claim another id', async () => {
    const owner = t.browser('192.0.2.52');
    const signup = await owner.post('/api/waitlist').send(signupBody('cat@example.com'));
    const cookie = String(signup.headers['set-cookie']?.[0]).split(';')[0] ?? '';
    const forged = cookie.replace('sg_entries=2.', 'sg_entries=1.');
    const response = await t.browser('192.0.2.53').get('/api/waitlist/1').set('Cookie', forged);
    expect(response.status).toBe(404);
    const unsigned = await t.browser('192.0.2.53').get('/api/waitlist/1').set('Cookie', 'sg_entries=1');
    expect(unsigned.status).toBe(404);
  });

  it('does not let a second signup with a known email take ownership of the entry', async () => {
    const intruder = t.browser('192.0.2.54');
    const again = await intruder.post('/api/waitlist').send(signupBody('ann@example.com'));
    expect(again.body.entry.id).not.toBe(1);
    expect((await intruder.get('/api/waitlist/1')).status).toBe(404);
    expect((await intruder.put('/api/waitlist/1/offers').send({ selectedOffers: ['medicare'] })).status).toBe(404);
  });

  it('finds the owner its entry by email, and a stranger nothing', async () => {
    const response = await ann.get('/api/waitlist/by-email').query({ email: 'ANN@example.com' });
    expect(response.body).toEqual({ entry: { ...publicFields, email: 'ann@example.com' }, matchedBy: 'email' });
    expect(
      (await t.browser('192.0.2.55').get('/api/waitlist/by-email').query({ email: 'ANN@example.com' })).body,
    ).toEqual({ entry: null });
  });

  it('falls back to the caller IP for the owner only', async () => {
    const response = await ann.get('/api/waitlist/by-email').query({ email: 'nobody@example.com', ipFallback: 'true' });
    expect(response.body).toEqual({ entry: { ...publicFields, email: 'ann@example.com' }, matchedBy: 'ip' });
    const noFallback = await ann.get('/api/waitlist/by-email').query({ email: 'nobody@example.com' });
    expect(noFallback.body).toEqual({ entry: null });
    const sameNetwork = t.browser('203.0.113.10');
    expect(
      (await sameNetwork.get('/api/waitlist/by-email').query({ email: 'nobody@example.com', ipFallback: 'true' })).body,
    ).toEqual({ entry: null });
  });

  it('answers by-ip with the owner’s most recent entry from its IP within the window, and nothing after it', async () => {
    const response = await ann.post('/api/waitlist/by-ip').send({});
    expect(response.body).toEqual({ entry: { ...publicFields, email: 'ann@example.com' }, matchedBy: 'ip' });
    expect((await t.browser('192.0.2.200').post('/api/waitlist/by-ip').send({})).body).toEqual({ entry: null });
    t.setNow(Date.parse('2026-06-15T16:00:00Z') + byIpWindowMs + 1);
    expect((await ann.post('/api/waitlist/by-ip').send({})).body).toEqual({ entry: null });
  });

  it('shows the owner its email in a by-ip answer', async () => {
    const owner = t.browser('192.0.2.60');
    await owner.post('/api/waitlist').send(signupBody('dee@example.com'));
    expect((await owner.post('/api/waitlist/by-ip').send({})).body.entry.email).toBe('dee@example.com');
  });

  it('honours X-Forwarded-For only from a trusted proxy', async () => {
    const direct = await openTestApp(factory, { TRACKER_TRUST_PROXY: false });
    try {
      await direct.browser('203.0.113.99').post('/api/waitlist').send(signupBody('eve@example.com'));
      expect((await direct.store.getEntry(1))?.addressHash).not.toBe(addressHashOf('203.0.113.99'));
    } finally {
      await direct.cleanup();
    }
  });

  it('lets only the owner write personal information', async () => {
    const stranger = await t.browser('192.0.2.61').put('/api/waitlist/1').send({ firstName: 'Mallory' });
    expect(stranger.status).toBe(404);
    expect((await t.store.getEntry(1))?.firstName).toBeNull();
  });
});
