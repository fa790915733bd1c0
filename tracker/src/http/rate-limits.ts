import { rateLimit, type RateLimitInfo, type RateLimitRequestHandler } from 'express-rate-limit';
import { HttpError } from './http-error.ts';

// Per-IP request limits, far above what one visitor's flow needs (about 20 calls over several minutes),
// so only scripts meet them. Counters live in process memory: with several tracker processes each
// enforces its own limit (documented in tracker/README.md).

const minuteMs = 60_000;

/** Whole seconds until the window resets, as Retry-After wants them. */
function secondsUntil(resetTime: Date | undefined, now = Date.now()): number {
  const ms = resetTime ? resetTime.getTime() - now : minuteMs;
  return Math.min(minuteMs / 1000, Math.max(1, Math.ceil(ms / 1000)));
}

function limiter(perMinute: number, what: string): RateLimitRequestHandler {
  return rateLimit({
    windowMs: minuteMs,
    limit: Math.max(1, Math.floor(perMinute)),
    // Only a refused caller hears about the limit (Retry-After below): the RateLimit headers on every
    // answer cost a SHA-256 of the address per call, and the site's own pages never read them.
    standardHeaders: false,
    legacyHeaders: false,
    // X-Forwarded-For from an untrusted client is ignored on purpose (TRACKER_TRUST_PROXY), not a misconfiguration.
    validate: { xForwardedForHeader: false },
    handler: (req, res, next) => {
      // express-rate-limit puts its count on the request as `rateLimit`.
      const info: Partial<RateLimitInfo> = Reflect.get(req, 'rateLimit') ?? {};
      res.set('Retry-After', String(secondsUntil(info.resetTime)));
      next(new HttpError({ code: 'rate_limited', message: `Too many ${what} from this address. Please wait a minute.` }));
    },
  });
}

export function createRateLimits({ perMinute }: { perMinute: number }) {
  return {
    everything: limiter(perMinute, 'requests'),
    signups: limiter(perMinute / 20, 'signups'),
    lookups: limiter(perMinute / 10, 'lookups'),
    emails: limiter(perMinute / 60, 'email requests'),
    signIns: limiter(perMinute / 60, 'sign-in attempts'),
    errorReports: limiter(perMinute / 10, 'error reports'),
  };
}
