import type { SessionUser } from '@seniorguide/contracts';
import { HttpError } from '../http/http-error.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import { loginWithCms, logoutFromCms, type Fetch } from './cms-auth.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.ts';
import type { VerifyOperatorSession } from './verify-operator-session.ts';

// Operator sign-in on the visitor origin (docs/decisions.md "Operator sign-in").

/** What the page learns of the signed-in user: the address, the roles and, when the CMS user has one, their zone. */
const shownUser = (user: SessionUser): SessionUser => ({
  email: user.email,
  roles: user.roles,
  ...(user.timeZone ? { timeZone: user.timeZone } : {}),
});

export function mountAuthRoutes({
  mount,
  cmsUrl,
  fetch,
  secureCookies,
  verifyOperatorSession,
  forgetSession,
}: {
  mount: RouteMounter;
  cmsUrl: string;
  fetch: Fetch;
  secureCookies: boolean;
  verifyOperatorSession: VerifyOperatorSession;
  forgetSession: (token: string) => void;
}): void {
  // POST /api/auth/login: forward the credentials to the CMS and keep its token in an httpOnly cookie
  mount('login', async ({ body }, { req, res }) => {
    const session = await loginWithCms({
      cmsUrl,
      email: body.email,
      password: body.password,
      clientIp: req.ip ?? 'unknown',
      fetch,
    });
    if (session.kind === 'rateLimited') {
      res.set('Retry-After', session.retryAfterSeconds);
      throw new HttpError({
        code: 'rate_limited',
        message: 'Too many sign-in attempts from this address. Please wait a few minutes.',
      });
    }
    if (session.kind === 'refused')
      throw new HttpError({ code: 'unauthorized', message: 'The email or password is incorrect.' });
    setSessionCookie({ res, token: session.token, expiresAt: session.expiresAt, secure: secureCookies });
    return { user: shownUser(session.user) };
  });

  // GET /api/auth/me: who is signed in, 401 when nobody is
  mount('getSession', async (_input, { req }) => {
    const token = readSessionToken(req);
    const user = token ? await verifyOperatorSession(token) : null;
    if (!user) throw new HttpError({ code: 'unauthorized', message: 'Nobody is signed in.' });
    return { user: shownUser(user) };
  });

  // POST /api/auth/logout: drop the cookie here and the session at the CMS
  mount('logout', async (_input, { req, res }) => {
    const token = readSessionToken(req);
    if (token) {
      forgetSession(token);
      await logoutFromCms({ cmsUrl, token, fetch });
    }
    clearSessionCookie({ res, secure: secureCookies });
    return { success: true };
  });
}
