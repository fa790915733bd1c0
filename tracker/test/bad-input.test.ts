import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { browserAgent, openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Bad input gets a 4xx in the shared envelope that says what is wrong; a 5xx here would be a defect.

const ts = '2026-06-15T16:00:00.000Z';

const badRequests: [string, 'get' | 'post' | 'put', string, object | undefined, number][] = [
  ['signup without an email', 'post', '/api/waitlist', { affiliateId: 'x' }, 400],
  ['signup with a malformed email', 'post', '/api/waitlist', { email: 'ann@' }, 400],
  ['signup with version 4', 'post', '/api/waitlist', signupBody('a@example.com', { version: 4 }), 400],
  [
    'signup with a 300-character affiliate',
    'post',
    '/api/waitlist',
    signupBody('a@example.com', { affiliateId: 'a'.repeat(300) }),
    400,
  ],
  [
    'signup with a control character in s1',
    'post',
    '/api/waitlist',
    signupBody('a@example.com', { s1: 'a\u0000b' }),
    400,
  ],
  ['signup as a JSON array', 'post', '/api/waitlist', [1, 2], 400],
  ['an entry id with letters', 'put', '/api/waitlist/1x/step/2', {}, 400],
  ['an entry id of zero', 'get', '/api/waitlist/0', undefined, 400],
  ['an entry id past the safe integers', 'get', '/api/waitlist/99999999999999999999', undefined, 400],
  ['offers that are not a list', 'put', '/api/waitlist/1/offers', { selectedOffers: 'medicare' }, 400],
  ['an offer id with a slash', 'put', '/api/waitlist/1/offers', { selectedOffers: ['a/b'] }, 400],
  [
    'an offer action that is neither accepted nor declined',
    'put',
    '/api/waitlist/1/offer-action',
    { action: 'maybe', pageNumber: 1, offerId: 'm', offerName: 'M', timestamp: ts },
    400,
  ],
  [
    'an offer action without a timestamp',
    'put',
    '/api/waitlist/1/offer-action',
    { action: 'accepted', pageNumber: 1, offerId: 'm', offerName: 'M' },
    400,
  ],
  [
    'more accepted offers than offers',
    'put',
    '/api/waitlist/1/complete-offers',
    { acceptedOffers: ['a', 'b'], totalOffers: 1, completedAt: ts },
    400,
  ],
  ['notify-complete without a source', 'post', '/api/waitlist/1/notify-complete', { timestamp: ts }, 400],
  ['an emergency call without an email', 'post', '/api/emergency-webhook', { source: 's', timestamp: ts }, 400],
  ['a visit without a page', 'post', '/api/track-visit', { referrer: '' }, 400],
  ['an anonymous download that names an entry', 'post', '/api/track-anonymous-download', { waitlistId: 3 }, 400],
  [
    'an error report without a message',
    'post',
    '/api/log-error',
    { message: '', timestamp: ts, url: 'u', userAgent: 'ua' },
    400,
  ],
  ['a by-email lookup without an email', 'get', '/api/waitlist/by-email', undefined, 400],
  [
    'a by-email lookup with ipFallback=maybe',
    'get',
    '/api/waitlist/by-email?email=a@example.com&ipFallback=maybe',
    undefined,
    400,
  ],
  ['a login without a password', 'post', '/api/auth/login', { email: 'a@example.com' }, 400],
  ['an unsubscribe without a token', 'get', '/api/unsubscribe', undefined, 400],
  ['an unknown call', 'get', '/api/nothing-here', undefined, 404],
  ['a known call with the wrong method', 'post', '/api/health', {}, 405],
];

describe.each(storeFactories)('bad input on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory);
    await t.browser().post('/api/waitlist').send(signupBody('ann@example.com'));
  });
  afterEach(() => t.cleanup());

  it.each(badRequests.map(([name, method, path, body, status]) => ({ name, method, path, body, status })))(
    'answers $name with $status in the error envelope',
    async ({ method, path, body, status }) => {
      const request = t.browser()[method](path);
      const response = body === undefined ? await request : await request.send(body);
      expect(response.status).toBe(status);
      expect(response.body.error.code).toMatch(/^[a-z_]+$/);
      expect(typeof response.body.error.message).toBe('string');
    },
  );

  it('names each offending field', async () => {
    const response = await t.browser().post('/api/waitlist').send({ email: 'x', version: 0 });
    expect(response.body.error.issues).toEqual([
      { path: 'body.email', message: 'Please enter a valid email address.' },
      { path: 'body.version', message: 'The landing version is 1, 2 or 3.' },
    ]);
  });

  it('answers broken JSON with 400, also from a beacon', async () => {
    const json = await t.browser().post('/api/waitlist').set('Content-Type', 'application/json').send('{"email":');
    expect(json.status).toBe(400);
    expect(json.body.error.message).toBe('The request body is not valid JSON.');
    const beacon = await t
      .browser()
      .post('/api/waitlist/1/offers')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send('{"selectedOffers":');
    expect(beacon.status).toBe(400);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t
      .browser()
      .post('/api/log-error')
      .send({ message: 'x'.repeat(20_000), timestamp: ts, url: 'u', userAgent: 'ua' });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('sets security headers and no framework banner', async () => {
    const response = await t.browser().get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('a failing store', () => {
  it('gives a stack-less 500 that says nothing of the cause, and a 503 readiness', async () => {
    const [factory] = storeFactories;
    if (!factory) throw new Error('no store');
    const opened = await factory.open();
    const failing = new Proxy(opened.store, {
      get: (target, property) =>
        property === 'kind'
          ? target.kind
          : async () => {
              throw new Error('SQLITE_IOERR: disk I/O error at /var/secret/tracker.db');
            },
    });
    const app = createApp({
      store: failing,
      env: testEnv,
      logger: createLogger({ level: 'silent' }),
      verifyOperatorSession: async () => null,
    });
    try {
      const response = await supertest(app)
        .post('/api/track-visit')
        .set('User-Agent', browserAgent)
        .send({ page: '/' });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(response.text).not.toContain('SQLITE');
      const ready = await supertest(app).get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error.code).toBe('service_unavailable');
    } finally {
      await opened.cleanup();
    }
  });
});

describe('rate limits', () => {
  it('stops a script hammering signups with 429 while other calls still work', async () => {
    const [factory] = storeFactories;
    if (!factory) throw new Error('no store');
    const t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 200 });
    try {
      const answers = [];
      for (let index = 0; index < 12; index += 1) {
        answers.push(
          await t
            .browser('192.0.2.9')
            .post('/api/waitlist')
            .send(signupBody(`s${index}@example.com`)),
        );
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // The refusal says how long to wait, in seconds, within the one-minute window.
      const retryAfter = Number(answers[10]?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await t.browser('192.0.2.10').post('/api/waitlist').send(signupBody('other@example.com'))).status).toBe(
        201,
      );
    } finally {
      await t.cleanup();
    }
  });
});
