import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAddressHasher } from './address-hash.ts';

const secret = 'a-secret-of-thirty-two-characters-at-least';
const hmacOf = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

describe('createAddressHasher', () => {
  it('keys the address under its purpose and never returns the address', () => {
    const hash = createAddressHasher(secret, 'rate-limit')('203.0.113.7');
    expect(hash).toBe(hmacOf('rate-limit:203.0.113.7'));
    expect(hash).not.toContain('203.0.113.7');
    expect(createAddressHasher(secret, 'log-address')('203.0.113.7')).not.toBe(hash);
  });

  it('answers a repeated address and more addresses than it remembers with the same hashes', () => {
    const hash = createAddressHasher(secret);
    const addresses = Array.from(
      { length: 25_000 },
      (_, index) => `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
    );
    const first = addresses.map(hash);
    expect(addresses.map(hash)).toEqual(first);
    expect(first[24_999]).toBe(hmacOf('entry-address:10.0.97.167'));
  });

  it('has nothing to hash without an address', () => {
    expect(createAddressHasher(secret)(null)).toBeNull();
  });
});
