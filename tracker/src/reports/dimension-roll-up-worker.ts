import { createBackgroundLoop, type BackgroundLoop } from '../background-loop.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/port.ts';

// Rolls the pending dimension facts (counting/dimension-counts.ts) into the reports' cumulative rows, off the
// request path: every second, in slices, each slice its own short write, so the commits of incoming requests
// interleave with it. A report rolls up what is still pending before it reads, so figures never wait for
// this; it keeps the queue short, so that a report's own roll-up is small. Every tracker process runs it: a
// slice is one transaction, so two processes never count a fact twice.

export const dimensionRollUpIntervalMs = 1000;

/** Pending facts per slice: a few milliseconds of the writer's time, so no request waits long behind one. */
export const dimensionRollUpSlice = 2000;

export function createDimensionRollUpWorker({
  store,
  logger,
  intervalMs = dimensionRollUpIntervalMs,
  slice = dimensionRollUpSlice,
}: {
  store: Store;
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
    onError: (error) => logger.error({ err: error }, 'dimension roll-up failed; the next pass (or the next report) retries'),
  });
}
