import { createBackgroundLoop, type BackgroundLoop } from '../background-loop.ts';
import type { Logger } from '../logger.ts';
import type { DimensionsPort } from '../store/port.ts';

// Rolls the pending dimension facts (counting/dimension-counts.ts) into the reports' cumulative rows, off the
// request path: once a minute, in slices, each slice its own write, so the commits of incoming requests
// interleave between them. The cost of a pass follows the distinct tuples it meets, not the facts (alike facts
// are merged first), so a longer interval is cheaper per fact. A report rolls up what is still pending before it reads, so figures never wait for
// this; it keeps the queue short, so that a report's own roll-up is small. Every tracker process runs it: a
// slice is one transaction, so two processes never count a fact twice.

export const dimensionRollUpIntervalMs = 60_000;

/**
 * Pending facts per slice (one transaction). A slice merges alike facts before spreading them into scopes, so
 * a larger one is cheaper per fact; this one holds a minute of a 1,500-visits-a-second campaign and takes
 * the writer well under a second (tracker/README.md, "Reports by dimension").
 */
export const dimensionRollUpSlice = 100_000;

export function createDimensionRollUpWorker({
  store,
  logger,
  intervalMs = dimensionRollUpIntervalMs,
  slice = dimensionRollUpSlice,
}: {
  store: DimensionsPort;
  logger: Logger;
  intervalMs?: number;
  slice?: number;
}): BackgroundLoop<number> {
  return createBackgroundLoop({
    pass: async () => {
      let rolled = 0;
      for (let more = true; more; ) {
        const done = await store.rollUpDimensions({ limit: slice });
        rolled += done.rolled;
        more = done.more;
      }
      return rolled;
    },
    everyMs: intervalMs,
    onError: (error) =>
      logger.error({ err: error }, 'dimension roll-up failed; the next pass (or the next report) retries'),
  });
}
