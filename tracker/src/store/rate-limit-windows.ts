import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitHits } from './port.ts';

// Rate-limit windows kept by rate-limiter-flexible in the adapter's database, one limiter per counter name
// (its key prefix). `penalty` adds hits without refusing: the tracker decides on the total it answers
// (http/shared-limiter.ts), so one stored counter serves both the batched and the exact limits.

export type OpenLimiter = (input: { counter: string; windowSeconds: number }) => Promise<RateLimiterAbstract>;

export function createRateLimitWindows(openLimiter: OpenLimiter) {
  const limiters = new Map<string, Promise<RateLimiterAbstract>>();
  return async ({
    counter,
    key,
    hits,
    windowMs,
  }: {
    counter: string;
    key: string;
    hits: number;
    windowMs: number;
  }): Promise<RateLimitHits> => {
    const name = `${counter}:${windowMs}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = openLimiter({ counter, windowSeconds: Math.ceil(windowMs / 1000) });
      limiters.set(name, limiter);
    }
    const result = await (await limiter).penalty(key, hits);
    return { total: result.consumedPoints, resetAt: Date.now() + Math.max(0, result.msBeforeNext) };
  };
}
