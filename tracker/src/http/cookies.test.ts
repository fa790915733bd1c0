import { describe, expect, it } from 'vitest';
import { readCookie, signValue, verifySignedValue } from './cookies.ts';

describe('signed values', () => {
  const secret = 's'.repeat(32);

  it('round-trips a value signed with the same secret and purpose', () => {
    const signed = signValue({ value: '3-7', secret, purpose: 'a' });
    expect(verifySignedValue({ signed, secret, purpose: 'a' })).toBe('3-7');
  });

  it.each([
    ['a changed value', (signed: string) => signed.replace('3-7', '3-8'), 'a', secret],
    ['another purpose', (signed: string) => signed, 'b', secret],
    ['another secret', (signed: string) => signed, 'a', 't'.repeat(32)],
    ['no signature', () => '3-7', 'a', secret],
  ])('rejects %s', (_name, tamper, purpose, checkSecret) => {
    const signed = tamper(signValue({ value: '3-7', secret, purpose: 'a' }));
    expect(verifySignedValue({ signed, secret: checkSecret, purpose })).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; sg_entries=3-7.x%3D; b=2', 'sg_entries')).toBe('3-7.x=');
    expect(readCookie('a=1', 'sg_entries')).toBeNull();
    expect(readCookie(undefined, 'a')).toBeNull();
  });
});
