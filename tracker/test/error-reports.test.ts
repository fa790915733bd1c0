import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { browserAgent, forwardedFor, testEnv } from './support/app.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// POST /api/log-error writes what a browser sent into the tracker's log. Every field is scrubbed of email and
// IP addresses (the privacy notice promises it), and each caller has a byte budget, so nobody can fill the log.

const report = (extra: Record<string, unknown> = {}) => ({
  message: 'TypeError: x is undefined',
  stack: 'at main.js:1:1',
  timestamp: '2026-06-15T16:00:00.000Z',
  url: 'https://site.test/thank-you',
  userAgent: browserAgent,
  ...extra,
});

describe.each(storeFactories)('browser error reports on $name', (factory) => {
  let lines: string[];
  let opened: StoreUnderTest;
  let app: ReturnType<typeof createApp>;
  const from = (ip: string) =>
    supertest(app).post('/api/log-error').set('User-Agent', browserAgent).set(forwardedFor(ip));

  beforeEach(async () => {
    lines = [];
    opened = await factory.open();
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = createApp({
      store: opened.store,
      env: testEnv,
      logger: createLogger({ level: 'info', destination }),
      verifyOperatorSession: async () => null,
    });
  });
  afterEach(() => opened.cleanup());

  it('scrubs email and IP addresses from every field, the user agent too', async () => {
    await from('203.0.113.5')
      .send(
        report({
          message: 'fetch to 10.20.30.40 and [2001:db8:85a3::8a2e:370:7334]:443 failed for rose@example.org',
          stack: 'at call (https://198.51.100.23/app.js:1:2)\nat ::ffff:192.0.2.44 fe80::1%eth0',
          url: 'https://site.test/x?email=ann.lee%40example.com&ip=%5B2001%3Adb8%3A%3A1%5D&v4=192.0.2.9',
          userAgent: 'Mozilla/5.0 Chrome/140.0.0.0 (from jo@example.net at 172.16.5.4, 2001:db8:aa::5)',
        }),
      )
      .expect(200);
    const logged = lines.join('\n');
    expect(logged).toContain('browser error');
    for (const value of [
      'rose@example.org',
      'ann.lee',
      'jo@example.net',
      '10.20.30.40',
      '2001:db8:85a3::8a2e:370:7334',
      '198.51.100.23',
      '192.0.2.44',
      'fe80::1',
      '2001%3Adb8',
      '192.0.2.9',
      '172.16.5.4',
      '2001:db8:aa::5',
    ]) {
      expect(logged, value).not.toContain(value);
    }
    // What is no address stays readable: the browser's version and the code positions.
    expect(logged).toContain('Chrome/140.0.0.0');
    expect(logged).toContain('app.js:1:2');
  });

  it('keeps a per-caller byte budget: full-size reports stop after 32 KB, a typical report is not counted against others', async () => {
    const big = report({
      message: 'm'.repeat(2000),
      stack: 's'.repeat(10_000),
      url: `https://site.test/${'u'.repeat(1900)}`,
    });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await from('2001:db8:77:1200::1').send(big)).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(2)).toEqual([429, 429]);
    // The same /56 from another address is the same caller; its small reports are refused too, and not logged.
    const refused = await from('2001:db8:77:12ff::9').send(report({ message: 'small one' }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('small one');
    // Another caller has its own budget.
    await from('198.51.100.80')
      .send(report({ message: 'another caller' }))
      .expect(200);
    expect(lines.filter((line) => line.includes('browser error'))).toHaveLength(3);
  });

  it('answers a body nested too deep to measure (5,000 arrays, found by the full fuzz) with a 400 in the envelope, not a 500', async () => {
    const answer = await from('203.0.113.9')
      .set('Content-Type', 'application/json')
      .send('['.repeat(5000) + ']'.repeat(5000));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
  });

  it('lets a page report its typical errors (under 1 KB) dozens of times', async () => {
    for (let index = 0; index < 30; index += 1)
      await from('203.0.113.90')
        .send(report({ message: `TypeError number ${index}` }))
        .expect(200);
  });
});
