import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../experiments/random.ts';
import { getAcceptRate, getExpectedRevenue, runOrderExperiment, SYNTHETIC_OFFERS } from './order-simulation.ts';

describe('the order simulation', () => {
  it('knows its truth: the boosted offer earns most in second place', () => {
    const medicare = SYNTHETIC_OFFERS.find((offer) => offer.boostAt)!;
    expect(getAcceptRate(medicare, 1)).toBeGreaterThan(getAcceptRate(medicare, 0));
    expect(getExpectedRevenue(SYNTHETIC_OFFERS)).toBeGreaterThan(0);
  });

  it('earns more by earnings than the fixed order, within 10% of the best order, and finds it within 5,000 visitors', () => {
    const run = runOrderExperiment({ random: createSeededRandom(20_261_128) });
    expect(run.banditCentsPerVisitor).toBeGreaterThan(run.fixedCentsPerVisitor * 1.2);
    expect(run.banditCentsPerVisitor).toBeGreaterThan(run.bestCentsPerVisitor * 0.9);
    expect(run.visitorsToNearBest).not.toBeNull();
    expect(run.visitorsToNearBest!).toBeLessThan(5000);
  });
});
