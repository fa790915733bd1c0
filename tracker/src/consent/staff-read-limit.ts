import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import { signedInUserOrThrow } from '../auth/require-role.ts';
import { HttpError } from '../http/http-error.ts';
import { createSharedLimiter } from '../http/shared-limiter.ts';
import type { Store } from '../store/port.ts';

// A consent document names the person, so even an admin reads them one request at a time: at most this many
// an hour per signed-in staff user, counted in the shared store (every tracker process holds the one limit),
// exact to the call. An admin answering a buyer's or a person's question reads a few a day; a script walking
// the ids meets the limit within the first minute. The key is the user's email under a keyed hash, never the email.

export const consentDocumentReadsPerHour = 20;

const hourMs = 60 * 60 * 1000;

export function createStaffReadLimit({
  addHits,
  secret,
}: {
  addHits: Store['addRateLimitHits'];
  secret: string;
}): RequestHandler {
  const limiter = createSharedLimiter({
    addHits,
    counter: 'consent-documents',
    limit: consentDocumentReadsPerHour,
    windowMs: hourMs,
    mode: 'exact',
  });
  const keyOf = (email: string) =>
    createHmac('sha256', secret).update(`staff-reads:${email.toLowerCase()}`).digest('base64url');
  return (_req, res, next) => {
    const decide = ({ allowed, retryAfterSeconds }: { allowed: boolean; retryAfterSeconds: number }) => {
      if (allowed) return next();
      res.set('Retry-After', String(retryAfterSeconds));
      next(
        new HttpError({
          code: 'rate_limited',
          message: `At most ${consentDocumentReadsPerHour} consent documents an hour per staff user. Please wait.`,
        }),
      );
    };
    const verdict = limiter.hit(keyOf(signedInUserOrThrow(res).email));
    if (verdict instanceof Promise) verdict.then(decide, next);
    else decide(verdict);
  };
}
