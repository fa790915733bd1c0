import { describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from './random.ts';
import { getArmStandings } from './probability-best.ts';
import { logBeta } from './special-functions.ts';

// P(B > A) in closed form for two beta posteriors (Evan Miller, "Formulas for Bayesian A/B testing").
function getExactProbabilitySecondBetter([first, second]: [
  { alpha: number; beta: number },
  { alpha: number; beta: number },
]): number {
  let total = 0;
  for (let index = 0; index < second.alpha; index += 1) {
    total += Math.exp(
      logBeta(first.alpha + index, first.beta + second.beta) -
        Math.log(second.beta + index) -
        logBeta(1 + index, second.beta) -
        logBeta(first.alpha, first.beta),
    );
  }
  return total;
}

// A Beta draw from two Gamma draws (Marsaglia and Tsang), for the Monte Carlo cross-check of three arms.
function drawGamma(random: RandomSource, shape: number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const v = (1 + c * normal) ** 3;
    if (v > 0 && Math.log(1 - random()) < 0.5 * normal * normal + d - d * v + d * Math.log(v)) return d * v;
  }
}

describe('getArmStandings', () => {
  it.each([
    [
      { alpha: 11, beta: 91 },
      { alpha: 16, beta: 86 },
    ],
    [
      { alpha: 501, beta: 4501 },
      { alpha: 601, beta: 4401 },
    ],
    [
      { alpha: 21, beta: 181 },
      { alpha: 560, beta: 4442 },
    ],
    [
      { alpha: 3, beta: 1 },
      { alpha: 1, beta: 3 },
    ],
  ])('matches the closed form of P(best) for %o against %o', (first, second) => {
    const standings = getArmStandings([first, second]);
    expect(standings[1]?.probabilityBest).toBeCloseTo(getExactProbabilitySecondBetter([first, second]), 4);
    expect((standings[0]?.probabilityBest ?? 0) + (standings[1]?.probabilityBest ?? 0)).toBeCloseTo(1, 10);
  });

  it('gives two identical arms even odds and an expected loss of E[max] − mean', () => {
    // For two uniform rates E[max] = 2/3, so each arm gives up 2/3 − 1/2 = 1/6.
    const standings = getArmStandings([
      { alpha: 1, beta: 1 },
      { alpha: 1, beta: 1 },
    ]);
    expect(standings[0]?.probabilityBest).toBeCloseTo(0.5, 10);
    expect(standings[0]?.expectedLoss).toBeCloseTo(1 / 6, 4);
  });

  it('agrees with a seeded Monte Carlo for three arms', () => {
    const posteriors = [
      { alpha: 101, beta: 901 },
      { alpha: 121, beta: 881 },
      { alpha: 111, beta: 891 },
    ];
    const random = createSeededRandom(17);
    const draws = 40_000;
    const wins = [0, 0, 0];
    const losses = [0, 0, 0];
    for (let draw = 0; draw < draws; draw += 1) {
      const rates = posteriors.map(({ alpha, beta }) => {
        const x = drawGamma(random, alpha);
        return x / (x + drawGamma(random, beta));
      });
      const best = Math.max(...rates);
      const winner = rates.indexOf(best);
      wins[winner] = (wins[winner] ?? 0) + 1;
      rates.forEach((rate, arm) => (losses[arm] = (losses[arm] ?? 0) + best - rate));
    }
    getArmStandings(posteriors).forEach((standing, arm) => {
      expect(Math.abs(standing.probabilityBest - (wins[arm] ?? 0) / draws)).toBeLessThan(0.01);
      expect(Math.abs(standing.expectedLoss - (losses[arm] ?? 0) / draws)).toBeLessThan(0.0005);
    });
  });

  it('lets a single arm be best with no loss', () => {
    expect(getArmStandings([{ alpha: 5, beta: 50 }])).toEqual([{ probabilityBest: 1, expectedLoss: 0 }]);
  });
});
