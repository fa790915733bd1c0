import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// An unsubscribe link must work for years without a login or a lookup, so the token carries the address,
// sealed: AES-256-GCM under a key derived from the secret, `u1.<base64url(iv | ciphertext | tag)>`. Without
// the secret nobody can read the address from a forwarded or logged link, or make a token. No expiry, by design.

const sealedPrefix = 'u1';
const ivBytes = 12;
const tagBytes = 16;

const sealingKeyOf = (secret: string): Buffer => createHmac('sha256', secret).update('unsubscribe-token-key').digest();

export function signUnsubscribeToken(email: string, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(secret), iv);
  const sealed = Buffer.concat([iv, cipher.update(email, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${sealedPrefix}.${sealed.toString('base64url')}`;
}

function openSealed(text: string, secret: string): string | null {
  const sealed = Buffer.from(text, 'base64url');
  // Re-encoding must give back the same text, so two spellings of one token cannot both pass.
  if (sealed.length <= ivBytes + tagBytes || sealed.toString('base64url') !== text) return null;
  const decipher = createDecipheriv('aes-256-gcm', sealingKeyOf(secret), sealed.subarray(0, ivBytes));
  decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(ivBytes, sealed.length - tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** Mail sent before the tokens were sealed carries `<base64url(email)>.<HMAC>`: still honoured, never made. */
function verifyLegacyToken(encodedEmail: string, signature: string, secret: string): string | null {
  const email = Buffer.from(encodedEmail, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', secret).update(`unsubscribe:${email}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Buffer.from(email, 'utf8').toString('base64url') !== encodedEmail) return null;
  return email;
}

/** The address the token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return parts[0] === sealedPrefix ? openSealed(parts[1], secret) : verifyLegacyToken(parts[0], parts[1], secret);
}
