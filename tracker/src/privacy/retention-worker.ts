import type { Logger } from '../logger.ts';
import type { PurgeCounts, Store } from '../store/port.ts';
import { retentionCutoffs, type RetentionSettings } from './retention.ts';

// The scheduled clean-up: one pass at start, then one every ten minutes, so an address hash outlives the
// two-hour lookup window by ten minutes at most. Every tracker process runs it; a pass is idempotent, so two
// replicas running it together only repeat each other's work.

export const retentionPassIntervalMs = 10 * 60 * 1000;

export type RetentionWorker = {
  /** One pass at the clock's time; answers what it removed. */
  runOnce(): Promise<PurgeCounts>;
  start(): void;
  /** Stops scheduling and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function createRetentionWorker({
  store,
  settings,
  logger,
  clock = Date.now,
  intervalMs = retentionPassIntervalMs,
}: {
  store: Store;
  settings: RetentionSettings;
  logger: Logger;
  clock?: () => number;
  intervalMs?: number;
}): RetentionWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const runOnce = () => store.purgeExpired(retentionCutoffs(clock(), settings));

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((counts) => {
          if (counts.addressHashes + counts.entries + counts.events + counts.jobs > 0) logger.info({ retention: counts }, 'retention clean-up');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'retention clean-up failed; next pass retries'))
        .finally(() => {
          running = null;
          schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
