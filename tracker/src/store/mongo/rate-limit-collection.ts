import { RateLimiterMongo } from 'rate-limiter-flexible';
import { createRateLimitWindows } from '../rate-limit-windows.ts';
import { collectionNames } from './collections.ts';
import type { DbLike } from './driver-surface.ts';

// Rate-limit counters of the MongoDB adapter: one document per key and window in `rate_limits`, updated with
// one atomic findOneAndUpdate by rate-limiter-flexible, so every tracker replica shares one limit. Its indexes
// (unique key, TTL on expire) are declared with the others in collections.ts.

export function openRateLimitWindows(db: DbLike) {
  return createRateLimitWindows(
    async ({ counter, windowSeconds }) =>
      new RateLimiterMongo({
        storeClient: db,
        tableName: collectionNames.rateLimits,
        keyPrefix: counter,
        points: 1,
        duration: windowSeconds,
        disableIndexesCreation: true,
      }),
  );
}
