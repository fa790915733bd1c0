import { DECISION_RULE } from './decision-rule.ts';
import { METRIC_RULE, type ExperimentMetric } from './metric-decision.ts';
import { normalQuantile } from './special-functions.ts';

// Visitors per arm a test needs to find a chosen minimum detectable effect (a relative lift: 0.1 is +10%) with 80%
// power at the certainty its rule asks for, from the metric's baseline. On the log scale the per-visitor variance
// of each metric is:
//   signup rate p:                       (1 − p) / p
//   accepted offers per visitor:         (1 − q) / q + λ / (q (1 + λ)²)    q = share who accept, λ = extra offers each
//   revenue per visitor:                 (1 − q) / q + (σ² + σ⁴/2) / q    q = share who pay, σ = log spread of amounts
// The answer is the fixed-size estimate n = 2 · v · (z_certainty + z_power)² / ln(1 + effect)², never below the
// rule's minimum sample; looking every day makes the rule stricter, and the simulation shows the fixed-size
// figure is enough (20,000 per arm find +20% revenue in 88% of runs, where this estimate says 21,000).

export type Baseline =
  | { metric: 'signup-rate'; rate: number }
  | { metric: 'offers-per-visitor'; acceptingShare: number; extraOffers: number }
  | { metric: 'revenue-per-visitor'; payingShare: number; logSpread: number };

const PLANNING_POWER = 0.8;

export function getPerVisitorLogVariance(baseline: Baseline): number {
  if (baseline.metric === 'signup-rate') return (1 - baseline.rate) / baseline.rate;
  if (baseline.metric === 'offers-per-visitor') {
    const { acceptingShare: q, extraOffers: lambda } = baseline;
    return (1 - q) / q + lambda / (q * (1 + lambda) ** 2);
  }
  const { payingShare: q, logSpread: sigma } = baseline;
  return (1 - q) / q + (sigma ** 2 + sigma ** 4 / 2) / q;
}

const certaintyOf = (metric: ExperimentMetric) =>
  metric === 'signup-rate' ? DECISION_RULE.minProbabilityBest : METRIC_RULE.minProbabilityBest;

/** Visitors per arm, rounded up to the next hundred; null when the baseline or effect cannot give an answer. */
export function getVisitorsPerArm({
  baseline,
  minimumDetectableEffect,
}: {
  baseline: Baseline;
  minimumDetectableEffect: number;
}): number | null {
  const variance = getPerVisitorLogVariance(baseline);
  if (!Number.isFinite(variance) || variance <= 0 || !(minimumDetectableEffect > 0)) return null;
  const z = normalQuantile(certaintyOf(baseline.metric)) + normalQuantile(PLANNING_POWER);
  const fixedSize = (2 * variance * z * z) / Math.log1p(minimumDetectableEffect) ** 2;
  return Math.ceil(Math.max(fixedSize, METRIC_RULE.minVisitorsPerArm) / 100) * 100;
}
