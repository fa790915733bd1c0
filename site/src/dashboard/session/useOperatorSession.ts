import { canReadAnalytics, type SessionUser } from '@seniorguide/contracts';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/api.ts';

// Who is looking at the dashboard: nobody yet (checking), nobody (sign-in screen), a signed-in user
// without the operator role (refusal), or an operator. The session cookie is httpOnly, so the tracker's
// `/api/auth/me` is the only way to know.

export type OperatorSession =
  | { status: 'checking' }
  | { status: 'signedOut'; notice: string | null }
  | { status: 'refused'; user: SessionUser }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'unavailable'; message: string };

export function sessionOf(user: SessionUser | null): OperatorSession {
  if (!user) return { status: 'signedOut', notice: null };
  return canReadAnalytics(user) ? { status: 'signedIn', user } : { status: 'refused', user };
}

export function useOperatorSession() {
  const [session, setSession] = useState<OperatorSession>({ status: 'checking' });

  const check = useCallback(async () => {
    setSession({ status: 'checking' });
    try {
      const answer = await callApi('getSession', {}, { returnNullOn401: true });
      setSession(sessionOf(answer?.user ?? null));
    } catch (error) {
      setSession({ status: 'unavailable', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const signOut = useCallback(async () => {
    try {
      await callApi('logout', {});
    } finally {
      // Even if the call failed, the screen must not keep showing figures to whoever sits down next.
      setSession({ status: 'signedOut', notice: null });
    }
  }, []);

  /** An analytics call answered 401 or 403: the session ended or lost its role. */
  const loseSession = useCallback(
    (status: 401 | 403, notice: string) => {
      if (status === 401) setSession({ status: 'signedOut', notice });
      else void check();
    },
    [check],
  );

  return { session, setSession, check, signOut, loseSession };
}
