import { describe, expect, it } from 'vitest';
import { pseudonymOf, scrubEmails } from './logger.ts';

describe('scrubEmails', () => {
  it('removes addresses from messages and from query strings, encoded or not', () => {
    expect(scrubEmails('https://x.test/thank-you?email=Ann.Lee%40example.com&id=3 failed for bob@mail.co.uk')).toBe(
      'https://x.test/thank-you?email=[email]&id=3 failed for [email]',
    );
  });
});

describe('pseudonymOf', () => {
  it('gives one address one stable pseudonym that does not contain it', () => {
    expect(pseudonymOf('ann@example.com')).toBe(pseudonymOf('ann@example.com'));
    expect(pseudonymOf('ann@example.com')).not.toContain('ann');
    expect(pseudonymOf('ann@example.com')).not.toBe(pseudonymOf('bob@example.com'));
  });
});
