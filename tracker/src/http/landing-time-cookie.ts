import type { Response } from 'express';
import { signValue, verifySignedValue } from './cookies.ts';

// When this browser's session landed, as the tracker's clock saw its visit (the site sends one visit per
// session, on whatever page it starts). The conversion review (review/) reads it at signup: a signup faster
// after landing than a person reads the page is a signal. Signed with TRACKER_SECRET so a script cannot claim
// an earlier landing; httpOnly, for /api only, gone with the session. It holds a time and nothing else.

export const landingTimeCookieName = 'sg_landed';
const purpose = 'landing-time';

export function setLandingTime({
  res,
  at,
  secret,
  secure,
}: {
  res: Response;
  at: number;
  secret: string;
  secure: boolean;
}): void {
  res.cookie(landingTimeCookieName, signValue({ value: String(at), secret, purpose }), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
  });
}

/** The landing time the cookie proves, or null without a cookie or with one this tracker did not sign. */
export function readLandingTime(signed: string | null | undefined, secret: string): number | null {
  const value = signed ? verifySignedValue({ signed, secret, purpose }) : null;
  const at = Number(value);
  return value !== null && Number.isSafeInteger(at) && at > 0 ? at : null;
}
