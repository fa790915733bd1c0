import { describe, expect, it } from 'vitest';
import { validateHoldThreshold } from './conversionReviewField.ts';

describe('the hold threshold', () => {
  it.each([[null], [undefined], [1], [50], [100]])('takes %s', (value) => {
    expect(validateHoldThreshold(value)).toBe(true);
  });

  it.each([[0], [101], [50.5], [-3]])('refuses %s with the rule in words', (value) => {
    expect(validateHoldThreshold(value)).toBe('Enter a whole number from 1 to 100, or leave it empty to hold nothing.');
  });
});
