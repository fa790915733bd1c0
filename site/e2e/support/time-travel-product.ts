import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';

// A tracker whose clock a spec sets (scripts/e2e/time-travel-tracker.ts, fresh SQLite) and a visitor origin
// in front of it, both signing operators in against the shared CMS. Activity seeded through this origin is
// stamped with whatever instant the spec chose, so figures can be checked across days and clock changes.

const trackerScript = fileURLToPath(new URL('../../../scripts/e2e/time-travel-tracker.ts', import.meta.url));

export type TimeTravelPorts = { tracker: number; clock: number; site: number };

export type TimeTravelProduct = {
  siteUrl: string;
  /** Makes the tracker's clock read `now` at once and run on from there. */
  setClock: (now: string) => Promise<void>;
  stop: () => Promise<void>;
};

async function waitForHealth(url: string, exited: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`time-travel tracker exited early:\n${output()}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`time-travel tracker at ${url} did not answer:\n${output()}`);
}

/** The time-travel site and tracker share it, so the tracker believes the visitor addresses the site forwards. */
const timeTravelForwardedSecret = 'time-travel-forwarded-secret-of-32-characters';

/** `trackerEnv` adds to (or replaces) the tracker's environment, say a CMS address of the spec's own. */
export async function startTimeTravelProduct(
  ports: TimeTravelPorts,
  { trackerEnv = {} }: { trackerEnv?: Record<string, string> } = {},
): Promise<TimeTravelProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-time-travel-'));
  const trackerUrl = `http://127.0.0.1:${ports.tracker}`;
  const tracker = spawn(process.execPath, [trackerScript], {
    env: {
      ...process.env,
      TRACKER_PORT: String(ports.tracker),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_CLOCK_PORT: String(ports.clock),
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      TRACKER_CMS_URL: product.cmsUrl,
      TRACKER_PUBLIC_URL: `http://127.0.0.1:${ports.site}`,
      TRACKER_SECRET: 'time-travel-spec-secret-of-32-characters-or-more',
      TRACKER_FORWARDED_SECRET: timeTravelForwardedSecret,
      TRACKER_LOG_LEVEL: 'warn',
      ...trackerEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  tracker.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  tracker.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stopTracker = () =>
    new Promise<void>((resolve) => {
      if (tracker.exitCode !== null || tracker.signalCode !== null) return resolve();
      tracker.once('exit', () => resolve());
      tracker.kill('SIGTERM');
    });

  let site: StartedSite | null = null;
  const stop = async () => {
    await site?.stop();
    await stopTracker();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(
      `${trackerUrl}/api/health`,
      () => tracker.exitCode !== null,
      () => log,
    );
    site = await startSite({
      port: ports.site,
      cmsUrl: product.cmsUrl,
      trackerUrl,
      forwardedSecret: timeTravelForwardedSecret,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    siteUrl: site.url,
    async setClock(now) {
      const response = await fetch(`http://127.0.0.1:${ports.clock}/clock`, {
        method: 'POST',
        body: JSON.stringify({ now }),
      });
      if (!response.ok)
        throw new Error(`setting the tracker clock to ${now} failed: ${response.status} ${await response.text()}`);
    },
    stop,
  };
}
