import { describe, expect, it } from 'vitest';
import { formatCountedText } from './count-text.ts';

const forms = { one: 'Taking you there in {seconds} second...', other: 'Taking you there in {seconds} seconds...' };

describe('formatCountedText', () => {
  it.each([
    [4, 'Taking you there in 4 seconds...'],
    [2, 'Taking you there in 2 seconds...'],
    [1, 'Taking you there in 1 second...'],
    [0, 'Taking you there in 0 seconds...'],
  ])('words a count of %i as "%s"', (count, expected) => {
    expect(formatCountedText({ forms, count, placeholder: 'seconds' })).toBe(expected);
  });

  it('fills every occurrence of the placeholder', () => {
    expect(formatCountedText({ forms: { one: '{n} of {n}', other: '{n} of {n}' }, count: 3, placeholder: 'n' })).toBe(
      '3 of 3',
    );
  });
});
