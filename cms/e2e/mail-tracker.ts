import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { cmsUrl } from './staff.ts';

// A tracker of a spec's own for the operator mail (scripts/e2e/time-travel-tracker.ts: a fresh SQLite file and
// outbox folder, a clock the spec sets), reading the mail recipients from the shared CMS with the tracker's key,
// as the product's tracker does. Setting its clock runs the alert rules and the daily summaries at once.

const script = fileURLToPath(new URL('../../scripts/e2e/time-travel-tracker.ts', import.meta.url));

/** The desktop browser the tracker counts as a person (it counts headless Chromium as a bot). */
export const personAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** The tracker's key to the CMS, kept by the global setup in the shared data folder. */
function trackerKey(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through the root playwright.config.ts');
  return (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { postbackKey: string }).postbackKey;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type MailTracker = {
  url: string;
  setClock(now: string): Promise<void>;
  /** One visit (and a signup when an address is given) by a person's browser at the tracker's time. */
  visit(signupEmail?: string): Promise<void>;
  /** The messages to one address in this tracker's outbox, parsed. */
  messagesTo(email: string): Promise<Awaited<ReturnType<typeof PostalMime.parse>>[]>;
  stop(): Promise<void>;
};

export async function startMailTracker(): Promise<MailTracker> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-mail-tracker-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const [port, clockPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      TRACKER_PORT: String(port),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_CLOCK_PORT: String(clockPort),
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_OUTBOX_DIR: outboxDir,
      TRACKER_CMS_URL: cmsUrl(),
      TRACKER_CMS_POSTBACK_KEY: trackerKey(),
      TRACKER_SECRET: 'mail-tracker-spec-secret-of-32-characters-or-more',
      TRACKER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the spec's tracker did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': personAgent },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  };
  return {
    url,
    async setClock(now) {
      const response = await fetch(`http://127.0.0.1:${clockPort}/clock`, {
        method: 'POST',
        body: JSON.stringify({ now }),
      });
      if (!response.ok) throw new Error(`setting the clock to ${now} answered ${response.status}:\n${log}`);
    },
    async visit(signupEmail) {
      const touch = { affiliateId: 'mail-spec', subId: null, s1: null, s2: null, s3: null };
      await post('/api/track-visit', { page: '/', referrer: '', ...touch });
      if (signupEmail) await post('/api/waitlist', { email: signupEmail, ...touch, version: 1 });
    },
    async messagesTo(email) {
      if (!existsSync(outboxDir)) return [];
      const files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
      const parsed = await Promise.all(files.map((name) => PostalMime.parse(readFileSync(path.join(outboxDir, name)))));
      return parsed.filter((message) => message.to?.some((recipient) => recipient.address === email));
    },
    stop,
  };
}
