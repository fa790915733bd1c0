import { apiRoutes } from '@seniorguide/contracts';
import type { RequestHandler } from 'express';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { Store } from '../store/port.ts';
import { callerKeyOf } from './caller-key.ts';
import { HttpError } from './http-error.ts';
import { createSharedLimiter, type LimitMode, type LimitVerdict } from './shared-limiter.ts';

// Per-address request limits, far above what one visitor's flow needs (about 20 calls over several minutes),
// so only scripts meet them. The address is `req.ip` as TRACKER_TRUST_PROXY allows (trust-proxy.ts); an
// IPv6 client counts as its /56 (http/caller-key.ts), as a household's addresses all come from one. The counts
// live in the store (http/shared-limiter.ts), so several tracker processes enforce one limit; they are keyed
// by a keyed hash of the address (privacy/address-hash.ts), so the store never holds the address itself.

const minuteMs = 60_000;

// Orchestrators and load balancers poll these; one busy caller must never make the service look down.
const unlimitedPaths = new Set<string>([apiRoutes.health.path, apiRoutes.ready.path]);

type LimiterInput = {
  addHits: Store['addRateLimitHits'];
  keyOf: AddressHasher;
  counter: string;
  perMinute: number;
  what: string;
  mode: LimitMode;
};

function limiter({ addHits, keyOf, counter, perMinute, what, mode }: LimiterInput): RequestHandler {
  const shared = createSharedLimiter({
    addHits,
    counter,
    limit: Math.max(1, Math.floor(perMinute)),
    windowMs: minuteMs,
    mode,
  });
  return (req, res, next) => {
    if (unlimitedPaths.has(req.baseUrl + req.path)) return next();
    // Only a refused caller hears about the limit: the site's pages never read RateLimit headers.
    const decide = ({ allowed, retryAfterSeconds }: LimitVerdict) => {
      if (allowed) return next();
      res.set('Retry-After', String(retryAfterSeconds));
      next(
        new HttpError({ code: 'rate_limited', message: `Too many ${what} from this address. Please wait a minute.` }),
      );
    };
    const verdict = shared.hit(keyOf(callerKeyOf(req.ip ?? req.socket.remoteAddress)) ?? 'unknown');
    if (verdict instanceof Promise) verdict.then(decide, next);
    else decide(verdict);
  };
}

export function createRateLimits({
  perMinute,
  addHits,
  keyOf,
}: {
  perMinute: number;
  addHits: Store['addRateLimitHits'];
  keyOf: AddressHasher;
}) {
  const limit = (counter: string, share: number, what: string, mode: LimitMode) =>
    limiter({ addHits, keyOf, counter, perMinute: perMinute * share, what, mode });
  return {
    everything: limit('everything', 1, 'requests', 'batched'),
    // Mail and sign-ins hold to the call across processes; the others may let a caller a quarter of the limit
    // per extra process over it (http/shared-limiter.ts), so a burst of real visitors never waits for the store.
    signups: limit('signups', 1 / 20, 'signups', 'exact-near-limit'),
    lookups: limit('lookups', 1 / 10, 'lookups', 'exact-near-limit'),
    emails: limit('emails', 1 / 60, 'email requests', 'exact'),
    signIns: limit('sign-ins', 1 / 60, 'sign-in attempts', 'exact'),
    errorReports: limit('error-reports', 1 / 10, 'error reports', 'exact-near-limit'),
  };
}
