import { sessionUserSchema, type SessionUser } from '@seniorguide/contracts';
import { z } from 'zod';
import { HttpError } from '../http/http-error.ts';

// The CMS (Payload) owns operator accounts. The tracker forwards sign-in to it and asks it who a token
// belongs to; it keeps no account data of its own.

const meResponseSchema = z.object({ user: sessionUserSchema.nullable().catch(null) });
const loginResponseSchema = z.object({ token: z.string().min(1), exp: z.number().optional(), user: sessionUserSchema });

export type Fetch = typeof globalThis.fetch;

const cmsTimeoutMs = 5000;

async function callCms({ fetch, url, init }: { fetch: Fetch; url: string; init: RequestInit }): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(cmsTimeoutMs) });
  } catch {
    throw new HttpError({
      code: 'service_unavailable',
      message: 'Sign-in is unavailable right now. Please try again shortly.',
    });
  }
}

/** The user a Payload token belongs to, or null when the token is not (or no longer) valid. */
export async function fetchSessionUser({
  cmsUrl,
  token,
  fetch,
}: {
  cmsUrl: string;
  token: string;
  fetch: Fetch;
}): Promise<SessionUser | null> {
  const response = await callCms({
    fetch,
    url: new URL('/api/users/me', cmsUrl).href,
    init: { headers: { Authorization: `JWT ${token}` } },
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok)
    throw new HttpError({
      code: 'service_unavailable',
      message: 'Sign-in is unavailable right now. Please try again shortly.',
    });
  const parsed = meResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.user : null;
}

export type CmsLogin =
  | { kind: 'signedIn'; token: string; expiresAt: number | null; user: SessionUser }
  | { kind: 'refused' }
  | { kind: 'rateLimited'; retryAfterSeconds: string };

/**
 * Signs in with the CMS. The caller's address goes along as X-Forwarded-For, so the CMS's per-address
 * sign-in limit counts each visitor rather than this tracker. Wrong, unknown and locked accounts are one
 * answer (`refused`), so a sign-in cannot tell them apart.
 */
export async function loginWithCms({
  cmsUrl,
  email,
  password,
  clientIp,
  fetch,
}: {
  cmsUrl: string;
  email: string;
  password: string;
  clientIp: string;
  fetch: Fetch;
}): Promise<CmsLogin> {
  const response = await callCms({
    fetch,
    url: new URL('/api/users/login', cmsUrl).href,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp },
      body: JSON.stringify({ email, password }),
    },
  });
  if (response.status === 429) return { kind: 'rateLimited', retryAfterSeconds: retryAfterOf(response) };
  if (response.status === 400 || response.status === 401 || response.status === 403 || response.status === 423)
    return { kind: 'refused' };
  if (!response.ok)
    throw new HttpError({
      code: 'service_unavailable',
      message: 'Sign-in is unavailable right now. Please try again shortly.',
    });
  const parsed = loginResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new HttpError({
      code: 'service_unavailable',
      message: 'Sign-in is unavailable right now. Please try again shortly.',
    });
  return {
    kind: 'signedIn',
    token: parsed.data.token,
    expiresAt: parsed.data.exp ? parsed.data.exp * 1000 : null,
    user: parsed.data.user,
  };
}

/** The CMS's Retry-After when it is a whole number of seconds, else a minute. */
function retryAfterOf(response: Response): string {
  const value = response.headers.get('Retry-After') ?? '';
  return /^\d{1,6}$/.test(value) ? value : '60';
}

/** Ends the session at the CMS too (Payload revokes it when sessions are on); failures are not the visitor's problem. */
export async function logoutFromCms({
  cmsUrl,
  token,
  fetch,
}: {
  cmsUrl: string;
  token: string;
  fetch: Fetch;
}): Promise<void> {
  await callCms({
    fetch,
    url: new URL('/api/users/logout', cmsUrl).href,
    init: { method: 'POST', headers: { Authorization: `JWT ${token}` } },
  }).catch(() => undefined);
}
