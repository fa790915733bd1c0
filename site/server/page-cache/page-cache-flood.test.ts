import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAll, type Effort } from './encodings.ts';
import { createPageCache } from './page-cache.ts';
import { createPublicHosts } from './public-hosts.ts';

// The page memory under a flood of what a visitor can make up, over real HTTP, wired as server.ts wires it:
// hundreds of demo slugs nobody published and Host headers nobody configured. The stand-in renderer plays
// Astro (a demo page for a published slug, the 404 screen for any other); the real compression runs, and
// both are counted, so the test sees what each request cost the server rather than timing it.

const renders: string[] = [];
const encodings: { effort: Effort; body: string }[] = [];
const flood = 300;
const publishedSlugs = ['hearing-aids'];

function renderStandIn(request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://site.invalid').pathname;
  renders.push(`${request.headers.host ?? ''} ${pathname}`);
  const html = (status: number, text: string) =>
    response.writeHead(status, { 'content-type': 'text/html' }).end(`<html><body>${text}</body></html>`);
  if (pathname === '/internal/demo-pages')
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ slugs: publishedSlugs }));
  else if (pathname === '/internal/landing-experiment')
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ experiment: null }));
  else if (pathname === '/') html(200, 'Landing version 1');
  else if (publishedSlugs.some((slug) => pathname === `/offer-landing/${slug}`)) html(200, `Demo page ${pathname}`);
  else html(404, `Not found: ${pathname}`);
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (pages.isRenderRequest(request)) return renderStandIn(request, response);
    if (request.method === 'POST' && request.url === '/internal/revalidate') {
      pages.watchPublish(request, response);
      response.writeHead(200).end('{}');
      return;
    }
    void pages.handle(request, response, () => response.writeHead(500).end('rendered per request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const pages = createPageCache({
    address: () => server.address() as AddressInfo,
    secureCookies: false,
    publicHosts: createPublicHosts([`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
    encode: (body, effort) => {
      encodings.push({ effort, body: body.toString() });
      return encodeAll(body, effort);
    },
  });
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A GET with the Host of the test's choosing (fetch would not send a made-up one). */
function open(
  path: string,
  host = `127.0.0.1:${port}`,
  acceptEncoding = 'identity',
): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': acceptEncoding } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, etag: answer.headers.etag, body }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const madeUp = () => randomBytes(6).toString('hex');

const kept = ['/', '/offer-landing/hearing-aids', '/offer-landing/settle'];

/** Until the background compression at the highest settings has finished for every kept page (and a second passed without one). */
async function settle(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (let seen = -1; seen !== encodings.length && Date.now() < deadline; ) {
    seen = encodings.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const etags = await Promise.all(kept.map(async (path) => (await open(path, undefined, 'br')).etag ?? ''));
    if (!etags.every((etag) => etag.endsWith('-best"'))) seen = -1;
  }
}

describe('the page memory under a flood of made-up pages and hosts', { timeout: 120_000 }, () => {
  it('answers them all from the one 404 page, renders and compresses nothing for them, and keeps / in memory', async () => {
    const landing = await open('/');
    expect(landing.status).toBe(200);
    expect((await open('/offer-landing/hearing-aids')).body).toContain('Demo page /offer-landing/hearing-aids');
    expect((await open(`/offer-landing/warm-${madeUp()}`)).status).toBe(404);
    await settle();
    const rendersBefore = renders.length;
    const encodingsBefore = encodings.length;

    // In batches of 20 at a time, as a script would send them.
    const answers: { status: number; body: string }[] = [];
    const calls = [
      ...Array.from({ length: flood }, () => () => open(`/offer-landing/flood-${madeUp()}`)),
      ...Array.from({ length: flood }, () => () => open('/', `flood-${madeUp()}.example`)),
      ...Array.from({ length: flood }, () => () => open('/offer-landing/hearing-aids', `${madeUp()}.example:${port}`)),
    ];
    for (let start = 0; start < calls.length; start += 20)
      answers.push(...(await Promise.all(calls.slice(start, start + 20).map((call) => call()))));
    await settle();

    expect({ renders: renders.slice(rendersBefore), compressions: encodings.slice(encodingsBefore) }).toEqual({
      renders: [],
      compressions: [],
    });
    expect(answers.filter((answer) => answer.status !== 404).length).toBe(0);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set(['<html><body>Not found: /404</body></html>']),
    );

    // `/` is still the page first kept (same bytes, same ETag), and asking for it renders nothing.
    const again = await open('/');
    expect(again.body).toBe(landing.body);
    expect(again.etag).toBe(landing.etag);
    expect(renders.length - rendersBefore).toBe(0);
  });

  it('keeps one page per configured host, whatever the case of the Host header', async () => {
    expect((await open('/', `localhost:${port}`)).status).toBe(200);
    const before = renders.length;
    expect((await open('/', `LocalHost:${port}`)).status).toBe(200);
    expect(renders.length - before).toBe(0);
  });

  it('serves a demo page published later once the publish call has re-read the list', async () => {
    expect((await open('/offer-landing/dental-savings')).status).toBe(404);
    publishedSlugs.push('dental-savings');
    await fetch(`http://127.0.0.1:${port}/internal/revalidate`, { method: 'POST' });
    await expect
      .poll(async () => (await open('/offer-landing/dental-savings')).body)
      .toContain('Demo page /offer-landing/dental-savings');
  });
});
