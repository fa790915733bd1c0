import { chiSquareSurvival } from './special-functions.ts';

// The sample-ratio-mismatch check: a chi-square goodness-of-fit test of the visitors each arm received against
// the configured weights. A mismatch means assignment or counting is broken (bots, redirects, a cache serving one
// variant), and then no verdict on the split can be trusted. The level 0.005 is chosen so that a 52/48 split of
// 20,000 visitors configured 50/50 is caught in over 99% of runs while a true 50/50 split raises it in 0.5%.

export const SAMPLE_RATIO_ALPHA = 0.005;

export type SampleRatioCheck = { statistic: number; pValue: number; isMismatch: boolean };

/** Visitors per arm against weights (any positive numbers; they are normalised). */
export function checkSampleRatio({ visitors, weights }: { visitors: number[]; weights: number[] }): SampleRatioCheck {
  const total = visitors.reduce((sum, count) => sum + count, 0);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  if (visitors.length < 2 || visitors.length !== weights.length || total === 0 || weightTotal <= 0) {
    return { statistic: 0, pValue: 1, isMismatch: false };
  }
  const statistic = visitors.reduce((sum, observed, arm) => {
    const expected = (total * (weights[arm] ?? 0)) / weightTotal;
    return expected > 0 ? sum + (observed - expected) ** 2 / expected : sum;
  }, 0);
  const pValue = chiSquareSurvival({ statistic, degreesOfFreedom: visitors.length - 1 });
  return { statistic, pValue, isMismatch: pValue < SAMPLE_RATIO_ALPHA };
}
