import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addressHashOf,
  browserAgent,
  forwardedSecretHeader,
  openTestApp,
  signupBody,
  testEnv,
  type TestApp,
} from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The tracker believes X-Forwarded-For only from its proxy (in the one-command run, the site; in production,
// the edge), which proves itself with the shared secret TRACKER_FORWARDED_SECRET in X-Forwarded-Secret. Any
// other caller, even on this machine's loopback, is keyed on its own socket address, whatever header it wrote.

const secret = testEnv.TRACKER_FORWARDED_SECRET ?? '';

describe.each(storeFactories)('X-Forwarded-For only with the proxy’s secret, on $name', (factory) => {
  let t: TestApp;
  const direct = () => supertest.agent(t.app).set('User-Agent', browserAgent);

  beforeEach(async () => {
    t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 200 });
  });
  afterEach(() => t.cleanup());

  it('ignores a spoofed X-Forwarded-For sent directly to the tracker from loopback', async () => {
    await direct()
      .set('X-Forwarded-For', '198.51.100.66')
      .post('/api/waitlist')
      .send(signupBody('direct@example.com'))
      .expect(201);
    const entry = await t.store.findEntryByEmail('direct@example.com');
    expect(entry?.addressHash).not.toBe(addressHashOf('198.51.100.66'));
    expect([addressHashOf('127.0.0.1'), addressHashOf('::ffff:127.0.0.1')]).toContain(entry?.addressHash);
  });

  it('ignores it with a wrong secret, and keeps a caller rotating spoofed addresses in one bucket', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const answer = await direct()
        .set('X-Forwarded-For', `192.0.2.${index + 1}`)
        .set(forwardedSecretHeader, `${secret.slice(0, -1)}x`)
        .post('/api/waitlist')
        .send(signupBody(`spoof${index}@example.com`));
      statuses.push(answer.status);
    }
    // Signups are a twentieth of 200 a minute: 10 from the one real caller, then 429.
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('honours the address the proxy sends with the secret', async () => {
    await direct()
      .set('X-Forwarded-For', '198.51.100.67')
      .set(forwardedSecretHeader, secret)
      .post('/api/waitlist')
      .send(signupBody('proxied@example.com'))
      .expect(201);
    expect((await t.store.findEntryByEmail('proxied@example.com'))?.addressHash).toBe(addressHashOf('198.51.100.67'));
  });

  it('ignores every X-Forwarded-For when no secret is configured but the trust setting asks for one proxy', async () => {
    const open = await openTestApp(factory, { TRACKER_FORWARDED_SECRET: undefined });
    try {
      await supertest(open.app)
        .post('/api/waitlist')
        .set('User-Agent', browserAgent)
        .set('X-Forwarded-For', '198.51.100.68')
        .send(signupBody('nosecret@example.com'))
        .expect(201);
      expect((await open.store.findEntryByEmail('nosecret@example.com'))?.addressHash).not.toBe(
        addressHashOf('198.51.100.68'),
      );
    } finally {
      await open.cleanup();
    }
  });

  it('still believes a hop count without a secret (containers behind an edge that replaces the header)', async () => {
    const hops = await openTestApp(factory, { TRACKER_FORWARDED_SECRET: undefined, TRACKER_TRUST_PROXY: 1 });
    try {
      await supertest(hops.app)
        .post('/api/waitlist')
        .set('User-Agent', browserAgent)
        .set('X-Forwarded-For', '198.51.100.69')
        .send(signupBody('hops@example.com'))
        .expect(201);
      expect((await hops.store.findEntryByEmail('hops@example.com'))?.addressHash).toBe(addressHashOf('198.51.100.69'));
    } finally {
      await hops.cleanup();
    }
  });
});
