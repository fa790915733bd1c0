// The rate limits every tracker process on one store shares. Contract: test/shared-limits.test.ts.

/** A key's rate-limit window after some hits: its total so far and when the window ends (ms since epoch). */
export type RateLimitHits = { total: number; resetAt: number };

/** Fixed-window hit counts per counter and key. */
export type RateLimitsPort = {
  /**
   * Adds `hits` to `key`'s fixed window of `counter` (the window starts at the key's first hit) and answers
   * the new total. Shared by every tracker process on this store, so they enforce one limit.
   */
  addRateLimitHits(input: { counter: string; key: string; hits: number; windowMs: number }): Promise<RateLimitHits>;
};
