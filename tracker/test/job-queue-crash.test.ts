import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createMailer } from '../src/email/index.ts';
import { createTrackerServer } from '../src/http/create-server.ts';
import { createJobWorker } from '../src/jobs/worker.ts';
import { createLogger } from '../src/logger.ts';
import { createEmailJobHandler } from '../src/outbox/email-job-handler.ts';
import { createCmsPostbackSettings } from '../src/postbacks/cms-postback-settings.ts';
import { sendGuarded } from '../src/postbacks/guarded-send.ts';
import { createPostbackJobHandler } from '../src/postbacks/postback-job-handler.ts';
import { withPostbackQueue } from '../src/postbacks/queue-postbacks.ts';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import { openMongoStore } from '../src/store/open-store.ts';
import { testEnv } from './support/app.ts';
import {
  arrivalsOf,
  closedThePage,
  finishWalks,
  postbackKey,
  runLoad,
  startCrashCms,
  type Visitor,
} from './support/crash-load.ts';
import { killableConnection } from './support/killable-mongo.ts';
import { createMemoryMongo } from './support/memory-mongo/memory-mongo.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

// A tracker killed (SIGKILL) at random moments under signup load with postbacks on, then started again on
// the same data: every entry whose signup was acknowledged ends with exactly its three postbacks (signup,
// thank-you, download) and its guide email, each delivered once. A postback is written in the entry write's
// transaction, so a crash can no longer leave a committed conversion without its postback, and the guide email
// in the thank-you's: a visitor whose thank-you call was cut off and who never calls again (support/crash-load.ts)
// has the email exactly when its thank-you was recorded (its thank-you postback arrived). While the crashes
// happen the receiver and the mail server answer "try later" (503, 451), so every delivery is made after the
// last restart and a repeated one would show (a crash between a receiver's acceptance and its record is the
// one way to repeat a delivery, by design: at least once). Before that restart the test lets the dead
// processes' leases run out, as ten minutes would.
// SQLite: real tracker processes on one file. MongoDB: the in-process stand-in, the killed process's
// connection cut (every call fails from that moment, a transaction in flight rolls back).

const trackerDir = path.resolve(import.meta.dirname, '..');
const crashRounds = 3;
const concurrency = 8;

type Running = { base: string; kill(): Promise<void> };

type Harness = {
  start(): Promise<Running>;
  /**
   * Stands in for ten minutes passing with no tracker running: the leases the killed processes held run out
   * and the retries their failed attempts scheduled come due (what a restart finds after any real outage).
   */
  letLeasesRunOut(now: number): Promise<void>;
  cleanup(): Promise<void>;
};

const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

async function waitUntilReady(base: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const early = exited();
    if (early !== null) throw new Error(`tracker exited early:\n${early}`);
    if (
      await fetch(`${base}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`tracker at ${base} never became ready`);
}

function sqliteHarness({ cmsUrl, smtpUrl, port }: { cmsUrl: string; smtpUrl: string; port: number }): Harness {
  const folder = mkdtempSync(path.join(tmpdir(), 'tracker-crash-'));
  let child: ChildProcess | null = null;
  return {
    async start() {
      const output: string[] = [];
      const started = spawn(process.execPath, ['src/index.ts'], {
        cwd: trackerDir,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          TRACKER_PORT: String(port),
          TRACKER_HOST: '127.0.0.1',
          TRACKER_DB_PATH: path.join(folder, 'tracker.db'),
          TRACKER_SECRET: 'crash-test-secret-0123456789abcdef0123456789',
          TRACKER_CMS_URL: cmsUrl,
          TRACKER_CMS_POSTBACK_KEY: postbackKey,
          TRACKER_POSTBACK_ALLOW_LOOPBACK: 'true',
          SMTP_URL: smtpUrl,
          TRACKER_RATE_LIMIT_PER_MINUTE: '10000000',
          TRACKER_MAIL_PER_CALLER_PER_DAY: '1000000',
          TRACKER_LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child = started;
      const base = `http://127.0.0.1:${port}`;
      await waitUntilReady(base, () => (started.exitCode === null ? null : output.join('')));
      return {
        base,
        kill: () =>
          new Promise<void>((resolve) => {
            started.once('exit', () => resolve());
            started.kill('SIGKILL');
          }),
      };
    },
    async letLeasesRunOut(now) {
      const db = new Database(path.join(folder, 'tracker.db'));
      db.prepare(
        "UPDATE jobs SET lease_owner = NULL, lease_until = NULL, due_at = min(due_at, ?) WHERE status = 'pending'",
      ).run(now);
      db.close();
    },
    async cleanup() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The tracker as index.ts composes it, in this process, over one connection to the stand-in. */
function mongoHarness({ cmsUrl, smtpUrl }: { cmsUrl: string; smtpUrl: string }): Harness {
  const server = createMemoryMongo();
  const logger = createLogger({ level: 'silent' });
  const env = {
    ...testEnv,
    TRACKER_CMS_URL: cmsUrl,
    TRACKER_CMS_POSTBACK_KEY: postbackKey,
    TRACKER_RATE_LIMIT_PER_MINUTE: 10_000_000,
    TRACKER_MAIL_PER_CALLER_PER_DAY: 1_000_000,
  };
  let stopLast: (() => Promise<void>) | null = null;
  return {
    async start() {
      const connection = killableConnection(server);
      const store = await openMongoStore({ client: connection.client, dbName: 'crash' });
      const settings = createCmsPostbackSettings({ cmsUrl, key: postbackKey, onError: () => undefined });
      const send = (request: { url: string; headers: Record<string, string> }) =>
        sendGuarded({ ...request, timeoutMs: 2000, allowLoopbackHttp: true });
      const app = createApp({
        store: withPostbackQueue({ store, peekSettings: settings.peek }),
        env,
        logger,
        verifyOperatorSession: async () => null,
        postbacks: { store, settings, send },
      });
      const mailer = createMailer({
        smtpUrl,
        outboxDir: '/nonexistent-outbox',
        publicUrl: 'http://127.0.0.1:4321',
        secret: env.TRACKER_SECRET,
        entryLinkTtlMs: 30 * 86_400_000,
        dkim: null,
        getSettings: async () => ({
          senderName: 'Senior Savings Guide',
          senderEmail: 'guide@example.com',
          postalAddress: '1 Main St, Springfield, IL 62701',
        }),
      });
      const worker = createJobWorker({
        handlers: [
          createEmailJobHandler({
            store,
            mailer,
            logger,
            suppressionKeyOf: createSuppressionKeyer(env.TRACKER_SECRET),
          }),
          createPostbackJobHandler({ store, getSettings: settings.get, send, logger }),
        ],
        logger,
      });
      worker.start();
      const http = createTrackerServer(app);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const kill = async () => {
        // The process is gone: its connection to the data first, then its sockets and timers.
        connection.kill();
        http.closeAllConnections();
        http.close();
        void worker.stop();
        await mailer.close();
      };
      stopLast = kill;
      return { base, kill };
    },
    async letLeasesRunOut(now) {
      await server
        .db('crash')
        .collection('jobs')
        .updateMany({ status: 'pending' }, { $set: { leaseOwner: null, leaseUntil: null }, $min: { dueAt: now } });
    },
    async cleanup() {
      await stopLast?.();
      await server.close();
    },
  };
}

async function crashAndRecover(harness: Harness, receiver: PostbackReceiver, smtp: SmtpSink) {
  const visitors: Visitor[] = [];
  let counter = 0;
  const next = () => `crash${counter++}@example.com`;
  receiver.setMode({ kind: 'status', status: 503 });
  smtp.refuseWith(451);
  for (let round = 0; round < crashRounds; round += 1) {
    const running = await harness.start();
    const load = runLoad({ base: running.base, visitors, concurrency, next });
    await new Promise((resolve) => setTimeout(resolve, randomBetween(300, 1500)));
    await running.kill();
    await load;
  }
  // A call a killed in-process tracker had on the wire still ends, refused, before the receivers take anything.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  // Only calls answered 2xx count as deliveries: the receiver also records the ones it refused.
  const refusedCalls = receiver.received.length;
  receiver.setMode({ kind: 'up' });
  smtp.refuseWith(null);
  await harness.letLeasesRunOut(Date.now());
  const running = await harness.start();
  await finishWalks(running.base, visitors);
  const acknowledged = visitors.filter((visitor) => visitor.id !== null);
  const expectedKeys = acknowledged.flatMap(({ id, steps }) =>
    ['email_submitted', ...(steps.has('notify') ? ['thank_you'] : []), 'download'].map((event) => `${id}:${event}`),
  );
  const deadline = Date.now() + 60_000;
  const delivered = () => receiver.received.slice(refusedCalls).map((postback) => postback.url);
  const arrivedAll = () => {
    const arrivals = arrivalsOf(delivered());
    const thanked = acknowledged.filter(({ id }) => arrivals.has(`${id}:thank_you`));
    return expectedKeys.every((key) => arrivals.has(key)) && smtp.messages.length >= thanked.length;
  };
  while (!arrivedAll() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  // Two more worker passes' time for a duplicate to show.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await running.kill();
  return { visitors, acknowledged, expectedKeys, deliveredUrls: delivered() };
}

/** A port free right now, for a tracker process to listen on (so two runs of this suite never collide). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each([{ name: 'sqlite (tracker processes)' }, { name: 'mongodb (in-process stand-in)' }])(
  'the job queue through SIGKILLs under signup load: $name',
  ({ name }) => {
    let receiver: PostbackReceiver;
    let smtp: SmtpSink;
    let cms: { url: string; close(): Promise<void> };
    let harness: Harness;

    beforeAll(async () => {
      receiver = await startPostbackReceiver();
      smtp = await startSmtpSink(0);
      cms = await startCrashCms(receiver.origin);
      harness = name.startsWith('sqlite')
        ? sqliteHarness({ cmsUrl: cms.url, smtpUrl: smtp.url, port: await freePort() })
        : mongoHarness({ cmsUrl: cms.url, smtpUrl: smtp.url });
    });

    afterAll(async () => {
      await harness?.cleanup();
      await cms?.close();
      await smtp?.close();
      await receiver?.close();
    });

    it('delivers every acknowledged entry its postbacks and its guide email, each once', async () => {
      const { visitors, acknowledged, expectedKeys, deliveredUrls } = await crashAndRecover(harness, receiver, smtp);
      const arrivals = arrivalsOf(deliveredUrls);
      const delivered = [...arrivals.entries()];
      const expected = new Set(expectedKeys);
      // Writes that committed while their answer was cut off: signups nobody was told about, with their postback,
      // and the thank-yous of pages closed after the cut, with theirs.
      const closedPages = new Set(acknowledged.filter(closedThePage).map(({ id }) => `${id}:thank_you`));
      const unacknowledged = delivered.filter(([key]) => !expected.has(key));
      const recipients = smtp.messages.flatMap((message) => message.recipients).sort();
      const thanked = acknowledged.filter(({ id }) => arrivals.has(`${id}:thank_you`));
      console.info(
        `${name}: ${crashRounds} ${name.startsWith('sqlite') ? 'SIGKILLs' : 'kills (connection cut)'}; ${visitors.length} visitors started, ${acknowledged.length} signups acknowledged, ` +
          `${expectedKeys.length} postbacks expected and ${expectedKeys.filter((key) => arrivals.get(key) === 1).length} delivered exactly once, ` +
          `${recipients.length} guide emails for ${thanked.length} thank-yous recorded, ${closedPages.size} thank-you calls cut off and not repeated ` +
          `(${unacknowledged.filter(([key]) => closedPages.has(key)).length} of them recorded), ` +
          `${unacknowledged.filter(([key]) => !closedPages.has(key)).length} postbacks of signups committed but cut off`,
      );
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const key of expectedKeys) expect({ key, arrivals: arrivals.get(key) ?? 0 }).toEqual({ key, arrivals: 1 });
      for (const [key, count] of unacknowledged) {
        const pattern = closedPages.has(key) ? /^\d+:thank_you$/ : /^\d+:email_submitted$/;
        expect({ key, count }).toEqual({ key: expect.stringMatching(pattern), count: 1 });
      }
      // The guide email goes with the thank-you write: one for each entry whose thank-you was recorded, no other.
      expect(recipients).toEqual(thanked.map((visitor) => visitor.email).sort());
    }, 180_000);
  },
);
