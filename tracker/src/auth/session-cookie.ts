import type { Request, Response } from 'express';
import { readCookie } from '../http/cookies.ts';

// The CMS token lives in an httpOnly cookie on the visitor origin, under the name Payload itself uses.

export const sessionCookieName = 'payload-token';

export function readSessionToken(req: Request): string | null {
  const token = readCookie(req.headers.cookie, sessionCookieName);
  return token && token.length <= 4096 ? token : null;
}

export function setSessionCookie({
  res,
  token,
  expiresAt,
  secure,
}: {
  res: Response;
  token: string;
  expiresAt: number | null;
  secure: boolean;
}): void {
  res.cookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(expiresAt ? { expires: new Date(expiresAt) } : {}),
  });
}

export function clearSessionCookie({ res, secure }: { res: Response; secure: boolean }): void {
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
