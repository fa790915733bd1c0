import { expect, test } from '@playwright/test';

test('/api/health on the visitor origin reaches the tracker', async ({ request }) => {
  const answer = await request.get('/api/health');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ status: 'ok' });
});

test('forwards method, body and cookies to the tracker, which answers with its own validation error', async ({
  request,
}) => {
  const answer = await request.post('/api/waitlist', {
    data: { email: 'not-an-email' },
    headers: { cookie: 'probe=1' },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).error.code).toBe('invalid_request');
});

test('serves hashed build assets with a year-long immutable cache', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/_astro/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const answer = await request.get(script ?? '');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('serves media from the site origin with a cache policy and a sandbox for SVG', async ({ request }) => {
  const answer = await request.get('/media/logo.svg');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  expect(answer.headers()['cache-control']).toContain('max-age=3600');
  expect(answer.headers()['content-security-policy']).toContain('sandbox');
  expect((await request.get('/media/..%2F..%2Fpackage.json')).status()).toBe(404);
});

test('compresses pages for browsers that accept gzip', async ({ request }) => {
  const answer = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(answer.headers()['content-encoding']).toBe('gzip');
  expect(answer.headers()['vary']).toContain('Accept-Encoding');
  expect(await answer.text()).toContain('<h1');
});
