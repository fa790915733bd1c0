import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';
import { createPublicHosts } from './public-hosts.ts';

// /thank-you and /ebook-download from memory, over real HTTP, wired as server.ts wires the page memory. The
// stand-in renderer plays an Astro that would still write the query into the page: if a request's query ever
// reached the render, the answers for two visitors would differ.

let server: Server;
let baseUrl: string;
const renders: string[] = [];

function renderStandIn(request: IncomingMessage, response: ServerResponse) {
  renders.push(request.url ?? '');
  response
    .writeHead(200, { 'content-type': 'text/html' })
    .end(`<html><body>Rendered for ${request.url ?? ''}</body></html>`);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (pages.isRenderRequest(request)) return renderStandIn(request, response);
    void pages.handle(request, response, () => response.writeHead(404).end('rendered per request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = createPageCache({
    address: () => server.address() as AddressInfo,
    secureCookies: false,
    publicHosts: createPublicHosts([baseUrl]),
  });
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function open(path: string) {
  const answer = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
  return {
    status: answer.status,
    etag: answer.headers.get('etag'),
    cacheControl: answer.headers.get('cache-control'),
    body: await answer.text(),
  };
}

describe('the pages that name the visitor in their query', { timeout: 30_000 }, () => {
  it.each([
    ['/thank-you', '?id=1&email=ann%40example.com&affiliateId=A1&utm_source=mail', '?e=bob%40example.org&uid=2&s1=x'],
    ['/ebook-download', '?email=ann%40example.com&id=1', '?email=bob%40example.org'],
  ])(
    'serves %s from memory: the same bytes and ETag for two visitors, rendered once without the query',
    async (pathname, first, second) => {
      const [ann, bob] = [await open(`${pathname}${first}`), await open(`${pathname}${second}`)];
      expect(ann.status).toBe(200);
      expect(bob.body).toBe(ann.body);
      expect(bob.etag).toBe(ann.etag);
      expect(ann.body).not.toContain('example');
      expect(renders.filter((url) => url.startsWith(pathname))).toEqual([pathname]);
    },
  );

  it.each([
    '/thank-you?email=ann%40example.com',
    '/ebook-download?email=ann%40example.com',
    '/continue-registration?email=ann%40example.com',
    '/v2/continue-registration?email=ann%40example.com',
    '/v3/continue-registration?email=ann%40example.com',
    '/continue-registration-2?email=ann%40example.com',
    '/continue-registration/adq?email=ann%40example.com',
    '/?subid=ann%40example.com',
  ])('tells no cache to keep %s: its address names the visitor', async (path) => {
    expect((await open(path)).cacheControl).toBe('private, no-store');
  });
});
