import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// No oracle: the lookups and the signup must not tell a stranger whether an address is registered.

/** What a script could compare: the status, the Set-Cookie names and the shape of the body. */
function observable(response: { status: number; headers: Record<string, unknown>; body: unknown }) {
  const cookies = ([response.headers['set-cookie']].flat().filter(Boolean) as string[]).map(
    (cookie) => cookie.split('=')[0],
  );
  return { status: response.status, cookies, shape: shapeOf(response.body) };
}

function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? null : typeof value;
}

describe.each(storeFactories)('lookups reveal nothing a stranger did not bring on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory);
    await t
      .browser('203.0.113.10')
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { s1: 'secret-campaign' }))
      .expect(201);
  });
  afterEach(() => t.cleanup());

  it('answers a stranger by-email the same for a registered and an unregistered address, echoing nothing', async () => {
    const stranger = t.browser('192.0.2.70');
    for (const ipFallback of ['true', 'false']) {
      const registered = await stranger.get('/api/waitlist/by-email').query({ email: 'ann@example.com', ipFallback });
      const unregistered = await stranger.get('/api/waitlist/by-email').query({ email: 'zed@example.com', ipFallback });
      expect(registered.status).toBe(200);
      expect(registered.body).toEqual(unregistered.body);
      expect(registered.body).toEqual({ entry: null });
    }
  });

  it('answers a stranger on the owner’s own network by-ip and by-email with nothing', async () => {
    const sameNetwork = t.browser('203.0.113.10');
    expect((await sameNetwork.post('/api/waitlist/by-ip').send({})).body).toEqual({ entry: null });
    expect(
      (await sameNetwork.get('/api/waitlist/by-email').query({ email: 'zed@example.com', ipFallback: 'true' })).body,
    ).toEqual({ entry: null });
  });

  it('answers a repeated signup from a stranger like a new one: same status, same cookie, same shape, no stored field', async () => {
    const fresh = await t.browser('192.0.2.71').post('/api/waitlist').send(signupBody('new@example.com'));
    const repeated = await t.browser('192.0.2.72').post('/api/waitlist').send(signupBody('ANN@example.com'));
    expect(observable(repeated)).toEqual(observable(fresh));
    expect(repeated.body.entry.s1).toBe('one');
    expect(JSON.stringify(repeated.body)).not.toContain('secret-campaign');
    // The id is fresh too: it cannot be told from a new entry's id by its size.
    expect(repeated.body.entry.id).toBeGreaterThan(fresh.body.entry.id);
  });

  it('still finds the entry for its owner by email, by IP and by id', async () => {
    const owner = t.browser('203.0.113.30');
    const { body } = await owner.post('/api/waitlist').send(signupBody('bea@example.com')).expect(201);
    const byEmail = await owner.get('/api/waitlist/by-email').query({ email: 'BEA@example.com' });
    expect(byEmail.body).toMatchObject({ entry: { id: body.entry.id, email: 'bea@example.com' }, matchedBy: 'email' });
    const fallback = await owner
      .get('/api/waitlist/by-email')
      .query({ email: 'other@example.com', ipFallback: 'true' });
    expect(fallback.body).toMatchObject({ entry: { id: body.entry.id }, matchedBy: 'ip' });
    expect((await owner.post('/api/waitlist/by-ip').send({})).body).toMatchObject({
      entry: { id: body.entry.id },
      matchedBy: 'ip',
    });
  });

  it('answers the owner signing up again with its own entry', async () => {
    const owner = t.browser('203.0.113.31');
    const first = await owner.post('/api/waitlist').send(signupBody('cy@example.com')).expect(201);
    const again = await owner.post('/api/waitlist').send(signupBody('cy@example.com')).expect(201);
    expect(again.body.entry.id).toBe(first.body.entry.id);
  });
});
