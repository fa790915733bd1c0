import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arrivalCookieName } from '@seniorguide/contracts';
import { decodeArrival, type TrafficSourceParams } from '@seniorguide/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArrivalCapture } from '../attribution/capture-arrival.ts';
import { createPageCache } from './page-cache.ts';
import { createPublicHosts } from './public-hosts.ts';

// The traffic sources of the CMS reach the arrival capture through the page memory, over real HTTP, wired as
// server.ts wires them. A stand-in renderer plays Astro: it answers the sources a marketer saved (or fails,
// or is slow, as a CMS can be) and the publish call, so the test can change them the way a save does.

let sources: TrafficSourceParams[] = [{ affiliateId: 'acme_pub', clickid: 'acme_click', s4: 'acme_place' }];
let sourcesAnswer: 'ok' | 'failing' | 'slow' = 'ok';
let outsiderReachedRenderer = false;
let server: Server;
let baseUrl: string;
let pages: ReturnType<typeof createPageCache>;

function renderStandIn(request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://site.invalid').pathname;
  if (pathname !== '/internal/traffic-sources') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Landing</body></html>');
    return;
  }
  if (sourcesAnswer === 'failing') response.writeHead(500).end();
  else if (sourcesAnswer === 'slow')
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sources })),
      3_000,
    );
  else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sources }));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (pages.isRenderRequest(request)) return renderStandIn(request, response);
    if (request.method === 'POST' && request.url === '/internal/revalidate') {
      pages.watchPublish(request, response);
      response.writeHead(200).end('{}');
      return;
    }
    captureArrival(request, response);
    void pages.handle(request, response, () => {
      if (request.url?.startsWith('/internal/traffic-sources')) outsiderReachedRenderer = true;
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages = createPageCache({
    address: () => server.address() as AddressInfo,
    secureCookies: false,
    publicHosts: createPublicHosts([baseUrl]),
  });
  const captureArrival = createArrivalCapture({ secureCookies: false, trafficSources: pages.trafficSources.current });
  await pages.trafficSources.refresh();
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The first touch a landing's arrival cookie records, or null when it sets none. */
async function firstTouchOf(search: string) {
  const answer = await fetch(`${baseUrl}/${search}`);
  await answer.arrayBuffer();
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${arrivalCookieName}=`));
  if (!cookie) return null;
  const value = cookie.slice(arrivalCookieName.length + 1).split(';')[0] ?? '';
  const first = decodeArrival(decodeURIComponent(value))?.first ?? null;
  return first && Object.fromEntries(Object.entries(first).filter(([, field]) => field !== null));
}

async function publish(next: TrafficSourceParams[], isReflected: () => Promise<boolean>) {
  sources = next;
  await fetch(`${baseUrl}/internal/revalidate`, { method: 'POST' });
  const deadline = Date.now() + 10_000;
  while (!(await isReflected())) {
    if (Date.now() > deadline) throw new Error('the publish did not reach the arrival capture');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the traffic sources of the CMS in the arrival capture', { timeout: 30_000 }, () => {
  it("credits a source's own parameter names from the first landing after the start", async () => {
    expect(await firstTouchOf('?acme_pub=P7&acme_click=AC-1&acme_place=top')).toEqual({
      affiliateId: 'P7',
      clickid: 'AC-1',
      s4: 'top',
    });
  });

  it.each([
    ['GET', '/internal/traffic-sources'],
    ['HEAD', '/internal/traffic-sources'],
    ['POST', '/internal/traffic-sources'],
    ['GET', '/internal/traffic-sources/'],
    ['GET', '/internal/traffic%2Dsources?x=1'],
    ['GET', '/INTERNAL/Traffic-Sources'],
  ])('answers %s %s from outside with a 404, never the list', async (method, path) => {
    const answer = await fetch(`${baseUrl}${path}`, { method });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).not.toContain('acme_pub');
    expect(outsiderReachedRenderer).toBe(false);
  });

  it('takes up a saved change on the next landings: a new name credits, a removed one no longer does', async () => {
    await publish(
      [{ affiliateId: 'zed_pub', subId: 'zed_sub' }],
      async () => (await firstTouchOf('?zed_pub=Z1'))?.affiliateId === 'Z1',
    );
    expect(await firstTouchOf('?zed_pub=Z1&zed_sub=S9')).toEqual({ affiliateId: 'Z1', subId: 'S9' });
    expect(await firstTouchOf('?acme_pub=P7')).toBeNull();
    // The usual spellings are always read.
    expect(await firstTouchOf('?aff_id=A1&acme_click=AC-1')).toEqual({ affiliateId: 'A1' });
  });

  it('keeps the last list while the CMS read fails, and never holds a landing while it is slow', async () => {
    sourcesAnswer = 'failing';
    await fetch(`${baseUrl}/internal/revalidate`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await firstTouchOf('?zed_pub=Z2')).toEqual({ affiliateId: 'Z2' });

    sourcesAnswer = 'slow';
    await fetch(`${baseUrl}/internal/revalidate`, { method: 'POST' });
    const started = Date.now();
    expect(await firstTouchOf('?zed_pub=Z3')).toEqual({ affiliateId: 'Z3' });
    expect(Date.now() - started).toBeLessThan(1_000);
    sourcesAnswer = 'ok';
  });
});
