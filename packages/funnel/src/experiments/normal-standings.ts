import type { LogPosterior } from './log-posteriors.ts';
import { normalCdf } from './polygamma.ts';
import type { ArmStanding } from './probability-best.ts';

// P(best) and expected loss of arms whose metric has a normal posterior on the log scale, by numerical
// integration on one grid (deterministic, as for the signup rate):
//   P(arm i is best) = ∫ φ_i(x) · Π_{j≠i} Φ_j(x) dx,   E[max_j X_j] = low + ∫ (1 − Π_j Φ_j(x)) dx.
// The expected loss E[max] − E[X_i] is in log units, so 0.01 is about 1% of the metric.

const SPREAD_IN_DEVIATIONS = 10;
const POINTS_PER_DEVIATION = 10;
const MIN_INTERVALS = 240;
const MAX_INTERVALS = 200_000;

export function getNormalStandings(posteriors: LogPosterior[]): ArmStanding[] {
  if (posteriors.length === 0) return [];
  if (posteriors.length === 1) return [{ probabilityBest: 1, expectedLoss: 0 }];
  if (posteriors.length === 2) return getTwoArmStandings(posteriors[0]!, posteriors[1]!);
  const deviations = posteriors.map(({ variance }) => Math.sqrt(Math.max(variance, 1e-18)));
  const low = Math.min(...posteriors.map(({ mean }, arm) => mean - SPREAD_IN_DEVIATIONS * deviations[arm]!));
  const high = Math.max(...posteriors.map(({ mean }, arm) => mean + SPREAD_IN_DEVIATIONS * deviations[arm]!));
  const wanted = Math.ceil(((high - low) / Math.min(...deviations)) * POINTS_PER_DEVIATION);
  const intervals = Math.min(MAX_INTERVALS, Math.max(MIN_INTERVALS, wanted));
  const step = (high - low) / intervals;
  const wins = posteriors.map(() => 0);
  let notAllBelow = 0;
  let previous: { wins: number[]; notAllBelow: number } | null = null;
  for (let index = 0; index <= intervals; index += 1) {
    const x = low + index * step;
    const cdfs = posteriors.map(({ mean }, arm) => normalCdf((x - mean) / deviations[arm]!));
    const densities = posteriors.map(
      ({ mean }, arm) =>
        Math.exp(-0.5 * ((x - mean) / deviations[arm]!) ** 2) / (deviations[arm]! * Math.sqrt(2 * Math.PI)),
    );
    const current = {
      wins: densities.map((density, arm) =>
        cdfs.reduce((product, cdf, other) => (other === arm ? product : product * cdf), density),
      ),
      notAllBelow: 1 - cdfs.reduce((product, cdf) => product * cdf, 1),
    };
    if (previous) {
      current.wins.forEach((value, arm) => (wins[arm]! += ((value + previous!.wins[arm]!) * step) / 2));
      notAllBelow += ((current.notAllBelow + previous.notAllBelow) * step) / 2;
    }
    previous = current;
  }
  const expectedMax = low + notAllBelow;
  const winTotal = wins.reduce((sum, value) => sum + value, 0);
  return posteriors.map(({ mean }, arm) => ({
    probabilityBest: winTotal > 0 ? wins[arm]! / winTotal : 1 / posteriors.length,
    expectedLoss: Math.max(0, expectedMax - mean),
  }));
}

// Two arms in closed form (Clark, 1961): with θ = √(v₁ + v₂) and α = (μ₁ − μ₂)/θ,
// P(1 best) = Φ(α) and E[max] = μ₁Φ(α) + μ₂Φ(−α) + θφ(α). The simulation decides thousands of times a run.
function getTwoArmStandings(first: LogPosterior, second: LogPosterior): ArmStanding[] {
  const theta = Math.sqrt(first.variance + second.variance);
  if (theta === 0)
    return [
      { probabilityBest: 0.5, expectedLoss: 0 },
      { probabilityBest: 0.5, expectedLoss: 0 },
    ];
  const alpha = (first.mean - second.mean) / theta;
  const firstBest = normalCdf(alpha);
  const density = Math.exp(-0.5 * alpha * alpha) / Math.sqrt(2 * Math.PI);
  const expectedMax = first.mean * firstBest + second.mean * (1 - firstBest) + theta * density;
  return [
    { probabilityBest: firstBest, expectedLoss: Math.max(0, expectedMax - first.mean) },
    { probabilityBest: 1 - firstBest, expectedLoss: Math.max(0, expectedMax - second.mean) },
  ];
}

/** P(`arm`'s metric is below `other`'s by more than `margin` (a share: 0.05 is 5%)). */
export function getProbabilityWorse({
  arm,
  other,
  margin = 0,
}: {
  arm: LogPosterior;
  other: LogPosterior;
  margin?: number;
}): number {
  const threshold = other.mean + Math.log(1 - margin);
  return normalCdf((threshold - arm.mean) / Math.sqrt(arm.variance + other.variance));
}
