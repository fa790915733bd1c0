import { createHmac, timingSafeEqual } from 'node:crypto';

// An unsubscribe link must work for years without a login, so the token carries the address
// itself and an HMAC of it: `<base64url(email)>.<base64url(hmac)>`. No expiry, by design.

function signatureOf(email: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${email}`).digest();
}

export function signUnsubscribeToken(email: string, secret: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${signatureOf(email, secret).toString('base64url')}`;
}

/** The address the token was signed for, or null when it was not signed with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const email = Buffer.from(parts[0], 'base64url').toString('utf8');
  const given = Buffer.from(parts[1], 'base64url');
  const expected = signatureOf(email, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Re-encoding must give back the same text, so two spellings of one token cannot both pass.
  if (Buffer.from(email, 'utf8').toString('base64url') !== parts[0]) return null;
  return email;
}
