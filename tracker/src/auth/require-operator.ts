import { canReadAnalytics } from '@seniorguide/contracts';
import type { RequestHandler } from 'express';
import { HttpError } from '../http/http-error.ts';
import { readSessionToken } from './session-cookie.ts';
import type { VerifyOperatorSession } from './verify-operator-session.ts';

/** 401 without a valid session, 403 for a signed-in user who is neither operator nor admin; the user is kept on res.locals. */
export function requireOperator({
  verifyOperatorSession,
}: {
  verifyOperatorSession: VerifyOperatorSession;
}): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionToken(req);
    const user = token ? await verifyOperatorSession(token) : null;
    if (!user) throw new HttpError({ code: 'unauthorized', message: 'Please sign in to see the analytics.' });
    if (!canReadAnalytics(user))
      throw new HttpError({
        code: 'forbidden',
        message: 'Your account may not see the analytics. Ask an admin for the operator role.',
      });
    // Kept for handlers that name the operator (the audit log of held conversions' decisions).
    res.locals.sessionUser = user;
    next();
  };
}
