import { createBackgroundLoop } from '../background-loop.ts';
import type { Logger } from '../logger.ts';
import type { PostbackJobs } from '../jobs/port.ts';
import type { PurgeCounts, Store } from '../store/port.ts';
import { retentionCutoffs, type RetentionSettings } from '../privacy/retention.ts';

// The scheduled clean-up: one pass at start, then one every ten minutes, so an address hash outlives the
// two-hour lookup window by ten minutes at most. Every tracker process runs it; a pass is idempotent, so two
// replicas running it together only repeat each other's work. Finished postbacks (which carry the click ids
// they sent) follow the events they report.

export const retentionPassIntervalMs = 10 * 60 * 1000;

export type RetentionCounts = PurgeCounts & { postbacks: number; postbackAttempts: number; pixelFires: number };

export type RetentionWorker = {
  /** One pass at the clock's time; answers what it removed. */
  runOnce(): Promise<RetentionCounts>;
  start(): void;
  /** Stops scheduling and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function createRetentionWorker({
  store,
  postbacks,
  settings,
  logger,
  clock = Date.now,
  intervalMs = retentionPassIntervalMs,
}: {
  store: Store;
  /** The postbacks' store, when postbacks are on. */
  postbacks?: PostbackJobs;
  settings: RetentionSettings;
  logger: Logger;
  clock?: () => number;
  intervalMs?: number;
}): RetentionWorker {
  const runOnce = async (): Promise<RetentionCounts> => {
    const cutoffs = retentionCutoffs(clock(), settings);
    const counts = await store.purgeExpired(cutoffs);
    const finished = (await postbacks?.purgeFinishedBefore(cutoffs.eventsBefore)) ?? {
      postbacks: 0,
      attempts: 0,
      pixelFires: 0,
    };
    return {
      ...counts,
      postbacks: finished.postbacks,
      postbackAttempts: finished.attempts,
      pixelFires: finished.pixelFires,
    };
  };
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
