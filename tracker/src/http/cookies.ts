import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

// Cookie reading and HMAC signing, kept tiny on purpose (two cookies, no parser dependency).

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

// An HMAC keyed with a KeyObject skips preparing the key from the string on every call (about half the cost of
// signing a cookie); a process has one or two secrets, so the map stays that small.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

function signatureOf(value: string, secret: string, purpose: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${purpose}:${value}`).digest('base64url');
}

/** `value.signature`; the purpose keeps a signature made for one cookie from passing for another. */
export function signValue({ value, secret, purpose }: { value: string; secret: string; purpose: string }): string {
  return `${value}.${signatureOf(value, secret, purpose)}`;
}

/** The signed value, or null when the signature does not match. */
export function verifySignedValue({
  signed,
  secret,
  purpose,
}: {
  signed: string;
  secret: string;
  purpose: string;
}): string | null {
  const separator = signed.lastIndexOf('.');
  if (separator <= 0) return null;
  const value = signed.slice(0, separator);
  const given = Buffer.from(signed.slice(separator + 1));
  const expected = Buffer.from(signatureOf(value, secret, purpose));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value;
}
