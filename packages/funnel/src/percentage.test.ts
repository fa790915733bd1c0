import { describe, expect, it } from 'vitest';
import { formatPercentage, toBarShare, toPercentage } from './percentage.ts';

describe('toPercentage', () => {
  it.each([
    [1, 8, 12.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 10, 0],
    [5, 0, 0],
    [0, 0, 0],
    [150, 100, 150],
    [1, 1000, 0.1],
    [1, 10000, 0],
    [Number.NaN, 10, 0],
    [3, -1, 0],
  ])('gives %d of %d as %d%%', (part, whole, expected) => {
    expect(toPercentage({ part, whole })).toBe(expected);
  });
});

describe('toBarShare', () => {
  it.each([
    [45, 100, 45, false],
    [100, 100, 100, false],
    [150, 100, 100, true],
    [0, 100, 0, false],
    [0, 0, 0, false],
    [3, 0, 100, true],
  ])('draws %d of %d as a bar of %d percent, capped: %s', (part, whole, percentage, isCapped) => {
    expect(toBarShare({ part, whole })).toEqual({ percentage, isCapped });
  });
});

describe('formatPercentage', () => {
  it.each([
    [12.5, '12.5%'],
    [0, '0.0%'],
    [100, '100.0%'],
  ])('prints %d as %s', (value, text) => {
    expect(formatPercentage(value)).toBe(text);
  });
});
