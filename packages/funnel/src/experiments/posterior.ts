import { betaQuantile } from './special-functions.ts';

// Each arm's conversion rate is Beta(prior + signups, prior + visitors − signups): the conjugate update of a
// binomial count. The prior Beta(1, 1) is uniform: it claims nothing about the rate before the first visitor.

export const PRIOR = { alpha: 1, beta: 1 } as const;
export const CREDIBLE_LEVEL = 0.95;

export type ArmCounts = { visitors: number; signups: number };
export type BetaPosterior = { alpha: number; beta: number };

/** The posterior of an arm's conversion rate; signups above visitors are capped, negatives count as 0. */
export function getPosterior({ visitors, signups }: ArmCounts): BetaPosterior {
  const trials = Math.max(0, visitors);
  const successes = Math.min(Math.max(0, signups), trials);
  return { alpha: PRIOR.alpha + successes, beta: PRIOR.beta + trials - successes };
}

export function getPosteriorMean({ alpha, beta }: BetaPosterior): number {
  return alpha / (alpha + beta);
}

export function getPosteriorStandardDeviation({ alpha, beta }: BetaPosterior): number {
  const total = alpha + beta;
  return Math.sqrt((alpha * beta) / (total * total * (total + 1)));
}

/** The equal-tailed 95% credible interval of the conversion rate. */
export function getCredibleInterval(posterior: BetaPosterior): { low: number; high: number } {
  const tail = (1 - CREDIBLE_LEVEL) / 2;
  return {
    low: betaQuantile({ p: tail, a: posterior.alpha, b: posterior.beta }),
    high: betaQuantile({ p: 1 - tail, a: posterior.alpha, b: posterior.beta }),
  };
}
