import { getPosteriorMean, getPosteriorStandardDeviation, type BetaPosterior } from './posterior.ts';
import { logBeta } from './special-functions.ts';

// P(best) and expected loss of each arm, by numerical integration over the posteriors (deterministic, so the
// dashboard shows the same figures on every load and the simulation can afford it every simulated day):
//   P(arm i is best)  = ∫ f_i(x) · Π_{j≠i} F_j(x) dx
//   E[max_j p_j]      = ∫ (1 − Π_j F_j(x)) dx
//   expected loss_i   = E[max_j p_j] − E[p_i]   (the conversion given up by choosing arm i)
// The grid spans 10 standard deviations either side of every posterior and has at least 10 points per standard
// deviation of the narrowest one; each arm's CDF is its own density integrated by the trapezoid rule on the grid.

const SPREAD_IN_DEVIATIONS = 10;
const POINTS_PER_DEVIATION = 10;
const MIN_INTERVALS = 240;
const MAX_INTERVALS = 200_000;

export type ArmStanding = { probabilityBest: number; expectedLoss: number };

function getGrid(posteriors: BetaPosterior[]): { low: number; step: number; intervals: number } {
  const spreads = posteriors.map((posterior) => ({
    mean: getPosteriorMean(posterior),
    deviation: getPosteriorStandardDeviation(posterior),
  }));
  const low = Math.max(0, Math.min(...spreads.map(({ mean, deviation }) => mean - SPREAD_IN_DEVIATIONS * deviation)));
  const high = Math.min(1, Math.max(...spreads.map(({ mean, deviation }) => mean + SPREAD_IN_DEVIATIONS * deviation)));
  const narrowest = Math.min(...spreads.map(({ deviation }) => deviation));
  const wanted = Math.ceil(((high - low) / narrowest) * POINTS_PER_DEVIATION);
  const intervals = Math.min(MAX_INTERVALS, Math.max(MIN_INTERVALS, wanted));
  return { low, step: (high - low) / intervals, intervals };
}

/** P(best) and expected loss for each arm, in the order given. */
export function getArmStandings(posteriors: BetaPosterior[]): ArmStanding[] {
  if (posteriors.length === 0) return [];
  if (posteriors.length === 1) return [{ probabilityBest: 1, expectedLoss: 0 }];
  const { low, step, intervals } = getGrid(posteriors);
  const points = intervals + 1;
  const densities = posteriors.map(() => new Float64Array(points));
  const cdfs = posteriors.map(() => new Float64Array(points));
  const normalisers = posteriors.map(({ alpha, beta }) => logBeta(alpha, beta));
  for (let index = 0; index < points; index += 1) {
    const x = Math.min(Math.max(low + index * step, 1e-300), 1 - 1e-16);
    const logX = Math.log(x);
    const logOneMinusX = Math.log1p(-x);
    posteriors.forEach(({ alpha, beta }, arm) => {
      densities[arm]![index] = Math.exp((alpha - 1) * logX + (beta - 1) * logOneMinusX - normalisers[arm]!);
    });
  }
  densities.forEach((density, arm) => {
    const cdf = cdfs[arm]!;
    for (let index = 1; index < points; index += 1)
      cdf[index] = cdf[index - 1]! + ((density[index - 1]! + density[index]!) * step) / 2;
    // Rescaled so the CDF ends at exactly 1 whatever the trapezoid rule lost at the edges.
    const total = cdf[points - 1]!;
    if (total > 0) for (let index = 0; index < points; index += 1) cdf[index] = cdf[index]! / total;
  });
  const winIntegrands = posteriors.map(() => new Float64Array(points));
  const notAllBelow = new Float64Array(points);
  for (let index = 0; index < points; index += 1) {
    let allBelow = 1;
    for (const cdf of cdfs) allBelow *= cdf[index]!;
    notAllBelow[index] = 1 - allBelow;
    posteriors.forEach((_, arm) => {
      let othersBelow = 1;
      cdfs.forEach((cdf, other) => {
        if (other !== arm) othersBelow *= cdf[index]!;
      });
      winIntegrands[arm]![index] = densities[arm]![index]! * othersBelow;
    });
  }
  const integrate = (values: Float64Array) => {
    let sum = 0;
    for (let index = 1; index < points; index += 1) sum += ((values[index - 1]! + values[index]!) * step) / 2;
    return sum;
  };
  const expectedMax = low + integrate(notAllBelow);
  const wins = winIntegrands.map(integrate);
  const winTotal = wins.reduce((sum, value) => sum + value, 0);
  return posteriors.map((posterior, arm) => ({
    probabilityBest: winTotal > 0 ? wins[arm]! / winTotal : 1 / posteriors.length,
    expectedLoss: Math.max(0, expectedMax - getPosteriorMean(posterior)),
  }));
}
