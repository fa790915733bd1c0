import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-test-secret-of-reasonable-length';

describe('unsubscribe tokens', () => {
  it('give back the address they were signed for', () => {
    const token = signUnsubscribeToken('Mary.Smith+guide@example.com', secret);
    expect(verifyUnsubscribeToken(token, secret)).toBe('Mary.Smith+guide@example.com');
  });

  it('are safe to put in a URL without escaping', () => {
    expect(signUnsubscribeToken('ünïcode@example.com', secret)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('are refused when signed with another secret', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken('a@example.com', 'another-secret'), secret)).toBeNull();
  });

  it('cannot be moved to another address', () => {
    const [, signature] = signUnsubscribeToken('a@example.com', secret).split('.');
    const forged = `${Buffer.from('b@example.com').toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(forged, secret)).toBeNull();
  });

  it.each(['', 'nodot', '.', 'abc.', '.abc', 'a.b.c', 'YQ.short'])('refuses the malformed token %j', (token) => {
    expect(verifyUnsubscribeToken(token, secret)).toBeNull();
  });
});
