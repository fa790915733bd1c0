import { describe, expect, it } from 'vitest';
import { buildExperimentResult, RESULTS_METHOD } from './experiment-results.ts';

describe('buildExperimentResult', () => {
  it('names the winner by its landing version, with each arm’s figures', () => {
    const result = buildExperimentResult({
      arms: [
        { version: 1, weight: 50, visitors: 5000, signups: 500 },
        { version: 3, weight: 50, visitors: 5000, signups: 650 },
      ],
    });
    expect(result.verdict).toEqual({ kind: 'winner', version: 3 });
    expect(result.arms[1]).toMatchObject({ version: 3, visitors: 5000, signups: 650 });
    expect(result.arms[1]?.conversion).toBeCloseTo(651 / 5002, 10);
    expect(result.arms[1]?.interval.low).toBeLessThan(0.13);
    expect(result.arms[1]?.interval.high).toBeGreaterThan(0.13);
    expect(result.arms[1]?.probabilityBest).toBeGreaterThan(0.99);
    expect(result.arms[0]?.expectedLoss).toBeCloseTo(0.03, 2);
    expect(result.sampleRatio.isMismatch).toBe(false);
  });

  it('warns of a sample-ratio mismatch against the configured weights', () => {
    const result = buildExperimentResult({
      arms: [
        { version: 1, weight: 70, visitors: 5000, signups: 500 },
        { version: 2, weight: 30, visitors: 5000, signups: 500 },
      ],
    });
    expect(result.sampleRatio.isMismatch).toBe(true);
  });

  it('keeps going on a small sample and states the rule and the method', () => {
    const result = buildExperimentResult({
      arms: [
        { version: 1, weight: 50, visitors: 40, signups: 2 },
        { version: 2, weight: 50, visitors: 40, signups: 8 },
      ],
    });
    expect(result.verdict).toMatchObject({ kind: 'keep-going', reason: 'minimum-sample' });
    expect(result.rule).toContain('at least 4,000 visitors');
    expect(result.method).toBe(RESULTS_METHOD);
    expect(result.method).toContain('Beta(1, 1) prior');
  });
});
