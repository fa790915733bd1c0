import type { Request, Response } from 'express';
import { readCookie, signValue, verifySignedValue } from './cookies.ts';

// Which entries this browser owns: an httpOnly cookie, signed with TRACKER_SECRET, listing the ids of the
// entries it signed up. Only an owner is shown an entry's email; everyone gets the public fields.

export const ownershipCookieName = 'sg_entries';
const purpose = 'entry-ownership';
const maxOwnedEntries = 10;
const maxAgeMs = 180 * 24 * 60 * 60 * 1000;

export type Ownership = {
  owns(id: number): boolean;
  /** Adds the entry to this browser's cookie (the most recent ten are kept). */
  grant(id: number): void;
};

export function readOwnership({ req, res, secret, secure }: { req: Request; res: Response; secret: string; secure: boolean }): Ownership {
  const signed = readCookie(req.headers.cookie, ownershipCookieName);
  const value = signed ? verifySignedValue({ signed, secret, purpose }) : null;
  const owned = value ? value.split('-').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0) : [];
  return {
    owns: (id) => owned.includes(id),
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
