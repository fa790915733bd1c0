import type { RequestHandler } from 'express';
import type { Clock } from '../clock.ts';
import { setLandingTime } from '../http/landing-time-cookie.ts';
import type { ReviewThreshold } from './review-threshold.ts';

// On every page visit (POST /api/track-visit, sent once per browser session) while conversions can be held:
// the landing-time cookie, which the signup's review reads to tell how long the visitor had the page before
// signing up. Without a threshold no cookie is set.

export function recordLandingTime({
  threshold,
  clock,
  secret,
  secure,
}: {
  threshold: ReviewThreshold;
  clock: Clock;
  secret: string;
  secure: boolean;
}): RequestHandler {
  return (_req, res, next) => {
    if (threshold.peek() !== null) setLandingTime({ res, at: clock(), secret, secure });
    next();
  };
}
