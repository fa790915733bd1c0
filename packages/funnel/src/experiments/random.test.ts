import { describe, expect, it } from 'vitest';
import { createSeededRandom, drawBinomial } from './random.ts';

describe('createSeededRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const first = createSeededRandom(42);
    const again = createSeededRandom(42);
    const other = createSeededRandom(43);
    const draws = Array.from({ length: 5 }, () => first());
    expect(Array.from({ length: 5 }, () => again())).toEqual(draws);
    expect(Array.from({ length: 5 }, () => other())).not.toEqual(draws);
  });

  it('draws in [0, 1) with a uniform mean and spread', () => {
    const random = createSeededRandom(1);
    const draws = Array.from({ length: 100_000 }, () => random());
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    const variance = draws.reduce((sum, value) => sum + (value - mean) ** 2, 0) / draws.length;
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(mean).toBeCloseTo(0.5, 2);
    expect(variance).toBeCloseTo(1 / 12, 3);
  });
});

describe('drawBinomial', () => {
  it('averages trials × probability', () => {
    const random = createSeededRandom(5);
    const total = Array.from({ length: 200 }, () => drawBinomial({ random, trials: 1000, probability: 0.1 })).reduce(
      (sum, value) => sum + value,
      0,
    );
    // 200,000 trials at 10%: the mean 20,000 has a standard deviation of about 134.
    expect(Math.abs(total - 20_000)).toBeLessThan(600);
  });

  it.each([
    [0, 0.5, 0],
    [50, 0, 0],
    [50, 1, 50],
  ])('gives %d trials at probability %d exactly %d successes', (trials, probability, expected) => {
    expect(drawBinomial({ random: createSeededRandom(3), trials, probability })).toBe(expected);
  });
});
