import { createHmac } from 'node:crypto';

// The by-IP lookup needs "the same address as before", not the address: the store keeps a keyed hash of
// it (HMAC-SHA256 with TRACKER_SECRET, under its own purpose label), which nobody without the secret can
// reverse by hashing all 2^32 IPv4 addresses. The retention clean-up erases it once the lookup window ends.

export type AddressHasher = (ip: string | null) => string | null;

/** `purpose` keeps the hashes of one address apart between uses (the store's lookup, the logs, the rate limits). */
export function createAddressHasher(secret: string, purpose: 'entry-address' | 'log-address' | 'rate-limit' = 'entry-address'): AddressHasher {
  return (ip) => (ip ? createHmac('sha256', secret).update(`${purpose}:${ip}`).digest('base64url') : null);
}
