import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.ts';
import { createTrackerServer } from '../src/http/create-server.ts';
import { createLogger } from '../src/logger.ts';
import { sendGuarded } from '../src/postbacks/guarded-send.ts';
import { createJobWorker } from '../src/jobs/worker.ts';
import { createPostbackJobHandler } from '../src/postbacks/postback-job-handler.ts';
import { withPostbackQueue } from '../src/postbacks/queue-postbacks.ts';
import type { PostbackSettings } from '../src/postbacks/settings.ts';
import { openSqliteStore } from '../src/store/open-store.ts';

// `pnpm --dir tracker exec node bench/postback-delivery.ts [signups]`: the two postback delivery targets.
// 1. Healthy receiver, real time: signups over real HTTP to the tracker, the worker as a process runs it
//    (500 ms polling, SQLite FULL); the delay from each signup's answer to the postback's arrival, p50/p95.
// 2. A receiver down for 10 minutes: its port really closed, the worker polling on a controllable clock that
//    moves 5 s per pass through the 10 minutes (so every backoff step of a real outage is taken), then the port
//    opens and the clock moves 1 s per pass; reported: clock time from coming back to the last arrival, and
//    whether every postback arrived exactly once.

const signups = Number(process.argv[2] ?? 200);
const logger = createLogger({ level: 'silent' });
const browserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

type Receiver = { origin: string; arrivals: Map<string, number[]>; open(): Promise<void>; close(): Promise<void> };

async function startReceiver(): Promise<Receiver> {
  const arrivals = new Map<string, number[]>();
  let server: Server | null = null;
  let port = 0;
  const open = async () => {
    const created = createServer((req, res) => {
      const key = new URL(req.url ?? '/', 'http://x').searchParams.get('key') ?? '';
      arrivals.set(key, [...(arrivals.get(key) ?? []), performance.now()]);
      res.end('ok');
    });
    await new Promise<void>((resolve) => created.listen(port, '127.0.0.1', resolve));
    port = (created.address() as AddressInfo).port;
    server = created;
  };
  await open();
  return {
    origin: `http://127.0.0.1:${port}`,
    arrivals,
    open,
    close: async () => {
      const closing = server;
      server = null;
      closing?.closeAllConnections();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
}

function settingsFor(origin: string): PostbackSettings {
  return {
    defaultPostback: {
      enabled: true,
      urlTemplate: `${origin}/pb?key={entry_id}&sub={subid}`,
      events: ['email_submitted'],
      clickIdSource: 'auto',
      secret: 'bench-secret',
      payouts: {},
    },
    affiliates: [],
  };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function openTracker(clock: () => number, settings: PostbackSettings) {
  const folder = mkdtempSync(join(tmpdir(), 'postback-bench-'));
  const trackerPath = join(folder, 'tracker.db');
  const mainStore = openSqliteStore({ path: trackerPath });
  const store = withPostbackQueue({ store: mainStore, peekSettings: () => settings });
  const env = {
    NODE_ENV: 'test',
    TRACKER_SECRET: 'bench-secret-that-is-long-enough-1234567890',
    TRACKER_TRUST_PROXY: 'loopback',
    TRACKER_CMS_URL: 'http://127.0.0.1:9',
    TRACKER_RATE_LIMIT_PER_MINUTE: 10_000_000,
    TRACKER_MAIL_PER_MAILBOX_PER_DAY: 2,
    TRACKER_MAIL_PER_CALLER_PER_DAY: 20,
  } as const;
  const app = createApp({ store, env, logger, verifyOperatorSession: async () => null, clock });
  const server = createTrackerServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handler = createPostbackJobHandler({
    store: mainStore,
    getSettings: async () => settings,
    send: (request) => sendGuarded({ ...request, timeoutMs: 10_000, allowLoopbackHttp: true }),
    logger,
    clock,
  });
  const worker = createJobWorker({ handlers: [handler], logger, clock });
  const signUp = async (index: number) => {
    const response = await fetch(`${base}/api/waitlist`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': browserAgent,
        'x-forwarded-for': `203.0.${Math.floor(index / 250)}.${index % 250}`,
      },
      body: JSON.stringify({
        email: `bench${index}@example.com`,
        affiliateId: 'aff-1',
        subId: `sub-${index}`,
        version: 1,
      }),
    });
    const { entry } = (await response.json()) as { entry: { id: number } };
    return { id: entry.id, answeredAt: performance.now() };
  };
  return {
    worker,
    signUp,
    close: async () => {
      await worker.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mainStore.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function healthyReceiver(): Promise<void> {
  const receiver = await startReceiver();
  const tracker = await openTracker(Date.now, settingsFor(receiver.origin));
  tracker.worker.start();
  const answered = new Map<string, number>();
  for (let index = 0; index < signups; index += 1) {
    const { id, answeredAt } = await tracker.signUp(index);
    answered.set(String(id), answeredAt);
    // About 20 signups a second, spread over the worker's polling.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const deadline = performance.now() + 15_000;
  while (receiver.arrivals.size < signups && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const delays = [...answered].map(([key, at]) => (receiver.arrivals.get(key)?.[0] ?? Number.POSITIVE_INFINITY) - at);
  const once = [...receiver.arrivals.values()].every((times) => times.length === 1);
  console.log(
    `healthy receiver: ${receiver.arrivals.size}/${signups} postbacks arrived, each once: ${once}; delay after the signup's answer p50 ${percentile(delays, 0.5).toFixed(0)} ms, p95 ${percentile(delays, 0.95).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (target p95 ≤ 2000 ms)`,
  );
  await tracker.close();
  await receiver.close();
}

async function tenMinuteOutage(): Promise<void> {
  const receiver = await startReceiver();
  let now = Date.now();
  const tracker = await openTracker(() => now, settingsFor(receiver.origin));
  await receiver.close();
  for (let index = 0; index < signups; index += 1) await tracker.signUp(index);
  for (let elapsed = 0; elapsed < 10 * 60_000; elapsed += 5000) {
    await tracker.worker.runOnce();
    now += 5000;
  }
  await receiver.open();
  const cameBack = now;
  let lastArrivalClock = cameBack;
  while (receiver.arrivals.size < signups && now - cameBack <= 5 * 60_000) {
    const before = receiver.arrivals.size;
    await tracker.worker.runOnce();
    if (receiver.arrivals.size > before) lastArrivalClock = now;
    now += 1000;
  }
  // A few more minutes of passes: nothing may arrive twice.
  for (let extra = 0; extra < 10; extra += 1) {
    await tracker.worker.runOnce();
    now += 60_000;
  }
  const once = [...receiver.arrivals.values()].every((times) => times.length === 1);
  console.log(
    `10-minute outage: ${receiver.arrivals.size}/${signups} postbacks arrived, each exactly once: ${once}; the last ${((lastArrivalClock - cameBack) / 1000).toFixed(0)} s (clock time) after the receiver came back (target ≤ 60 s)`,
  );
  await tracker.close();
  await receiver.close();
}

await healthyReceiver();
await tenMinuteOutage();
