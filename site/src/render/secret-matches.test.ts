import { describe, expect, it } from 'vitest';
import { secretMatches } from './secret-matches.ts';

describe('revalidation secret check', () => {
  it('accepts the configured secret', () => {
    expect(secretMatches({ presented: 'open sesame', expected: 'open sesame' })).toBe(true);
  });

  it.each([
    { presented: 'wrong', expected: 'open sesame' },
    { presented: null, expected: 'open sesame' },
    { presented: '', expected: '' },
    { presented: 'anything', expected: undefined },
  ])('refuses $presented when the secret is $expected', (input) => {
    expect(secretMatches(input)).toBe(false);
  });
});
