import type { SessionUser } from '@seniorguide/contracts';
import { fetchSessionUser, type Fetch } from './cms-auth.ts';

// The one function that decides who a session token belongs to. createApp takes it as a dependency, so
// tests can drive it; the real one asks the CMS.
//
// A valid session is never answered from memory: a sign-out (here, in the CMS admin, or through another
// tracker replica) must close the analytics at once. Concurrent calls for one token (the dashboard's
// reports load together) share one question to the CMS. Only refusals are remembered briefly: a token
// the CMS refused never becomes valid again, and forged tokens must not each cost a CMS call.

export type VerifyOperatorSession = (token: string) => Promise<SessionUser | null>;

export function createCmsSessionVerifier({
  cmsUrl,
  fetch = globalThis.fetch,
  clock = Date.now,
  refusedTtlMs = 30_000,
  maxEntries = 1000,
}: {
  cmsUrl: string;
  fetch?: Fetch;
  clock?: () => number;
  /** How long a refused token is refused without asking the CMS again. */
  refusedTtlMs?: number;
  maxEntries?: number;
}): VerifyOperatorSession & { forget(token: string): void } {
  const inFlight = new Map<string, Promise<SessionUser | null>>();
  const refused = new Map<string, number>();

  const rememberRefusal = (token: string) => {
    if (refused.size >= maxEntries) {
      const oldest = refused.keys().next();
      if (!oldest.done) refused.delete(oldest.value);
    }
    refused.set(token, clock() + refusedTtlMs);
  };

  const verify = (token: string): Promise<SessionUser | null> => {
    const refusedUntil = refused.get(token);
    if (refusedUntil !== undefined && refusedUntil > clock()) return Promise.resolve(null);
    refused.delete(token);
    const pending = inFlight.get(token);
    if (pending) return pending;
    const asking = fetchSessionUser({ cmsUrl, token, fetch })
      .then((user) => {
        if (!user) rememberRefusal(token);
        return user;
      })
      .finally(() => inFlight.delete(token));
    inFlight.set(token, asking);
    return asking;
  };
  // A sign-out through this tracker: a check already under way must not answer for a later request.
  return Object.assign(verify, { forget: (token: string) => void inFlight.delete(token) });
}
