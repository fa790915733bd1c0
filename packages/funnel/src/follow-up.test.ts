import { describe, expect, it } from 'vitest';
import { pickFollowUpNumber } from './follow-up.ts';

describe('pickFollowUpNumber', () => {
  it.each([
    [0, 3],
    [0.124, 3],
    [0.125, 4],
    [0.5, 7],
    [0.999999, 10],
    [1, 10],
    [-0.5, 3],
    [Number.NaN, 3],
  ])('turns a random draw of %d into %i', (draw, expected) => {
    expect(pickFollowUpNumber(() => draw)).toBe(expected);
  });

  it('reaches every number from 3 to 10 and nothing else', () => {
    const seen = new Set(Array.from({ length: 800 }, (_, i) => pickFollowUpNumber(() => i / 800)));
    expect([...seen].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('uses Math.random by default and stays in range', () => {
    for (let i = 0; i < 200; i += 1) {
      const value = pickFollowUpNumber();
      expect(Number.isInteger(value) && value >= 3 && value <= 10).toBe(true);
    }
  });
});
