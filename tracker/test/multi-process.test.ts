import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOffers } from '@seniorguide/content';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

// Two tracker PROCESSES (as two replicas would run) on one SQLite file, driven concurrently over HTTP:
// every visitor's calls are spread over both, and every "once" call (continue, accept, download, send the
// ebook) is sent to both at the same moment, the way a double click behind a load balancer arrives.
// The mail server is a real SMTP server in this process; the CMS (sender settings, operator sessions, the
// published offers) is a local stand-in, because starting Payload here would take longer than this whole test.

const trackerDir = path.resolve(import.meta.dirname, '..');
const ports = { a: 4710, b: 4711, cms: 4712, smtp: 4713 };
const secret = 'multi-process-test-secret-0123456789abcdef';
const operatorToken = 'operator-session-token';
const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const uniqueVisitors = 24;
const doubleSignups = 6;

type Tracker = { url: string; child: ChildProcess; output: string[] };

function startTracker({ port, dbPath, smtpUrl }: { port: number; dbPath: string; smtpUrl: string }): Tracker {
  const child = spawn(process.execPath, ['src/index.ts'], {
    cwd: trackerDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TRACKER_PORT: String(port),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_DB_PATH: dbPath,
      TRACKER_SECRET: secret,
      TRACKER_CMS_URL: `http://127.0.0.1:${ports.cms}`,
      TRACKER_PUBLIC_URL: 'http://127.0.0.1:4321',
      SMTP_URL: smtpUrl,
      // Every request comes from 127.0.0.1 here; the per-address limits are not what this test is about.
      TRACKER_RATE_LIMIT_PER_MINUTE: '1000000',
      TRACKER_MAIL_PER_CALLER_PER_DAY: '1000000',
      TRACKER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output };
}

async function waitUntilReady(tracker: Tracker): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (tracker.child.exitCode !== null) throw new Error(`tracker exited early:\n${tracker.output.join('')}`);
    const ready = await fetch(`${tracker.url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`tracker at ${tracker.url} never became ready:\n${tracker.output.join('')}`);
}

function stopTracker({ child }: Tracker): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 8_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The two CMS answers the tracker needs: who sends the ebook email, and whose session a token is. */
async function startCmsStandIn(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/api/globals/site-settings') {
      const email = {
        senderName: 'Senior Savings Guide',
        senderAddress: 'guide@example.com',
        postalAddress: '1 Main St, Springfield, IL 62701',
      };
      response.end(JSON.stringify({ email }));
      return;
    }
    if (request.url?.startsWith('/api/offers?')) {
      // The published offers, as the CMS lists them: the flows serve them (tracker/src/offers).
      response.end(JSON.stringify({ docs: seedOffers.map(({ slug, flows, order }) => ({ slug, flows, order })) }));
      return;
    }
    if (request.url === '/api/users/me') {
      const isOperator = request.headers.authorization === `JWT ${operatorToken}`;
      response.end(
        JSON.stringify({ user: isOperator ? { id: 'op', email: 'olivia@example.com', roles: ['operator'] } : null }),
      );
      return;
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** A call as one browser makes it: the operator's session cookie and, once it signed up, its ownership cookie. */
async function call(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  visitorCookie = '',
): Promise<{ status: number; json: unknown; setCookie: string }> {
  const cookie = [`payload-token=${operatorToken}`, visitorCookie].filter(Boolean).join('; ');
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      'User-Agent': browserAgent,
      Cookie: cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${base}${route} answered ${response.status}: ${text}`);
  return {
    status: response.status,
    json: JSON.parse(text),
    setCookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

const idOf = (json: unknown) => (json as { entry: { id: number } }).entry.id;
const queuedOf = (json: unknown) => (json as { queued: boolean }).queued;

/** One visitor through the whole funnel; the calls that must count once go to both processes at once. */
async function walkFunnel({ email, first, second }: { email: string; first: string; second: string }) {
  const now = () => new Date().toISOString();
  await call(first, 'POST', '/api/track-visit', { page: '/', referrer: '', affiliateId: 'aff-multi' });
  const signup = await call(first, 'POST', '/api/waitlist', { email, version: 1, affiliateId: 'aff-multi' });
  const id = idOf(signup.json);
  // The same browser (its ownership cookie) calls both processes.
  const both = (method: string, route: string, body?: unknown) =>
    Promise.all([
      call(first, method, route, body, signup.setCookie),
      call(second, method, route, body, signup.setCookie),
    ]);
  await both('PUT', `/api/waitlist/${id}/step/2`, {});
  const accept = {
    action: 'accepted',
    pageNumber: 1,
    offerId: 'housing-grants',
    offerName: 'Housing Grants',
    timestamp: now(),
  };
  await both('PUT', `/api/waitlist/${id}/offer-action`, accept);
  await both('PUT', `/api/waitlist/${id}/complete-offers`, {
    acceptedOffers: ['housing-grants'],
    totalOffers: 7,
    completedAt: now(),
  });
  await both('PUT', `/api/waitlist/${id}/update-client-info`, {});
  const notified = await both('POST', `/api/waitlist/${id}/notify-complete`, {
    source: 'thank-you',
    timestamp: now(),
    forceSend: true,
    affiliateId: 'aff-multi',
  });
  await both('PUT', `/api/waitlist/${id}/download`);
  return { id, queuedCount: notified.filter(({ json }) => queuedOf(json)).length };
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('two tracker processes sharing one SQLite file', () => {
  let dataDir: string;
  let trackers: Tracker[] = [];
  let cms: Server;
  let smtp: SmtpSink;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-multi-'));
    smtp = await startSmtpSink(ports.smtp);
    cms = await startCmsStandIn(ports.cms);
    const dbPath = path.join(dataDir, 'tracker.db');
    trackers = [
      startTracker({ port: ports.a, dbPath, smtpUrl: smtp.url }),
      startTracker({ port: ports.b, dbPath, smtpUrl: smtp.url }),
    ];
    await Promise.all(trackers.map(waitUntilReady));
  }, 30_000);

  afterAll(async () => {
    await Promise.all(trackers.map(stopTracker));
    await new Promise((resolve) => cms?.close(resolve));
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 15_000);

  it('gives unique sequential ids, exact report counts and one ebook email per entry under concurrent traffic', async () => {
    const [a, b] = trackers.map((tracker) => tracker.url) as [string, string];
    const visitors = Array.from({ length: uniqueVisitors }, (_, index) => ({
      email: `visitor${index}@example.com`,
      first: index % 2 === 0 ? a : b,
      second: index % 2 === 0 ? b : a,
    }));
    // The same address submitted to both processes at the same moment must become one entry. The loser is
    // answered like a new signup, with an id no entry will ever have (so a signup never tells whether an address is registered), so only one answer's
    // cookie opens an entry.
    const doubles = Array.from({ length: doubleSignups }, (_, index) => `double${index}@example.com`);
    const [walks, doubleIds] = await Promise.all([
      Promise.all(visitors.map(walkFunnel)),
      Promise.all(
        doubles.map(async (email) => {
          const answers = await Promise.all(
            [a, b].map((base) => call(base, 'POST', '/api/waitlist', { email, version: 2 })),
          );
          const opened = await Promise.all(
            answers.map(
              async ({ json, setCookie }) =>
                (
                  await fetch(`${a}/api/waitlist/${idOf(json)}`, {
                    headers: { Cookie: setCookie, 'User-Agent': browserAgent },
                  })
                ).status,
            ),
          );
          expect(opened.sort()).toEqual([200, 404]);
          return answers.filter((_, index) => opened[index] === 200).map(({ json }) => idOf(json));
        }),
      ),
    ]);

    const entries = uniqueVisitors + doubleSignups;
    for (const winners of doubleIds) expect(winners).toHaveLength(1);
    const ids = [...walks.map(({ id }) => id), ...doubleIds.flat()].sort((x, y) => x - y);
    // Unique ids from the one sequence; the ids reserved for the losers leave gaps in it.
    expect(new Set(ids).size).toBe(entries);
    expect(Math.max(...ids)).toBeLessThanOrEqual(entries + doubleSignups);
    expect(walks.map(({ queuedCount }) => queuedCount)).toEqual(visitors.map(() => 1));

    const query = `startDate=${isoDay(-2)}&endDate=${isoDay(2)}&timezone=America/New_York&affiliateId=aff-multi`;
    const reports = await Promise.all([a, b].map((base) => call(base, 'GET', `/api/analytics/funnel?${query}`)));
    for (const { json } of reports) {
      expect(json).toMatchObject({
        totalImpressions: uniqueVisitors,
        totalEmails: uniqueVisitors,
        personalInfoComplete: uniqueVisitors,
        flowComplete: uniqueVisitors,
        downloadComplete: uniqueVisitors,
        offerSelections: [expect.objectContaining({ offerId: 'housing-grants', count: uniqueVisitors })],
      });
    }
    const allAffiliates = await call(a, 'GET', `/api/analytics/funnel?${query.replace('&affiliateId=aff-multi', '')}`);
    expect(allAffiliates.json).toMatchObject({ totalEmails: entries });

    // Both workers poll every second; after every message arrived, wait two more rounds for a duplicate.
    await smtp.waitForMessages(uniqueVisitors, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const recipients = smtp.messages.flatMap((message) => message.recipients).sort();
    expect(recipients).toEqual(visitors.map(({ email }) => email).sort());
  }, 45_000);
});
