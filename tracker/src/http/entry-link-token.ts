import { signValue, verifySignedValue } from './cookies.ts';

// The proof of ownership that the product's own email carries: `<entry id>.<expiry ms>.<HMAC>`, signed
// with TRACKER_SECRET for this purpose only. Opening the link makes that browser an owner of the entry,
// so the guide's download page works on any device the visitor reads their mail on, until the link expires.

const purpose = 'entry-link';

export function signEntryLinkToken({
  entryId,
  expiresAt,
  secret,
}: {
  entryId: number;
  expiresAt: number;
  secret: string;
}): string {
  return signValue({ value: `${entryId}.${expiresAt}`, secret, purpose });
}

/** The entry id the token was signed for, or null when it is forged, malformed or expired. */
export function verifyEntryLinkToken({
  token,
  secret,
  now,
}: {
  token: string;
  secret: string;
  now: number;
}): number | null {
  const value = verifySignedValue({ signed: token, secret, purpose });
  const match = value ? /^(\d{1,15})\.(\d{1,15})$/.exec(value) : null;
  if (!match) return null;
  const entryId = Number(match[1]);
  const expiresAt = Number(match[2]);
  return now < expiresAt ? entryId : null;
}
