import type { SessionUser } from '@seniorguide/contracts';
import { fetchSessionUser, type Fetch } from './cms-auth.ts';

// The one function that decides who a session token belongs to. createApp takes it as a dependency, so
// tests can drive it; the real one asks the CMS and remembers the answer briefly.

export type VerifyOperatorSession = (token: string) => Promise<SessionUser | null>;

export function createCmsSessionVerifier({
  cmsUrl,
  fetch = globalThis.fetch,
  clock = Date.now,
  ttlMs = 30_000,
  maxEntries = 1000,
}: {
  cmsUrl: string;
  fetch?: Fetch;
  clock?: () => number;
  /** A revoked session may keep working for at most this long. */
  ttlMs?: number;
  maxEntries?: number;
}): VerifyOperatorSession & { forget(token: string): void } {
  const cache = new Map<string, { user: SessionUser | null; expiresAt: number }>();

  const verify = async (token: string): Promise<SessionUser | null> => {
    const cached = cache.get(token);
    if (cached && cached.expiresAt > clock()) return cached.user;
    const user = await fetchSessionUser({ cmsUrl, token, fetch });
    cache.delete(token);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, { user, expiresAt: clock() + ttlMs });
    return user;
  };
  return Object.assign(verify, { forget: (token: string) => void cache.delete(token) });
}
