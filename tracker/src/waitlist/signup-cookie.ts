import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { readCookie } from '../http/cookies.ts';
import { randomBytesFromPool } from '../random-bytes.ts';

// What this browser's latest signup sent and chose, sealed (AES-256-GCM, a key derived from TRACKER_SECRET) in
// an httpOnly cookie. Every signup sets it, in the same shape, so it tells no one whether the address was known.
// For a repeated signup from a browser that does not own the address's entry, it is the whole flow of that
// browser: the answered id has no entry, the choices live here (on the visitor's own device, not in the store)
// and join the entry only once the mailbox is proven with the guide email's link (repeat-signups.ts).

export const signupCookieName = 'sg_signup';
const maxAgeMs = 30 * 24 * 60 * 60 * 1000;

const signupSchema = z.object({
  /** The id the signup answered with. */
  id: z.number().int().positive(),
  /** The address's entry: the same id for a new signup or the owner's; the first signup's id for a repeat. */
  entryId: z.number().int().positive(),
  email: z.string(),
  version: z.number().int(),
  affiliateId: z.string().nullable(),
  subId: z.string().nullable(),
  s1: z.string().nullable(),
  s2: z.string().nullable(),
  s3: z.string().nullable(),
  /** The list variant's saved selection (it replaces the last one). */
  selected: z.array(z.string()),
  /** The sequential flow's accepted offers. */
  accepted: z.array(z.string()),
  /** When the signup was made (tracker clock, ms): the by-IP lookup's window counts from it. */
  at: z.number(),
});

export type SignupState = z.infer<typeof signupSchema>;

export type SignupCookie = {
  read(req: Request): SignupState | null;
  write(res: Response, state: SignupState): void;
  clear(res: Response): void;
};

export function createSignupCookie({ secret, secure }: { secret: string; secure: boolean }): SignupCookie {
  // A KeyObject, made once: a cipher keyed with a Buffer prepares the key again on every signup.
  const key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'sg_signup', 'signup-state-encryption', 32)));
  const options = { httpOnly: true, sameSite: 'lax', secure, path: '/api' } as const;

  function seal(state: SignupState): string {
    const iv = randomBytesFromPool(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  function open(value: string): SignupState | null {
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const parsed = signupSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      // Tampered, truncated or sealed under another secret: no state, as if there were no cookie.
      return null;
    }
  }

  return {
    read: (req) => {
      const value = readCookie(req.headers.cookie, signupCookieName);
      return value ? open(value) : null;
    },
    write: (res, state) => res.cookie(signupCookieName, seal(state), { ...options, maxAge: maxAgeMs }),
    clear: (res) => res.clearCookie(signupCookieName, options),
  };
}
