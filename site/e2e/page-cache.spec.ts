import { expect, test, type APIRequestContext } from '@playwright/test';
import { zstdDecompressSync } from 'node:zlib';
import { product } from './support/product.ts';

// Pages that depend only on CMS content are served from memory, precompressed, with
// ETags a browser or a CDN can revalidate; pages with personal data are never stored anywhere; a publish
// reaches every answer within seconds and fails none.

const browserEncodings = 'gzip, deflate, br, zstd';

test('a landing page comes precompressed in the encoding the browser prefers, with an ETag and Vary', async ({
  request,
}) => {
  for (const [accepted, expected] of [
    [browserEncodings, 'br'],
    ['gzip', 'gzip'],
    ['zstd', 'zstd'],
    ['identity', undefined],
  ] as const) {
    const answer = await request.get('/v2', { headers: { 'accept-encoding': accepted } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding'], accepted).toBe(expected);
    expect(answer.headers()['vary']).toBe('Accept-Encoding');
    expect(answer.headers()['etag']).toMatch(/^"[0-9a-f]+(-\w+-(fast|best))?"$/);
    // Playwright decodes br and gzip itself, not zstd.
    const html = expected === 'zstd' ? zstdDecompressSync(await answer.body()).toString() : await answer.text();
    expect(html).toContain('<html');
  }
});

test('a revalidation with the ETag is answered 304 without the page', async ({ request }) => {
  // A spec running beside this one may publish between the two requests: the page then rightly answers 200 with
  // its new ETag, and the revalidation is tried again with that one.
  await expect(async () => {
    const first = await request.get('/', { headers: { 'accept-encoding': browserEncodings } });
    const etag = first.headers()['etag'] ?? '';
    const again = await request.get('/', { headers: { 'accept-encoding': browserEncodings, 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['etag']).toBe(etag);
    expect(await again.body()).toHaveLength(0);
  }).toPass({ timeout: 15_000 });
});

test('tracking parameters do not change the page: the islands read them in the browser', async ({ request }) => {
  const plain = await request.get('/v3');
  const tracked = await request.get('/v3?affiliateId=AFF9&subId=S1&utm_source=mail');
  expect(tracked.headers()['etag']).toBe(plain.headers()['etag']);
});

test('shared pages let a CDN keep them briefly; pages whose address can name the visitor, and operator pages, are never stored', async ({
  request,
}) => {
  for (const path of ['/', '/v2', '/v3', '/offer-landing/hearing-aids']) {
    const cacheControl = (await request.get(path)).headers()['cache-control'] ?? '';
    expect(cacheControl, path).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  }
  // The guide email may open any step of the funnel with the visitor's address in it.
  for (const path of [
    '/continue-registration?email=ann%40example.com',
    '/v2/continue-registration?email=ann%40example.com',
    '/v3/continue-registration?email=ann%40example.com',
    '/continue-registration-2?email=ann%40example.com',
    '/continue-registration/adq?email=ann%40example.com',
    '/continue-registration',
    '/?subid=ann%40example.com',
    '/thank-you?email=ann%40example.com&id=1',
    '/ebook-download?email=ann%40example.com',
    '/redirect?url=https%3A%2F%2Fexample.com',
    '/analytics',
  ]) {
    const cacheControl = (await request.get(path)).headers()['cache-control'] ?? '';
    expect(cacheControl, path).toContain('private');
    expect(cacheControl, path).toContain('no-store');
  }
});

test('HEAD answers the headers of the page without its body', async ({ request }) => {
  const answer = await request.head('/v2', { headers: { 'accept-encoding': 'br' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(Number(answer.headers()['content-length'])).toBeGreaterThan(1000);
});

async function setTrustNote(request: APIRequestContext, { id, trustNote }: { id: string; trustNote: string }) {
  const answer = await request.patch(`${product.cmsUrl}/api/landing-variants/${id}?overrideLock=true`, {
    headers: { authorization: `JWT ${product.adminToken}` },
    data: { hero: { trustNote }, _status: 'published' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

// How fast a publish is live is measured by `pnpm run bench:pages` (a timed test would race a busy machine);
// this spec checks that the swap fails no request and that, once the new page is out, no old one follows.
test('a publish under load fails no request, and once the new page is served no old one follows', async ({
  request,
}) => {
  const found = await request.get(`${product.cmsUrl}/api/landing-variants?where[version][equals]=1&depth=0`);
  const [variant] = ((await found.json()) as { docs: { id: string; hero: { trustNote: string } }[] }).docs;
  if (!variant) throw new Error('no published landing variant 1');
  const trustNote = `Sent within minutes (${Date.now()})`;
  await request.get('/');

  let isLoading = true;
  const failures: number[] = [];
  let firstNewAt = 0;
  let oldAfterNew = 0;
  const load = async () => {
    while (isLoading) {
      const answer = await request.get('/', { headers: { 'accept-encoding': browserEncodings } });
      if (answer.status() !== 200) failures.push(answer.status());
      const isNew = (await answer.text()).includes(trustNote);
      if (isNew && !firstNewAt) firstNewAt = Date.now();
      if (!isNew && firstNewAt) oldAfterNew += 1;
    }
  };
  const clients = Array.from({ length: 4 }, load);
  try {
    await setTrustNote(request, { id: variant.id, trustNote });
    await expect.poll(() => firstNewAt, { timeout: 20_000 }).toBeGreaterThan(0);
    // The second re-render after a publish (page-cache.ts, 1.2 s) must not bring the old page back.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    isLoading = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(oldAfterNew).toBe(0);
  } finally {
    isLoading = false;
    await setTrustNote(request, { id: variant.id, trustNote: variant.hero.trustNote });
  }
});
