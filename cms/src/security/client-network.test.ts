import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keys an IPv4 caller on its address, also when it arrives IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys every address of one IPv6 /56 the same, and another /56 apart', () => {
    const one = clientNetwork('2001:db8:1234:5600::1');
    expect(clientNetwork('2001:db8:1234:56ff:ffff:ffff:ffff:ffff')).toBe(one);
    expect(clientNetwork('2001:0db8:1234:5601:abcd::9')).toBe(one);
    expect(clientNetwork('[2001:db8:1234:5642::7]')).toBe(one);
    expect(one).toBe('2001:db8:1234:5600::/56');
    expect(clientNetwork('2001:db8:1234:5700::1')).not.toBe(one);
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientNetwork('direct')).toBe('direct');
    expect(clientNetwork('')).toBe('');
  });
});
