import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';
import { startSpecTracker, type SpecTracker } from './spec-tracker.ts';

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

/** The time-travel site and tracker share it, so the tracker believes the visitor addresses the site forwards. */
const timeTravelForwardedSecret = 'time-travel-forwarded-secret-of-32-characters';

/** `trackerEnv` adds to (or replaces) the tracker's environment, say a CMS address of the spec's own. */
export async function startTimeTravelProduct(
  ports: TimeTravelPorts,
  { trackerEnv = {} }: { trackerEnv?: Record<string, string> } = {},
): Promise<TimeTravelProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-time-travel-'));
  let tracker: SpecTracker | null = null;
  let site: StartedSite | null = null;
  const stop = async () => {
    await site?.stop();
    await tracker?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    tracker = await startSpecTracker({
      port: ports.tracker,
      script: trackerScript,
      env: {
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
    });
    site = await startSite({
      port: ports.site,
      cmsUrl: product.cmsUrl,
      trackerUrl: tracker.url,
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
