import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readLandingAssignment, signLandingAssignment } from '@seniorguide/node-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentSecret } from '../landing-experiment/experiment-secret.ts';
import { createPageCache } from './page-cache.ts';
import { createPublicHosts } from './public-hosts.ts';

// The page memory and the landing assignment together, over real HTTP, wired as server.ts wires them. A
// stand-in renderer plays Astro: it answers each landing version's page and the experiment the CMS holds, and
// the publish call, so the test can start, pause and finish an experiment the way a marketer's save does.

type Experiment = {
  id: string;
  status: 'running' | 'paused' | 'finished';
  variants: { version: number; weight: number }[];
  winner?: number;
  startsAt: string;
};

let experiment: Experiment | null = null;
let server: Server;
let baseUrl: string;

function renderStandIn(request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://site.invalid').pathname;
  if (pathname === '/internal/landing-experiment') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ experiment }));
    return;
  }
  const version = { '/': 1, '/v2': 2, '/v3': 3 }[pathname];
  if (version === undefined) response.writeHead(404).end();
  else
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<html><body data-version="${version}">Landing version ${version}</body></html>`);
}

async function startSite({ secureCookies }: { secureCookies: boolean }): Promise<{ server: Server; url: string }> {
  const site: Server = createServer((request, response) => {
    if (pages.isRenderRequest(request)) return renderStandIn(request, response);
    if (request.method === 'POST' && request.url === '/internal/revalidate') {
      pages.watchPublish(request, response);
      response.writeHead(200).end('{}');
      return;
    }
    void pages.handle(request, response, () => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const pages = createPageCache({
    address: () => site.address() as AddressInfo,
    secureCookies,
    publicHosts: createPublicHosts([url]),
  });
  return { server: site, url };
}

type Answer = Awaited<ReturnType<typeof open>>;

/** Saves the experiment and waits until a fresh visitor's `/` reflects it (the memory re-renders in the background). */
async function publish(next: Experiment | null, isReflected: (answer: Answer) => boolean) {
  experiment = next;
  await fetch(`${baseUrl}/internal/revalidate`, { method: 'POST' });
  const deadline = Date.now() + 10_000;
  while (!isReflected(await open('/'))) {
    if (Date.now() > deadline) throw new Error('the publish did not reach /');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isAssigning = (answer: Answer) => answer.setCookie !== null;

async function open(path: string, cookie?: string) {
  const answer = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const version = Number(/data-version="(\d)"/.exec(await answer.text())?.[1]);
  const cookieNamed = (name: string) =>
    answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? null;
  return {
    version,
    setCookie: cookieNamed('sg_landing'),
    markCookie: cookieNamed('sg_experiment'),
    cacheControl: answer.headers.get('cache-control'),
    vary: answer.headers.get('vary'),
  };
}

/** The cookie of a visitor the site assigned to `version` of `experimentId` (signed with this process's secret). */
const keptCookie = (version: number, experimentId = 'exp-5050') =>
  `sg_landing=${signLandingAssignment({ experimentId, version, since: Date.parse('2026-01-01T00:00:00.000Z'), assignmentId: 'KeptAssignment00' }, experimentSecret)}`;
const assignmentIn = (setCookie: string | null) => readLandingAssignment(setCookie?.split(';')[0], experimentSecret);

const fiftyFifty: Experiment = {
  id: 'exp-5050',
  status: 'running',
  variants: [
    { version: 1, weight: 50 },
    { version: 2, weight: 50 },
  ],
  startsAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  ({ server, url: baseUrl } = await startSite({ secureCookies: false }));
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

// Hundreds of requests and a compression per render: generous on a busy machine.
describe('serving / with a landing experiment', { timeout: 60_000 }, () => {
  it('serves version 1 as a shared page without a cookie when no experiment exists', async () => {
    const answer = await open('/');
    expect(answer).toMatchObject({ version: 1, setCookie: null });
    expect(answer.cacheControl).toMatch(/^public/);
  });

  it('splits 200 fresh visitors 50/50 within the binomial 99.9% band, each with a Lax first-party cookie', async () => {
    await publish(fiftyFifty, isAssigning);
    const counts = new Map<number, number>();
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const answer = await open('/');
      counts.set(answer.version, (counts.get(answer.version) ?? 0) + 1);
      expect(answer.setCookie).toMatch(/; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/);
      // The signed assignment the tracker counts the visit by: no page script reads or sends it.
      expect(assignmentIn(answer.setCookie)).toMatchObject({
        experimentId: 'exp-5050',
        version: answer.version,
        since: Date.parse(fiftyFifty.startsAt),
      });
      expect(answer.markCookie).toBeNull();
      expect(answer.cacheControl).toBe('private, max-age=0, must-revalidate');
      expect(answer.vary).toBe('Accept-Encoding, Cookie');
    }
    // Binomial(200, 0.5): mean 100, standard deviation 7.07; the two-sided 99.9% band is 100 ± 3.29 · 7.07.
    expect([...counts.keys()].sort()).toEqual([1, 2]);
    expect(counts.get(1)).toBeGreaterThanOrEqual(77);
    expect(counts.get(1)).toBeLessThanOrEqual(123);
  });

  it('keeps a visitor on their version on every later visit, without setting the cookie again', async () => {
    for (const version of [1, 2]) {
      for (let visit = 0; visit < 5; visit += 1) {
        expect(await open('/', keptCookie(version))).toMatchObject({ version, setCookie: null });
      }
    }
  });

  it('shows /v2 and /v3 as themselves whatever the cookie says', async () => {
    expect((await open('/v2', keptCookie(1))).version).toBe(2);
    expect((await open('/v3', keptCookie(2))).version).toBe(3);
  });

  it('reassigns a visitor whose cookie names an earlier experiment', async () => {
    const answer = await open('/', keptCookie(2, 'exp-old'));
    expect(assignmentIn(answer.setCookie)).toMatchObject({ experimentId: 'exp-5050', version: answer.version });
  });

  it('reassigns a visitor whose cookie is not signed by the site, whatever version it names', async () => {
    for (let visit = 0; visit < 5; visit += 1) {
      const answer = await open('/', 'sg_landing=exp-5050.2');
      expect(assignmentIn(answer.setCookie)).toMatchObject({ experimentId: 'exp-5050', version: answer.version });
    }
  });

  it('shows everyone version 1 while paused, and everyone the winner once finished', async () => {
    await publish({ ...fiftyFifty, status: 'paused' }, (answer) => answer.setCookie === null && answer.version === 1);
    for (const cookie of [undefined, keptCookie(2), keptCookie(1)]) {
      expect(await open('/', cookie)).toMatchObject({ version: 1, setCookie: null });
    }
    await publish(
      { ...fiftyFifty, status: 'finished', winner: 2 },
      (answer) => answer.version === 2 && answer.setCookie === null,
    );
    for (const cookie of [undefined, keptCookie(1), keptCookie(2)]) {
      const answer = await open('/', cookie);
      expect(answer).toMatchObject({ version: 2, setCookie: null });
      expect(answer.cacheControl).toMatch(/^public/);
    }
  });

  it('marks the cookie Secure in production', async () => {
    const production = await startSite({ secureCookies: true });
    const previous = baseUrl;
    baseUrl = production.url;
    await publish(fiftyFifty, isAssigning);
    expect((await open('/')).setCookie).toMatch(/; Secure$/);
    baseUrl = previous;
    production.server.closeAllConnections();
    await new Promise<void>((resolve) => production.server.close(() => resolve()));
  });
});
