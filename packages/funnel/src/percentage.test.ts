import { describe, expect, it } from 'vitest';
import { formatPercentage, toBarPercentage, toPercentage } from './percentage.ts';

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

describe('toBarPercentage', () => {
  it.each([
    [150, 100, 100],
    [100, 100, 100],
    [45, 100, 45],
    [3, 0, 0],
  ])('draws %d of %d as a bar of %d%%', (part, whole, expected) => {
    expect(toBarPercentage({ part, whole })).toBe(expected);
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
