import { describe, expect, it } from 'vitest';
import { runSimulation } from './simulation.ts';

// The simulation behind `pnpm run ab:simulate`, at a size that fits the test run (fixed seed, so the same
// figures every time). At this size the intervals are wide; the full-size command narrows them.

describe('runSimulation', () => {
  const figures = runSimulation({ runs: 300, srmRuns: 1000, seed: 20_261_125 });

  it.each(figures.map((figure) => [figure.name, figure] as const))('meets the target: %s', (_, figure) => {
    expect(figure.meetsTarget).toBe(true);
    // The target lies on the measured side of the interval's far end: this many runs cannot rule it out.
    if (figure.target.comparison === 'at-most') expect(figure.interval.low).toBeLessThanOrEqual(figure.target.share);
    else expect(figure.interval.high).toBeGreaterThanOrEqual(figure.target.share);
  });

  it('reports every figure with its number of runs and an interval around it', () => {
    expect(figures.map((figure) => figure.runs)).toEqual([300, 300, 300, 1000, 1000]);
    for (const figure of figures) {
      expect(figure.interval.low).toBeLessThanOrEqual(figure.share);
      expect(figure.interval.high).toBeGreaterThanOrEqual(figure.share);
    }
  });

  it('gives the same figures for the same seed', () => {
    expect(runSimulation({ runs: 20, srmRuns: 50, seed: 9 })).toEqual(
      runSimulation({ runs: 20, srmRuns: 50, seed: 9 }),
    );
  });
});
