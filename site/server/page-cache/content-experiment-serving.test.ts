import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readLandingAssignment, signLandingAssignment } from '@seniorguide/node-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentSecret } from '../landing-experiment/experiment-secret.ts';
import { createPageCache } from './page-cache.ts';
import { createPublicHosts } from './public-hosts.ts';

// A content experiment at the site server, wired as server.ts wires it: one landing version, each arm its own
// page in the page memory. A stand-in renderer plays Astro: it answers the experiment the CMS holds and each
// landing version's page for the arm the memory asks for, and counts its renders, so the test sees that arms are
// rendered ahead of visitors and never per request.

type Experiment = {
  id: string;
  kind: 'content';
  landingVersion: number;
  status: 'running' | 'paused' | 'finished';
  variants: { version: number; weight: number }[];
  winner?: number;
  startsAt: string;
};

const headlineTest: Experiment = {
  id: 'exp-headline',
  kind: 'content',
  landingVersion: 2,
  status: 'running',
  variants: [
    { version: 1, weight: 80 },
    { version: 2, weight: 20 },
  ],
  startsAt: '2026-01-01T00:00:00.000Z',
};

let experiment: Experiment | null = headlineTest;
const renders = new Map<string, number>();
let server: Server;
let baseUrl: string;

function renderStandIn(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://site.invalid');
  renders.set(request.url ?? '', (renders.get(request.url ?? '') ?? 0) + 1);
  if (url.pathname === '/internal/landing-experiment') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ experiment }));
    return;
  }
  const version = { '/': 1, '/v2': 2, '/v3': 3 }[url.pathname];
  const arm = url.searchParams.get('arm') ?? 'none';
  if (version === undefined) response.writeHead(404).end();
  else
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<html><body data-version="${version}" data-arm="${arm}">Landing ${version}, arm ${arm}</body></html>`);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (pages.isRenderRequest(request)) return renderStandIn(request, response);
    if (request.method === 'POST' && request.url === '/internal/revalidate') {
      pages.watchPublish(request, response);
      response.writeHead(200).end('{}');
      return;
    }
    void pages.handle(request, response, () => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = createPageCache({
    address: () => server.address() as AddressInfo,
    secureCookies: false,
    publicHosts: createPublicHosts([baseUrl]),
  });
  await pages.prepareKnownPages();
  pages.stop();
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function open(path: string, cookie?: string) {
  const answer = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const body = await answer.text();
  const setCookie = answer.headers.getSetCookie().find((value) => value.startsWith('sg_landing=')) ?? null;
  return {
    version: Number(/data-version="(\d)"/.exec(body)?.[1]),
    arm: /data-arm="([^"]+)"/.exec(body)?.[1],
    setCookie,
    etag: answer.headers.get('etag'),
    cacheControl: answer.headers.get('cache-control'),
  };
}

const assignmentIn = (setCookie: string | null) => readLandingAssignment(setCookie?.split(';')[0], experimentSecret);
const keptCookie = (arm: number) =>
  `sg_landing=${signLandingAssignment({ experimentId: headlineTest.id, version: arm, since: Date.parse(headlineTest.startsAt), assignmentId: 'KeptAssignment00' }, experimentSecret)}`;

async function publish(next: Experiment | null, isReflected: (answer: Awaited<ReturnType<typeof open>>) => boolean) {
  experiment = next;
  await fetch(`${baseUrl}/internal/revalidate`, { method: 'POST' });
  const deadline = Date.now() + 10_000;
  while (!isReflected(await open('/'))) {
    if (Date.now() > deadline) throw new Error('the publish did not reach /');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('serving / with a content experiment', { timeout: 60_000 }, () => {
  it('renders each arm of the landing version as its own page before any visitor asks', () => {
    expect(renders.get('/v2?arm=1')).toBe(1);
    expect(renders.get('/v2?arm=2')).toBe(1);
  });

  it('splits 200 fresh visitors 80/20 between the arms, each with the signed arm in the cookie', async () => {
    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const answer = await open('/');
      expect(answer.version).toBe(2);
      counts.set(answer.arm ?? '', (counts.get(answer.arm ?? '') ?? 0) + 1);
      expect(assignmentIn(answer.setCookie)).toMatchObject({
        experimentId: 'exp-headline',
        version: Number(answer.arm),
      });
      expect(answer.cacheControl).toBe('private, max-age=0, must-revalidate');
    }
    // Binomial(200, 0.2): mean 40, standard deviation 5.66; the two-sided 99.9% band is 40 ± 3.29 · 5.66.
    expect([...counts.keys()].sort()).toEqual(['1', '2']);
    expect(counts.get('2')).toBeGreaterThanOrEqual(22);
    expect(counts.get('2')).toBeLessThanOrEqual(58);
  });

  it('keeps each visitor on their arm, from memory: no render per request, one ETag per arm', async () => {
    const before = new Map(renders);
    const etags = new Set<string | null>();
    for (const arm of [1, 2]) {
      for (let visit = 0; visit < 5; visit += 1) {
        const answer = await open('/', keptCookie(arm));
        expect(answer).toMatchObject({ version: 2, arm: String(arm), setCookie: null });
        etags.add(answer.etag);
      }
    }
    expect(etags.size).toBe(2);
    expect(renders).toEqual(before);
  });

  it('shows the landing versions as published at their own addresses, whatever the query asks', async () => {
    expect(await open('/v2?arm=2', keptCookie(2))).toMatchObject({ version: 2, arm: 'none' });
    expect(await open('/?arm=2')).toMatchObject({ arm: expect.stringMatching(/^[12]$/) });
  });

  it('shows everyone the first arm while paused, and the winning arm once finished', async () => {
    await publish({ ...headlineTest, status: 'paused' }, (answer) => answer.setCookie === null && answer.arm === '1');
    expect(await open('/', keptCookie(2))).toMatchObject({ version: 2, arm: '1', setCookie: null });
    await publish({ ...headlineTest, status: 'finished', winner: 2 }, (answer) => answer.arm === '2');
    const answer = await open('/', keptCookie(1));
    expect(answer).toMatchObject({ version: 2, arm: '2', setCookie: null });
    expect(answer.cacheControl).toMatch(/^public/);
  });
});
