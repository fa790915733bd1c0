import type { RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { Store } from '../store/port.ts';
import { callerKeyOf } from './caller-key.ts';
import { HttpError } from './http-error.ts';

// POST /api/log-error writes what a browser sent into the tracker's log, so besides its count per minute
// (http/rate-limits.ts) each caller (an IPv6 caller: its /56) has a budget of bytes: 32 KB per 10 minutes. A
// typical report (a message, a short stack, the page's URL and user agent) is under 1 KB, so a page that keeps
// failing can report dozens of times, and a full-size one (up to about 14.5 KB after the contract's cuts) twice;
// a script can no longer write 60 × 14 KB a minute into the log (192 KB an hour at most instead of 50 MB).
// The count lives in the shared store, like the request limits, under a keyed hash of the caller.

export const errorReportBudget = { bytes: 32 * 1024, windowMs: 10 * 60_000 } as const;

const pseudonym = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

export function errorReportBudgetGuard({
  addHits,
  keyOf,
}: {
  addHits: Store['addRateLimitHits'];
  keyOf: AddressHasher;
}): RequestHandler {
  return (req, res, next) => {
    // The size of what would be logged: the body as parsed, before validation cuts anything. A body nested
    // deeper than JSON.stringify can follow (5,000 arrays fit in 10 KB) is no report: a 400, not a 500.
    let bytes: number;
    try {
      bytes = Buffer.byteLength(JSON.stringify(req.body ?? null));
    } catch {
      next(
        new HttpError({
          code: 'invalid_request',
          message: 'An error report is a JSON object of a few fields, not a nested structure.',
        }),
      );
      return;
    }
    const key = pseudonym(keyOf(callerKeyOf(req.ip ?? req.socket.remoteAddress)) ?? 'unknown');
    addHits({ counter: 'error-report-bytes', key, hits: bytes, windowMs: errorReportBudget.windowMs }).then(
      ({ total, resetAt }) => {
        if (total <= errorReportBudget.bytes) return next();
        res.set('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
        next(
          new HttpError({
            code: 'rate_limited',
            message: 'Too many error reports from this address. Please wait a few minutes.',
          }),
        );
      },
      next,
    );
  };
}
