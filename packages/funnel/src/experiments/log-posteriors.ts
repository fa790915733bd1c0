import { digamma, trigamma } from './polygamma.ts';

// Each metric an experiment can be judged on, as the posterior of its logarithm, summarised by a mean and a
// variance. On the log scale a ratio between arms is a difference, the posteriors are close to normal once an
// arm has a few dozen conversions, and every metric compares the same way (P(best), expected loss, guardrails).
//
// - Signup rate: Beta(1 + signups, 1 + visitors − signups); log p has mean ψ(a) − ψ(a + b) and variance
//   ψ′(a) − ψ′(a + b), exactly.
// - Revenue per visitor: a hurdle model, because most visitors earn nothing and the few who do earn amounts with a
//   long right tail. p = share of visitors who earn anything (Beta as above); the amount a paying visitor earns is
//   log-normal, with a normal-inverse-gamma prior on its log mean μ and log variance σ². Revenue per visitor is
//   p · exp(μ + σ²/2), so its log is log p + μ + σ²/2, and the three parts are independent a posteriori.
// - Accepted offers per visitor: the same hurdle: the share of visitors who accept at least one, times
//   1 + the extra offers an accepting visitor takes, Poisson with a Gamma(1, 1) prior on its rate.
// Every input is a sum the tracker can pre-aggregate per arm and day: counts, and for revenue the sum and the sum
// of squares of each paying visitor's log revenue (in cents).

export type LogPosterior = { mean: number; variance: number };

export type RateCounts = { visitors: number; successes: number };
export type RevenueCounts = {
  visitors: number;
  /** Visitors who earned anything. */
  payers: number;
  /** Σ ln(revenue in cents) over paying visitors. */
  logRevenueSum: number;
  /** Σ ln(revenue in cents)² over paying visitors. */
  logRevenueSquareSum: number;
};
export type OfferCounts = { visitors: number; accepters: number; accepts: number };

/** The prior of a paying visitor's log revenue: centred on $10 (1,000 cents), worth one paying visitor. */
export const REVENUE_PRIOR = { mean: Math.log(1000), weight: 1, shape: 3, scale: 2 } as const;

export function getLogRatePosterior({ visitors, successes }: RateCounts): LogPosterior {
  const trials = Math.max(0, visitors);
  const hits = Math.min(Math.max(0, successes), trials);
  const a = 1 + hits;
  const b = 1 + trials - hits;
  return { mean: digamma(a) - digamma(a + b), variance: trigamma(a) - trigamma(a + b) };
}

/** The posterior of a paying visitor's log-revenue mean μ and variance σ² (normal-inverse-gamma). */
export function getPayerRevenuePosterior({ payers, logRevenueSum, logRevenueSquareSum }: RevenueCounts) {
  const { mean: priorMean, weight, shape, scale } = REVENUE_PRIOR;
  const count = Math.max(0, payers);
  const sampleMean = count > 0 ? logRevenueSum / count : priorMean;
  const spread = Math.max(0, logRevenueSquareSum - count * sampleMean * sampleMean);
  const posteriorWeight = weight + count;
  const posteriorShape = shape + count / 2;
  const posteriorScale = scale + spread / 2 + (weight * count * (sampleMean - priorMean) ** 2) / (2 * posteriorWeight);
  return {
    mu: (weight * priorMean + count * sampleMean) / posteriorWeight,
    muVariance: posteriorScale / (posteriorWeight * (posteriorShape - 1)),
    sigmaSquared: posteriorScale / (posteriorShape - 1),
    sigmaSquaredVariance: posteriorScale ** 2 / ((posteriorShape - 1) ** 2 * (posteriorShape - 2)),
  };
}

export function getLogRevenuePosterior(counts: RevenueCounts): LogPosterior {
  const share = getLogRatePosterior({ visitors: counts.visitors, successes: counts.payers });
  const payer = getPayerRevenuePosterior(counts);
  return {
    mean: share.mean + payer.mu + payer.sigmaSquared / 2,
    variance: share.variance + payer.muVariance + payer.sigmaSquaredVariance / 4,
  };
}

export function getLogOffersPosterior({ visitors, accepters, accepts }: OfferCounts): LogPosterior {
  const share = getLogRatePosterior({ visitors, successes: accepters });
  // Extra offers per accepting visitor: Gamma(1 + extra, 1 + accepters); log(1 + λ) by the delta method.
  const extra = Math.max(0, accepts - accepters);
  const shape = 1 + extra;
  const rate = 1 + Math.max(0, accepters);
  const lambda = shape / rate;
  return {
    mean: share.mean + Math.log1p(lambda),
    variance: share.variance + shape / (rate * rate) / (1 + lambda) ** 2,
  };
}

/** The metric's point estimate on its own scale (a rate, cents or offers per visitor) and its 95% interval. */
export function describeLogPosterior({ mean, variance }: LogPosterior) {
  const deviation = Math.sqrt(variance);
  return {
    estimate: Math.exp(mean + variance / 2),
    interval: {
      low: Math.exp(mean - 1.959963984540054 * deviation),
      high: Math.exp(mean + 1.959963984540054 * deviation),
    },
  };
}
