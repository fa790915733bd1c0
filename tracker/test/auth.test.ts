import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createCmsSessionVerifier } from '../src/auth/verify-operator-session.ts';
import { createLogger } from '../src/logger.ts';
import { browserAgent, openTestApp, testEnv, type TestApp } from './support/app.ts';
import { startFakeCms, type FakeCms } from './support/fake-cms.ts';
import { storeFactories } from './support/stores.ts';

const analyticsCalls = [
  '/api/analytics/funnel?startDate=2026-06-01&endDate=2026-06-30&timezone=America/New_York',
  '/api/analytics/daily?startDate=2026-06-01&endDate=2026-06-30&timezone=America/New_York',
  '/api/analytics/affiliates',
  '/api/analytics/versions?startDate=2026-06-01&endDate=2026-06-30&timezone=America/New_York',
  '/api/analytics/offers?startDate=2026-06-01&endDate=2026-06-30&timezone=America/New_York',
];

describe.each(storeFactories)('analytics access on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory);
  });
  afterEach(() => t.cleanup());

  it.each(analyticsCalls)('answers 401 to %s without a session', async (path) => {
    const response = await t.browser().get(path);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it.each(analyticsCalls)('answers 401 to %s with a session the CMS does not know', async (path) => {
    expect((await t.browser().get(path).set('Cookie', 'payload-token=forged')).status).toBe(401);
  });

  it.each(analyticsCalls)('answers 403 to %s for a signed-in marketer', async (path) => {
    const response = await t.browser().get(path).set('Cookie', 'payload-token=marketer-token');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it.each(analyticsCalls)('answers %s to an operator and to an admin', async (path) => {
    expect((await t.operator().get(path)).status).toBe(200);
    expect((await t.browser().get(path).set('Cookie', 'payload-token=admin-token')).status).toBe(200);
  });

  it('validates the report query for an operator', async () => {
    const response = await t
      .operator()
      .get('/api/analytics/funnel?startDate=2026-06-31&endDate=2026-06-01&timezone=Mars/Olympus');
    expect(response.status).toBe(400);
    expect(response.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'query.startDate',
      'query.timezone',
    ]);
  });
});

describe('operator sign-in through the CMS (real verifier, local CMS stand-in over HTTP)', () => {
  let cms: FakeCms;
  let agent: supertest.Agent;
  let stored: TestApp;

  beforeAll(async () => {
    cms = await startFakeCms(4150);
  });
  afterAll(() => cms.close());

  beforeEach(async () => {
    cms.reset();
    stored = await openTestApp(
      storeFactories[0] ?? { name: 'none', open: () => Promise.reject(new Error('no store')) },
    );
    const verifier = createCmsSessionVerifier({ cmsUrl: cms.url });
    const app = createApp({
      store: stored.store,
      env: { ...testEnv, TRACKER_CMS_URL: cms.url },
      logger: createLogger({ level: 'silent' }),
      verifyOperatorSession: verifier,
      forgetSession: verifier.forget,
    });
    agent = supertest.agent(app).set('User-Agent', browserAgent);
  });
  afterEach(() => stored.cleanup());

  it('signs an operator in, keeps the CMS token in an httpOnly cookie, and opens the analytics', async () => {
    const login = await agent.post('/api/auth/login').send({ email: 'Olivia@example.com', password: 'correct horse' });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ user: { email: 'olivia@example.com', roles: ['operator'] } });
    const cookie = String(login.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/^payload-token=tok-operator;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(JSON.stringify(login.body)).not.toContain('tok-operator');
    expect((await agent.get('/api/auth/me')).body).toEqual({
      user: { email: 'olivia@example.com', roles: ['operator'] },
    });
    expect((await agent.get(analyticsCalls[0] ?? '')).status).toBe(200);
  });

  it('asks the CMS once for concurrent checks of one session (the dashboard loads its reports together)', async () => {
    const verifier = createCmsSessionVerifier({ cmsUrl: cms.url });
    const before = cms.meCalls;
    const users = await Promise.all(analyticsCalls.map(() => verifier('tok-operator')));
    expect(users.map((user) => user?.email)).toEqual(analyticsCalls.map(() => 'olivia@example.com'));
    expect(cms.meCalls - before).toBe(1);
  });

  it('refuses a session at once when the CMS no longer knows it (signed out in the admin, or on another replica)', async () => {
    await agent.post('/api/auth/login').send({ email: 'olivia@example.com', password: 'correct horse' });
    expect((await agent.get(analyticsCalls[0] ?? '')).status).toBe(200);
    cms.revoke('tok-operator');
    expect((await agent.get(analyticsCalls[0] ?? '')).status).toBe(401);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });

  it("forwards the visitor's address to the CMS sign-in, so its per-address limit counts each caller", async () => {
    await agent
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ email: 'olivia@example.com', password: 'wrong' });
    expect(cms.lastLoginForwardedFor).toBeTruthy();
  });

  it("answers 429 with the CMS's Retry-After when the CMS refuses the address for too many attempts", async () => {
    cms.refuseLogins(true);
    const response = await agent
      .post('/api/auth/login')
      .send({ email: 'olivia@example.com', password: 'correct horse' });
    expect(response.status).toBe(429);
    expect(response.body.error.code).toBe('rate_limited');
    expect(response.headers['retry-after']).toBe('600');
  });

  it('refuses wrong credentials with 401 and sets no cookie', async () => {
    const response = await agent.post('/api/auth/login').send({ email: 'olivia@example.com', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });

  it('signs a marketer in but keeps the analytics closed to them (403)', async () => {
    await agent.post('/api/auth/login').send({ email: 'mark@example.com', password: 'marketing!' });
    expect((await agent.get('/api/auth/me')).body.user.roles).toEqual(['marketer']);
    expect((await agent.get(analyticsCalls[0] ?? '')).status).toBe(403);
  });

  it('signs out: the cookie is cleared and the analytics answer 401 again', async () => {
    await agent.post('/api/auth/login').send({ email: 'olivia@example.com', password: 'correct horse' });
    const logout = await agent.post('/api/auth/logout');
    expect(logout.body).toEqual({ success: true });
    expect(String(logout.headers['set-cookie']?.[0])).toMatch(/^payload-token=;/);
    expect((await agent.get(analyticsCalls[0] ?? '')).status).toBe(401);
  });

  it('answers 503, not 500, when the CMS cannot be reached', async () => {
    const app = createApp({
      store: stored.store,
      env: testEnv,
      logger: createLogger({ level: 'silent' }),
      verifyOperatorSession: createCmsSessionVerifier({ cmsUrl: 'http://127.0.0.1:4198' }),
    });
    const response = await supertest(app)
      .get(analyticsCalls[0] ?? '')
      .set('Cookie', 'payload-token=tok-operator');
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('service_unavailable');
  });
});
