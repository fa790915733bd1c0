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

// Every page the origin keeps is rendered and compressed when the server starts and when the CMS publishes,
// before any visitor asks: a visitor's request only picks bytes from memory. Wired as server.ts wires the
// page memory, over real HTTP; the stand-in renderer plays Astro and the real compression runs, both counted.

const renders: string[] = [];
const encodings: { effort: Effort; body: string }[] = [];
const publishedSlugs = ['hearing-aids'];
let version = 'v1';
const perRequestRoutes = new Set(['/redirect', '/analytics', '/media/guide.pdf']);

function renderStandIn(request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://site.invalid').pathname;
  renders.push(`${request.headers.host ?? ''} ${pathname}`);
  const json = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const html = (status: number, text: string) =>
    response.writeHead(status, { 'content-type': 'text/html' }).end(`<html><body>${text} ${version}</body></html>`);
  if (pathname === '/internal/demo-pages') json({ slugs: publishedSlugs });
  else if (pathname === '/internal/landing-experiment') json({ experiment: null });
  else if (pathname === '/internal/traffic-sources') json({ sources: [] });
  else if (
    pathname === '/404' ||
    (pathname.startsWith('/offer-landing/') && !publishedSlugs.some((slug) => pathname === `/offer-landing/${slug}`))
  )
    html(404, 'Not found');
  else html(200, `Page ${pathname}`);
}

let server: Server;
let port: number;
let pages: ReturnType<typeof createPageCache>;
const perRequest: string[] = [];
let compressing = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (pages.isRenderRequest(request)) return renderStandIn(request, response);
    if (request.method === 'POST' && request.url === '/internal/revalidate') {
      pages.watchPublish(request, response);
      response.writeHead(200).end('{}');
      return;
    }
    // As server.ts: the page memory, then (static files, none here) the paths no route answers, then Astro.
    void pages.handle(request, response, () =>
      pages.answerPathsWithoutRoute(request, response, () => {
        perRequest.push(request.url ?? '');
        response.writeHead(200).end('rendered per request');
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  pages = createPageCache({
    address: () => server.address() as AddressInfo,
    secureCookies: false,
    publicHosts: createPublicHosts([`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
    encode: async (body, effort) => {
      encodings.push({ effort, body: body.toString() });
      compressing += 1;
      try {
        return await encodeAll(body, effort);
      } finally {
        compressing -= 1;
      }
    },
  });
  // What server.ts does once it listens.
  await pages.prepareKnownPages();
});

afterAll(() => {
  pages.stop();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function open(
  path: string,
  { host = `127.0.0.1:${port}`, method = 'GET', acceptEncoding = 'br, gzip' } = {},
): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { host, 'accept-encoding': acceptEncoding } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            encoding: answer.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Until no compression is running and none has started, nor any render, for 1.5 s (the publish's second pass included). */
async function quiet(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let seen = ''; Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const now = `${renders.length} ${encodings.length}`;
    if (now === seen && compressing === 0) return;
    seen = now;
  }
  throw new Error('the page memory never stopped rendering');
}

const knownPaths = [
  '/',
  '/v2',
  '/v3',
  '/continue-registration',
  '/v2/continue-registration',
  '/v3/continue-registration',
  '/continue-registration-2',
  '/continue-registration/adq',
  '/thank-you',
  '/ebook-download',
];

/** Every page a visitor can be answered with from memory, on every configured host. */
async function openEveryKnownPage(slugs: readonly string[]) {
  const answers = [];
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    for (const path of [
      ...knownPaths,
      ...slugs.map((slug) => `/offer-landing/${slug}`),
      '/offer-landing/nobody-published-this',
    ])
      answers.push({ path, ...(await open(path, { host })) });
  }
  return answers;
}

describe('the pages visitors can ask for are ready before they ask', { timeout: 120_000 }, () => {
  it('renders and compresses every known page at start: no visitor request renders or compresses one', async () => {
    await quiet();
    // At the highest settings too, before anyone asked.
    expect(
      encodings.filter((encoding) => encoding.effort === 'best' && encoding.body.includes('Page /thank-you v1')),
    ).toHaveLength(2);
    const before = { renders: renders.length, encodings: encodings.length };
    const answers = await openEveryKnownPage(publishedSlugs);
    await quiet();
    expect({ renders: renders.slice(before.renders), compressions: encodings.slice(before.encodings) }).toEqual({
      renders: [],
      compressions: [],
    });
    expect(answers.filter((answer) => answer.status !== (answer.path.includes('nobody') ? 404 : 200))).toEqual([]);
    expect(answers.every((answer) => answer.encoding === 'br')).toBe(true);
  });

  it('renders and compresses them again at a publish, a newly published demo page too, before any visitor asks', async () => {
    version = 'v2';
    publishedSlugs.push('dental-savings');
    const publishedAt = encodings.length;
    await fetch(`http://127.0.0.1:${port}/internal/revalidate`, { method: 'POST' });
    await quiet();
    const atPublish = encodings.slice(publishedAt);
    expect(
      atPublish
        .filter((encoding) => encoding.body.includes('Page /offer-landing/dental-savings v2'))
        .map((encoding) => encoding.effort)
        .sort(),
    ).toEqual(['best', 'best', 'fast', 'fast']);
    expect(atPublish.filter((encoding) => encoding.body.includes('Page / v2')).length).toBeGreaterThanOrEqual(4);

    const before = { renders: renders.length, encodings: encodings.length };
    const answers = await openEveryKnownPage(publishedSlugs);
    await quiet();
    expect({ renders: renders.slice(before.renders), compressions: encodings.slice(before.encodings) }).toEqual({
      renders: [],
      compressions: [],
    });
    const landing = await open('/', { acceptEncoding: 'identity' });
    expect(landing.body.toString()).toContain('Page / v2');
    expect(answers.filter((answer) => answer.status !== (answer.path.includes('nobody') ? 404 : 200))).toEqual([]);
  });

  it.each([
    ['/no-such-page', 'GET'],
    ['/thank-you/more', 'GET'],
    ['/404', 'GET'],
    ['/_image?href=/x.png&w=4000', 'GET'],
    ['/_astro/missing.js', 'GET'],
    ['/media/a/b', 'GET'],
    ['/internal/unknown', 'GET'],
    ['/no-such-page', 'POST'],
    ['/no-such-page', 'HEAD'],
  ])('answers %s (%s), a path no route answers, from the one 404 page in memory', async (path, method) => {
    const before = { renders: renders.length, encodings: encodings.length, perRequest: perRequest.length };
    const answer = await open(path, { method });
    expect(answer.status).toBe(404);
    if (method !== 'HEAD') expect(answer.encoding).toBe('br');
    expect({ renders: renders.length, encodings: encodings.length, perRequest: perRequest.length }).toEqual(before);
  });

  it('answers a known page spelled with a trailing slash from memory', async () => {
    const before = { renders: renders.length, perRequest: perRequest.length };
    expect((await open('/thank-you/')).status).toBe(200);
    expect((await open('/offer-landing/hearing-aids/')).status).toBe(200);
    expect({ renders: renders.length, perRequest: perRequest.length }).toEqual(before);
  });

  it.each([...perRequestRoutes])('leaves %s, rendered per request by design, to Astro', async (path) => {
    expect((await open(path)).body.toString()).toBe('rendered per request');
  });
});
