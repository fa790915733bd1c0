import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, signIn, staffPassword } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// The CMS as an attacker meets it (SECURITY.md "Pages, CMS and operator sessions"): forged admin actions
// from other origins, sign-in guessing (no account lock: test/sign-in-networks.test.ts), GraphQL, malformed
// input, unserved methods and unsafe link schemes.

const port = 3127;
const cmsOrigin = `http://127.0.0.1:${port}`;
const siteOrigin = 'http://site.test:4321';
const foreignOrigin = 'https://evil.example';

let cms: RunningCms;
let adminToken: string;

beforeAll(async () => {
  cms = await startCms({ port, extraEnv: { CMS_PUBLIC_URL: cmsOrigin, CMS_PUBLIC_SITE_URL: siteOrigin } });
  adminToken = await signIn(cms.url, testAdmin);
});

afterAll(async () => {
  await cms?.stop();
});

/** A sign-in attempt from one client address (the edge in front of the CMS sets X-Forwarded-For). */
async function login(credentials: { email: string; password: string }, address: string) {
  const response = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(credentials),
  });
  return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') };
}

const withCookie = (origin: string) => ({ cookie: `payload-token=${adminToken}`, origin });

describe('the admin cookie on requests from other origins (CSRF)', () => {
  it('is ignored on a request from a foreign origin: no session, and no user is created', async () => {
    const me = await fetch(`${cms.url}/api/users/me`, { headers: withCookie(foreignOrigin) });
    expect(await me.json()).toMatchObject({ user: null });
    const created = await fetch(`${cms.url}/api/users`, {
      method: 'POST',
      headers: { ...withCookie(foreignOrigin), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'planted@example.com', password: 'planted-password', roles: ['admin'] }),
    });
    expect([401, 403]).toContain(created.status);
    const planted = await callApi(cms.url, '/users?where[email][equals]=planted@example.com', { token: adminToken });
    expect(planted.body.totalDocs).toBe(0);
  });

  it('is ignored on a request from another origin of the same site (another port)', async () => {
    const me = await fetch(`${cms.url}/api/users/me`, { headers: withCookie(`http://127.0.0.1:${port + 1}`) });
    expect(await me.json()).toMatchObject({ user: null });
  });

  it.each([cmsOrigin, siteOrigin])('is honoured from %s', async (origin) => {
    const me = await fetch(`${cms.url}/api/users/me`, { headers: withCookie(origin) });
    expect(await me.json()).toMatchObject({ user: { email: testAdmin.email } });
  });
});

describe('sign-in guessing', () => {
  it('gives one answer for a wrong password and an unknown account', async () => {
    const wrong = await login({ email: testAdmin.email, password: 'not-the-password' }, '198.51.100.1');
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' }, '198.51.100.1');
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
  });

  it('refuses an address with 429 after 5 failed attempts in 15 minutes, and the owner elsewhere still signs in', async () => {
    const staff = await createStaff(cms.url, { adminToken, role: 'operator' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ email: staff.email, password: 'guess' }, '198.51.100.2')).status).toBe(401);
    }
    const refused = await login({ email: staff.email, password: staffPassword }, '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ message: expect.stringMatching(/too many/i) }] });
    // The owner, from their own address, still signs in: the guesser did not lock the account.
    expect((await login({ email: staff.email, password: staffPassword }, '198.51.100.3')).status).toBe(200);
  });

  it('locks no account: after 10 failures from two addresses the owner signs in, and a closed account reads like a busy address', async () => {
    const staff = await createStaff(cms.url, { adminToken, role: 'operator' });
    expect((await login({ email: staff.email, password: staffPassword }, '198.51.100.13')).status).toBe(200);
    for (const address of ['198.51.100.10', '198.51.100.11']) {
      for (let attempt = 1; attempt <= 5; attempt += 1) await login({ email: staff.email, password: 'guess' }, address);
    }
    expect((await login({ email: staff.email, password: staffPassword }, '198.51.100.13')).status).toBe(200);
    // A network the account was never used from is refused, in the words any busy address gets.
    const closed = await login({ email: staff.email, password: staffPassword }, '198.51.100.12');
    const busy = await login({ email: 'nobody@example.com', password: 'guess' }, '198.51.100.10');
    expect(closed.status).toBe(429);
    expect(closed.body).toBe(busy.body);
  });
});

describe('GraphQL', () => {
  it('is switched off: nothing in the product uses it, and one request could carry a dozen sign-ins', async () => {
    const response = await fetch(`${cms.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({
        query: `mutation { a: loginUser(email: "${testAdmin.email}", password: "x") { token } }`,
      }),
    });
    expect(response.status).toBe(404);
    expect((await fetch(`${cms.url}/api/graphql-playground`)).status).toBe(404);
  });
});

describe('malformed input', () => {
  it.each([
    '/api/offers/%ff',
    '/api/offers?where[title][near]=1,2',
    '/api/offers/%E0%A4%A',
    '/api/globals/site-settings?where[x][near]=a',
  ])('answers %s with a 4xx', async (path) => {
    const response = await fetch(`${cms.url}${path}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('answers found by the fuzz (test/fuzz.test.ts)', () => {
  const errorsShape = { errors: [{ message: expect.any(String) }] };

  it.each(['/api/users/login', '/api/media'])(
    'answers form data that cannot be read, sent to %s, with a 400',
    async (path) => {
      const response = await fetch(`${cms.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '198.51.100.31' },
        body: '{}',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject(errorsShape);
    },
  );

  it.each(['/api/media', '/api/offers'])(
    'answers form data whose _payload is not JSON, sent to %s, with a 400',
    async (path) => {
      const form = new FormData();
      form.append('_payload', '{"alt":');
      const response = await fetch(`${cms.url}${path}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.32' },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject(errorsShape);
    },
  );

  it('answers a media file that is not on disk with a 404, not a 500', async () => {
    const response = await fetch(`${cms.url}/api/media/file/not-there.png`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject(errorsShape);
  });

  it("answers an unknown route in Payload's errors shape", async () => {
    const response = await fetch(`${cms.url}/api/offers;x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject(errorsShape);
  });
});

describe('link fields', () => {
  async function saveSettings(change: (settings: Record<string, Record<string, unknown>>) => void) {
    const current = await callApi(cms.url, '/globals/site-settings?depth=0', { token: adminToken });
    const settings = structuredClone(current.body) as Record<string, Record<string, unknown>>;
    change(settings);
    return callApi(cms.url, '/globals/site-settings', { token: adminToken, method: 'POST', body: settings });
  }

  it.each([
    ['legal', 'privacyPolicyUrl', 'javascript:alert(1)'],
    ['legal', 'termsUrl', 'JavaScript:alert(1)'],
    ['social', 'facebookUrl', 'data:text/html,<script>alert(1)</script>'],
    ['integrations', 'referralWidgetScriptUrl', 'data:text/javascript,alert(1)'],
    ['integrations', 'adNetworkScriptUrl', 'javascript:alert(1)'],
    ['integrations', 'affiliatePixelUrlTemplate', 'javascript:fetch("{subId}")'],
    ['integrations', 'adNetworkExitUrl', 'vbscript:msgbox'],
  ])('refuses %s.%s = %s', async (group, field, value) => {
    const saved = await saveSettings((settings) => {
      settings[group] = { ...settings[group], [field]: value };
    });
    expect(saved.status).toBe(400);
  });

  it('accepts https: and http: addresses', async () => {
    const saved = await saveSettings((settings) => {
      settings.legal = { ...settings.legal, privacyPolicyUrl: 'https://example.com/privacy' };
      settings.integrations = {
        ...settings.integrations,
        affiliatePixelUrlTemplate: 'http://pixel.example/c?sub={subId}',
      };
    });
    expect(saved.status).toBe(200);
  });
});

describe('methods a route does not answer', () => {
  /** node:http, as fetch refuses to send TRACE or CONNECT at all. */
  function send(method: string, path: string): Promise<{ status: number; allow: string | undefined; body: string }> {
    return new Promise((resolve, reject) => {
      const body = method === 'HEAD' || method === 'GET' ? undefined : '{}';
      const headers = body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {};
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow, body: text }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const internalCollection = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].flatMap((method) =>
    ['/api/payload-migrations', '/api/payload-migrations/1'].map((path) => [method, path] as const),
  );

  it.each(internalCollection)(
    'answers %s %s (a collection served to nobody) with a 405 in the envelope',
    async (method, path) => {
      const answer = await send(method, path);
      expect(answer.status).toBe(405);
      if (method !== 'HEAD')
        expect(JSON.parse(answer.body)).toMatchObject({
          error: { code: 'method_not_allowed', message: expect.any(String) },
        });
    },
  );

  const unknownMethods = ['TRACE', 'PROPFIND', 'MKCOL'].flatMap((method) =>
    [
      '/',
      '/admin',
      '/api',
      '/api/offers',
      '/api/globals/site-settings',
      '/api/users/login',
      '/api/media/file/logo.svg',
      '/favicon.ico',
    ].map((path) => [method, path] as const),
  );

  it.each(unknownMethods)('answers %s %s with a 405 in the envelope', async (method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.allow).toEqual(expect.stringContaining('GET'));
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'answers %s on an admin page with a 4xx in the envelope',
    async (method) => {
      const answer = await send(method, '/admin/login');
      expect(answer.status).toBe(405);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
    },
  );
});
