import { describe, expect, it } from 'vitest';
import { getCredibleInterval, getPosterior, getPosteriorMean, PRIOR } from './posterior.ts';

describe('getPosterior', () => {
  it.each([
    [
      { visitors: 0, signups: 0 },
      { alpha: 1, beta: 1 },
    ],
    [
      { visitors: 100, signups: 10 },
      { alpha: 11, beta: 91 },
    ],
    [
      { visitors: 10, signups: 12 },
      { alpha: 11, beta: 1 },
    ],
    [
      { visitors: -5, signups: -1 },
      { alpha: 1, beta: 1 },
    ],
  ])('updates the Beta(1, 1) prior with %o to %o', (counts, expected) => {
    expect(getPosterior(counts)).toEqual(expected);
  });

  it('states a uniform prior', () => {
    expect(PRIOR).toEqual({ alpha: 1, beta: 1 });
  });
});

describe('getCredibleInterval', () => {
  it('is the whole range before any visitor, minus 2.5% each side', () => {
    const interval = getCredibleInterval(getPosterior({ visitors: 0, signups: 0 }));
    expect(interval.low).toBeCloseTo(0.025, 10);
    expect(interval.high).toBeCloseTo(0.975, 10);
  });

  it('brackets the mean and narrows with the sample', () => {
    const small = getCredibleInterval(getPosterior({ visitors: 100, signups: 10 }));
    const large = getCredibleInterval(getPosterior({ visitors: 10_000, signups: 1000 }));
    const mean = getPosteriorMean(getPosterior({ visitors: 10_000, signups: 1000 }));
    expect(large.low).toBeLessThan(mean);
    expect(large.high).toBeGreaterThan(mean);
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 5);
    // Close to the normal approximation 0.1 ± 1.96·√(0.1·0.9/10,000) at this size.
    expect(large.low).toBeCloseTo(0.0941, 3);
    expect(large.high).toBeCloseTo(0.106, 3);
  });
});
