import { createHash } from 'node:crypto';
import type { RateLimitHits, Store } from '../store/port.ts';

// One per-key limit whose count lives in the shared store, so every tracker process enforces the same one.
// Hits are added up in this process and sent to the store in batches, one update per key per batch:
//
// - `exact` (signups, lookups, mail, sign-ins, error reports): the caller waits for the next batch (sent
//   `exactBatchMs` after the first hit that opens it) and is judged on the store's total, so the limit holds
//   across processes to the call. A store update costs about as much CPU as a whole request, so a batch
//   per event-loop turn would slow a burst of signups; one per 5 ms adds at most 5 ms to these calls.
// - `batched` (the per-address budget over every call, on the hot path): the caller is judged at once on the
//   last total the store answered plus this process's hits since; batches go out every `syncEveryMs`. Other
//   processes' hits are thus seen up to that long late, which can let a caller a little over a limit of
//   hundreds a minute, never the strict ones above.
//
// If the store cannot be reached, the count of this process stands in for it (each process then enforces the
// limit on its own), and the next batch tries again. Keys go to the store as SHA-256 pseudonyms: the table
// never holds an address in clear.

export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number };

type KeyWindow = { total: number; resetAt: number; pending: number; sending: number; waiters: ((total: number) => void)[] };

export type SharedLimiter = { hit(key: string): LimitVerdict | Promise<LimitVerdict> };

const pseudonym = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

export function createSharedLimiter({
  addHits,
  counter,
  limit,
  windowMs,
  mode,
  syncEveryMs = 100,
  exactBatchMs = 5,
}: {
  addHits: Store['addRateLimitHits'];
  counter: string;
  limit: number;
  windowMs: number;
  mode: 'exact' | 'batched';
  syncEveryMs?: number;
  exactBatchMs?: number;
}): SharedLimiter {
  const windows = new Map<string, KeyWindow>();
  let scheduled = false;

  const retryAfter = (window: KeyWindow, now: number) => Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((window.resetAt - now) / 1000)));

  function windowOf(key: string, now: number): KeyWindow {
    let window = windows.get(key);
    if (!window) {
      window = { total: 0, resetAt: now + windowMs, pending: 0, sending: 0, waiters: [] };
      windows.set(key, window);
    } else if (window.resetAt <= now && window.sending === 0) {
      window.total = 0;
      window.resetAt = now + windowMs;
    }
    return window;
  }

  async function send(key: string, window: KeyWindow): Promise<void> {
    const hits = window.pending;
    const waiters = window.waiters;
    window.pending = 0;
    window.waiters = [];
    window.sending += hits;
    const answer: RateLimitHits = await addHits({ counter, key: pseudonym(key), hits, windowMs }).catch(() => ({
      total: window.total + hits,
      resetAt: window.resetAt,
    }));
    window.sending -= hits;
    window.total = answer.total;
    window.resetAt = answer.resetAt;
    // The batch's hits are the last `hits` of the total, in the order they arrived.
    waiters.forEach((settle, index) => settle(answer.total - hits + 1 + index));
  }

  async function flush(): Promise<void> {
    scheduled = false;
    const now = Date.now();
    const sends: Promise<void>[] = [];
    for (const [key, window] of windows) {
      if (window.pending > 0) sends.push(send(key, window));
      else if (window.sending === 0 && window.resetAt <= now) windows.delete(key);
    }
    await Promise.all(sends);
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => void flush(), mode === 'exact' ? exactBatchMs : syncEveryMs).unref();
  }

  return {
    hit(key) {
      const now = Date.now();
      const window = windowOf(key, now);
      window.pending += 1;
      schedule();
      if (mode === 'batched') {
        const allowed = window.total + window.sending + window.pending <= limit;
        return { allowed, retryAfterSeconds: retryAfter(window, now) };
      }
      return new Promise((resolve) => {
        window.waiters.push((total) => resolve({ allowed: total <= limit, retryAfterSeconds: retryAfter(window, Date.now()) }));
      });
    },
  };
}
