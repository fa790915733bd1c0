import { createBackgroundLoop } from '../background-loop.ts';
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
  const runOnce = () => store.purgeExpired(retentionCutoffs(clock(), settings));
  const loop = createBackgroundLoop({
    pass: async () => {
      const counts = await runOnce();
      if (Object.values(counts).some((count) => count > 0)) logger.info({ retention: counts }, 'retention clean-up');
    },
    everyMs: intervalMs,
    firstDelayMs: 0,
    onError: (error) => logger.error({ err: error }, 'retention clean-up failed; next pass retries'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
