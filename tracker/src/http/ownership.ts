import type { Request, Response } from 'express';
import { readCookie, signValue, verifySignedValue } from './cookies.ts';
import { entryNotFound } from './http-error.ts';

// Which entries this browser owns: an httpOnly cookie, signed with TRACKER_SECRET, listing the ids of the
// entries it signed up (or opened from the guide email's signed link). Every call that changes or reveals
// an entry is for its owner only; anyone else gets the answer an unknown id gets, so ids cannot be probed.

export const ownershipCookieName = 'sg_entries';
const purpose = 'entry-ownership';
const maxOwnedEntries = 10;
const maxAgeMs = 180 * 24 * 60 * 60 * 1000;

export type Ownership = {
  owns(id: number): boolean;
  /** Throws the unknown-id 404 unless this browser owns the entry. */
  requireOwner(id: number): void;
  /** Adds the entry to this browser's cookie (the most recent ten are kept). */
  grant(id: number): void;
};

export function readOwnership({
  req,
  res,
  secret,
  secure,
}: {
  req: Request;
  res: Response;
  secret: string;
  secure: boolean;
}): Ownership {
  const signed = readCookie(req.headers.cookie, ownershipCookieName);
  const value = signed ? verifySignedValue({ signed, secret, purpose }) : null;
  const owned = value
    ? value
        .split('-')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0)
    : [];
  return {
    owns: (id) => owned.includes(id),
    requireOwner: (id) => {
      if (!owned.includes(id)) throw entryNotFound(id);
    },
    grant: (id) => {
      const next = [...owned.filter((known) => known !== id), id].slice(-maxOwnedEntries);
      res.cookie(ownershipCookieName, signValue({ value: next.join('-'), secret, purpose }), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api',
        maxAge: maxAgeMs,
      });
    },
  };
}
