import { describe, expect, it } from 'vitest';
import { getNormalStandings, getProbabilityWorse } from './normal-standings.ts';
import { normalCdf } from './polygamma.ts';
import { createSeededRandom } from './random.ts';

// Two arms are checked against Clark's closed form through the grid (three arms with a duplicate far below, which
// changes nothing), and three distinct arms against a seeded Monte Carlo.
const normalDraw = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

describe('getNormalStandings', () => {
  const first = { mean: Math.log(0.3), variance: 0.004 };
  const second = { mean: Math.log(0.33), variance: 0.005 };

  it('gives two arms P(best) and expected loss in closed form', () => {
    const [a, b] = getNormalStandings([first, second]);
    const theta = Math.sqrt(first.variance + second.variance);
    expect(b!.probabilityBest).toBeCloseTo(normalCdf((second.mean - first.mean) / theta), 6);
    expect(a!.probabilityBest + b!.probabilityBest).toBeCloseTo(1, 12);
    expect(a!.expectedLoss - b!.expectedLoss).toBeCloseTo(second.mean - first.mean, 10);
  });

  it('agrees on the grid: an arm far below changes nobody else’s figures', () => {
    const [a, b, far] = getNormalStandings([first, second, { mean: Math.log(0.01), variance: 0.001 }]);
    const [exactA, exactB] = getNormalStandings([first, second]);
    expect(a!.probabilityBest).toBeCloseTo(exactA!.probabilityBest, 5);
    expect(b!.probabilityBest).toBeCloseTo(exactB!.probabilityBest, 5);
    expect(b!.expectedLoss).toBeCloseTo(exactB!.expectedLoss, 5);
    expect(far!.probabilityBest).toBeLessThan(1e-9);
  });

  it('matches a seeded Monte Carlo for three close arms', () => {
    const arms = [first, second, { mean: Math.log(0.32), variance: 0.006 }];
    const standings = getNormalStandings(arms);
    const random = createSeededRandom(7);
    const wins = [0, 0, 0];
    const draws = 200_000;
    for (let draw = 0; draw < draws; draw += 1) {
      const values = arms.map(({ mean, variance }) => mean + Math.sqrt(variance) * normalDraw(random));
      wins[values.indexOf(Math.max(...values))]! += 1;
    }
    standings.forEach((standing, arm) => expect(standing.probabilityBest).toBeCloseTo(wins[arm]! / draws, 2));
  });
});

describe('getProbabilityWorse', () => {
  it('is one half for equal arms, and a margin lowers it', () => {
    const arm = { mean: 1, variance: 0.01 };
    expect(getProbabilityWorse({ arm, other: arm })).toBeCloseTo(0.5, 7);
    expect(getProbabilityWorse({ arm, other: arm, margin: 0.05 })).toBeLessThan(0.5);
  });

  it('is near 1 when the arm is clearly below', () => {
    expect(
      getProbabilityWorse({ arm: { mean: 0, variance: 0.001 }, other: { mean: 0.3, variance: 0.001 } }),
    ).toBeGreaterThan(0.999);
  });
});
