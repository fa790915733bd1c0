import { createHmac } from 'node:crypto';

// The by-IP lookup needs "the same address as before", not the address: the store keeps a keyed hash of
// it (HMAC-SHA256 with TRACKER_SECRET, under its own purpose label), which nobody without the secret can
// reverse by hashing all 2^32 IPv4 addresses. The retention clean-up erases it once the lookup window ends.

export type AddressHasher = (ip: string | null) => string | null;

/**
 * How far back a by-IP lookup looks: long enough to finish the flow, short enough that a shared address rarely
 * matches a stranger. The retention clean-up erases an entry's address hash once this has passed.
 */
export const byIpWindowMs = 2 * 60 * 60 * 1000;

// Every request hashes its caller's address once per limit it passes, and a burst comes from few addresses
// again and again: the last hashes are kept in this process's memory only (never stored or logged), so a
// repeat costs a map lookup instead of an HMAC. Bounded, and simply emptied when full.
const rememberedHashes = 10_000;

/** `purpose` keeps the hashes of one address apart between uses (the store's lookup, the logs, the rate limits). */
export function createAddressHasher(
  secret: string,
  purpose: 'entry-address' | 'log-address' | 'rate-limit' = 'entry-address',
): AddressHasher {
  const recent = new Map<string, string>();
  return (ip) => {
    if (!ip) return null;
    const known = recent.get(ip);
    if (known !== undefined) return known;
    const hash = createHmac('sha256', secret).update(`${purpose}:${ip}`).digest('base64url');
    if (recent.size >= rememberedHashes) recent.clear();
    recent.set(ip, hash);
    return hash;
  };
}
