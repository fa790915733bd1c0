import { createHash } from 'node:crypto';
import type { RateLimitHits, Store } from '../store/port.ts';

// One per-key limit whose count lives in the shared store, so every tracker process enforces the same one.
// Hits are added up in this process and sent to the store in batches, one update per key per batch:
//
// - `exact` (mail, sign-ins): the caller waits for the next batch (sent `exactBatchMs` after the first hit
//   that opens it) and is judged on the store's total, so the limit holds across processes to the call. A
//   store update costs about as much CPU as a whole request, so a batch per event-loop turn would slow a
//   burst; one per 5 ms adds at most 5 ms to these calls.
// - `exact-near-limit` (signups, lookups, error reports): as `exact`, except that a caller's first quarter of
//   the limit, as this process knows it, is judged at once; those hits go out in the same 5 ms batches. Busy
//   calls then never wait for a batch: in a closed loop of requests that wait left the CPU idle between
//   batches, and signup throughput fell by a third. Alone, a process still refuses at the limit to the call;
//   each process holds at most a quarter of the limit that the others have not seen yet, so across N
//   processes a caller gets at most limit + (N − 1) × ⌊limit / 4⌋ in a window (SECURITY.md).
// - `batched` (the per-address budget over every call, on the hot path): the caller is judged at once on the
//   last total the store answered plus this process's hits since; batches go out every `syncEveryMs`. Other
//   processes' hits are thus seen up to that long late, which can let a caller a little over a limit of
//   hundreds a minute, never the strict ones above.
//
// If the store cannot be reached, the count of this process stands in for it (each process then enforces the
// limit on its own), and the next batch tries again. Keys go to the store as SHA-256 pseudonyms: the table
// never holds an address in clear.

export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export type LimitMode = 'exact' | 'exact-near-limit' | 'batched';

/** A caller waiting for its batch, and where its hit falls among the batch's hits (1 = first). */
type Waiter = { place: number; settle: (total: number) => void };

type KeyWindow = { total: number; resetAt: number; pending: number; sending: number; waiters: Waiter[] };

/** The share of an `exact-near-limit` limit that a process judges at once, before asking the store. */
const judgedAtOnceShare = 1 / 4;

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
  mode: LimitMode;
  syncEveryMs?: number;
  exactBatchMs?: number;
}): SharedLimiter {
  const windows = new Map<string, KeyWindow>();
  let scheduled = false;

  const retryAfter = (window: KeyWindow, now: number) =>
    Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((window.resetAt - now) / 1000)));

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
    for (const waiter of waiters) waiter.settle(answer.total - hits + waiter.place);
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
    setTimeout(() => void flush(), mode === 'batched' ? syncEveryMs : exactBatchMs).unref();
  }

  return {
    hit(key) {
      const now = Date.now();
      const window = windowOf(key, now);
      window.pending += 1;
      schedule();
      const known = window.total + window.sending + window.pending;
      if (mode === 'batched' || (mode === 'exact-near-limit' && known <= limit * judgedAtOnceShare)) {
        return { allowed: known <= limit, retryAfterSeconds: retryAfter(window, now) };
      }
      const place = window.pending;
      return new Promise((resolve) => {
        window.waiters.push({
          place,
          settle: (total) => resolve({ allowed: total <= limit, retryAfterSeconds: retryAfter(window, Date.now()) }),
        });
      });
    },
  };
}
