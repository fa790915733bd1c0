import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import supertest from 'supertest';
import { addressHashOf, browserAgent, openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// One true client address: the tracker believes exactly the hops it is configured to trust (by default one
// proxy on this machine, the site), so a header the visitor wrote cannot choose the address every per-IP
// limit and the by-ip lookup key on; and the limits hold across every tracker sharing the store.

describe.each(storeFactories)('the client address on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 200 });
  });
  afterEach(() => t.cleanup());

  it('takes the address the proxy wrote, not one a client put in front of it', async () => {
    await t.browser('198.51.100.7, 127.0.0.1').post('/api/waitlist').send(signupBody('ann@example.com'));
    expect((await t.store.getEntry(1))?.addressHash).toBe(addressHashOf('127.0.0.1'));
  });

  it('keeps a client that rotates a forged X-Forwarded-For in one bucket', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const caller = t.browser(`10.9.${index}.1, 192.0.2.77`);
      statuses.push((await caller.post('/api/waitlist').send(signupBody(`r${index}@example.com`))).status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('cannot aim a by-ip lookup at another visitor by writing their address', async () => {
    await t.browser('203.0.113.10').post('/api/waitlist').send(signupBody('ann@example.com'));
    const forged = await t.browser('203.0.113.10, 192.0.2.200').post('/api/waitlist/by-ip').send({});
    expect(forged.body).toEqual({ entry: null });
  });

  it('answers /api/health and /api/ready while a busy caller is over its limit', async () => {
    const busy = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 5 });
    try {
      for (let index = 0; index < 8; index += 1)
        await supertest(busy.app).get('/api/waitlist/by-email?email=a@example.com');
      expect((await supertest(busy.app).get('/api/waitlist/by-email?email=a@example.com')).status).toBe(429);
      expect((await supertest(busy.app).get('/api/health')).status).toBe(200);
      expect((await supertest(busy.app).get('/api/ready')).status).toBe(200);
    } finally {
      await busy.cleanup();
    }
  });

  it('enforces one limit across two trackers that share the store', async () => {
    const second = createApp({
      store: await t.openSecondStore(),
      env: { ...testEnv, TRACKER_RATE_LIMIT_PER_MINUTE: 200 },
      logger: createLogger({ level: 'silent' }),
      verifyOperatorSession: async () => null,
    });
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const app = index % 2 === 0 ? t.app : second;
      const answer = await supertest(app)
        .post('/api/waitlist')
        .set('User-Agent', browserAgent)
        .set('X-Forwarded-For', '192.0.2.31')
        .send(signupBody(`m${index}@example.com`));
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
