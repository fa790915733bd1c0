import { sessionUserSchema, type SessionUser } from '@seniorguide/contracts';
import type { RequestHandler, Response } from 'express';
import { readSessionToken } from './session-cookie.ts';
import type { VerifyOperatorSession } from './verify-operator-session.ts';
import { HttpError } from '../http/http-error.ts';

// 401 without a valid session, 403 for a role the call does not allow. The signed-in user is kept on the
// response for the handler, which names them in the audit log.

export function requireRole({
  verifyOperatorSession,
  allows,
  refusal,
}: {
  verifyOperatorSession: VerifyOperatorSession;
  allows: (user: SessionUser) => boolean;
  refusal: string;
}): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionToken(req);
    const user = token ? await verifyOperatorSession(token) : null;
    if (!user) throw new HttpError({ code: 'unauthorized', message: 'Please sign in first.' });
    if (!allows(user)) throw new HttpError({ code: 'forbidden', message: refusal });
    res.locals.sessionUser = user;
    next();
  };
}

export const isAdmin = (user: SessionUser): boolean => user.roles.includes('admin');

/** The user requireRole let through; throws if the route was mounted without it. */
export function signedInUserOrThrow(res: Response): SessionUser {
  return sessionUserSchema.parse(res.locals.sessionUser);
}
