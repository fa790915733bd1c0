import { describe, expect, it } from 'vitest';
import { getWilsonInterval } from './wilson-interval.ts';

describe('getWilsonInterval', () => {
  it.each([
    // Reference values from R's prop.test(correct = FALSE) / binom::binom.wilson.
    [50, 100, 0.4038, 0.5962],
    [0, 100, 0, 0.037],
    [100, 100, 0.963, 1],
    [440, 10_000, 0.0402, 0.0482],
  ])('gives %d of %d the interval [%d, %d]', (successes, trials, low, high) => {
    const interval = getWilsonInterval({ successes, trials });
    expect(interval.low).toBeCloseTo(low, 3);
    expect(interval.high).toBeCloseTo(high, 3);
  });

  it('says nothing is known without trials', () => {
    expect(getWilsonInterval({ successes: 0, trials: 0 })).toEqual({ low: 0, high: 1 });
  });
});
