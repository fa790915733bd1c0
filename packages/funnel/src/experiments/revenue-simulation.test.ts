import { describe, expect, it } from 'vitest';
import { runRevenueSimulation } from './revenue-simulation.ts';

// The revenue and guardrail figures of `pnpm run ab:simulate`, at a size that fits the test run (fixed seed, so
// the same figures every time). The full-size command narrows the intervals.

describe('runRevenueSimulation', () => {
  const figures = runRevenueSimulation({ runs: 120, seed: 20_261_125 });

  it.each(figures.map((figure) => [figure.name, figure] as const))('meets the target: %s', (_, figure) => {
    expect(figure.meetsTarget).toBe(true);
    if (figure.target.comparison === 'at-most') expect(figure.interval.low).toBeLessThanOrEqual(figure.target.share);
    else expect(figure.interval.high).toBeGreaterThanOrEqual(figure.target.share);
  });

  it('gives the same figures for the same seed', () => {
    expect(runRevenueSimulation({ runs: 5, seed: 3 })).toEqual(runRevenueSimulation({ runs: 5, seed: 3 }));
  });
});
