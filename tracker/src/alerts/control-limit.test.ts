import { describe, expect, it } from 'vitest';
import { controlLimitBreach, type ControlLimitInput } from './control-limit.ts';

const base: ControlLimitInput = {
  model: 'binomial',
  count: 20,
  units: 100,
  baselineCount: 280,
  baselineUnits: 1400,
  sigmas: 3,
  minUnits: 50,
  minBaselineUnits: 200,
};

describe('controlLimitBreach', () => {
  // p̄ = 0.2, n = 100: sqrt(0.2·0.8/100) = 0.04, so the limits are 0.08 and 0.32.
  it.each([
    { count: 20, expected: null },
    { count: 9, expected: null },
    { count: 7, expected: 'below' },
    { count: 0, expected: 'below' },
    { count: 32, expected: null },
    { count: 33, expected: 'above' },
  ])('judges $count signups of 100 visits against a 20% baseline as $expected', ({ count, expected }) => {
    expect(controlLimitBreach({ ...base, count })?.direction ?? null).toBe(expected);
  });

  it('gives the binomial limits p̄ ± 3·sqrt(p̄(1−p̄)/n)', () => {
    const breach = controlLimitBreach({ ...base, count: 0 });
    expect(breach?.baselineRate).toBeCloseTo(0.2);
    expect(breach?.lower).toBeCloseTo(0.08);
    expect(breach?.upper).toBeCloseTo(0.32);
  });

  it('gives the Poisson limits λ̄ ± 3·sqrt(λ̄/n) for a count per unit that can pass 1', () => {
    // λ̄ = 1.5 accepted offers per signup, n = 60: 3·sqrt(1.5/60) = 0.474.
    const input = { ...base, model: 'poisson' as const, baselineCount: 450, baselineUnits: 300, units: 60 };
    expect(controlLimitBreach({ ...input, count: 90 })).toBeNull();
    const breach = controlLimitBreach({ ...input, count: 30 });
    expect(breach?.direction).toBe('below');
    expect(breach?.lower).toBeCloseTo(1.026, 3);
    expect(breach?.upper).toBeCloseTo(1.974, 3);
  });

  it('does not judge a window or a baseline with too little traffic', () => {
    expect(controlLimitBreach({ ...base, count: 0, units: 49 })).toBeNull();
    expect(controlLimitBreach({ ...base, count: 0, baselineCount: 39, baselineUnits: 199 })).toBeNull();
  });

  it('does not judge against a baseline without spread', () => {
    expect(controlLimitBreach({ ...base, count: 5, baselineCount: 0 })).toBeNull();
  });
});
