import { describe, expect, it } from 'vitest';
import {
  describeLogPosterior,
  getLogOffersPosterior,
  getLogRatePosterior,
  getLogRevenuePosterior,
} from './log-posteriors.ts';
import { createSeededRandom } from './random.ts';

const normalDraw = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

describe('getLogRatePosterior', () => {
  it('centres on the log of the observed rate with the delta-method variance for large counts', () => {
    const { mean, variance } = getLogRatePosterior({ visitors: 100_000, successes: 10_000 });
    expect(mean).toBeCloseTo(Math.log(0.1), 3);
    expect(variance).toBeCloseTo(0.9 / 10_000, 6);
  });

  it('stays finite with no visitors and caps successes at visitors', () => {
    expect(Number.isFinite(getLogRatePosterior({ visitors: 0, successes: 0 }).mean)).toBe(true);
    expect(getLogRatePosterior({ visitors: 10, successes: 50 })).toEqual(
      getLogRatePosterior({ visitors: 10, successes: 10 }),
    );
  });
});

describe('getLogRevenuePosterior', () => {
  // 200,000 visitors, 5% of them paying, log-normal amounts (median 600 cents, σ = 0.8):
  // true revenue per visitor 0.05 · exp(ln 600 + 0.32) = 41.3 cents.
  const random = createSeededRandom(11);
  const counts = { visitors: 200_000, payers: 0, logRevenueSum: 0, logRevenueSquareSum: 0 };
  for (let visitor = 0; visitor < counts.visitors; visitor += 1) {
    if (random() >= 0.05) continue;
    const logRevenue = Math.log(600) + 0.8 * normalDraw(random);
    counts.payers += 1;
    counts.logRevenueSum += logRevenue;
    counts.logRevenueSquareSum += logRevenue * logRevenue;
  }
  const truth = 0.05 * Math.exp(Math.log(600) + 0.32);

  it('recovers the true revenue per visitor inside its 95% interval', () => {
    const { estimate, interval } = describeLogPosterior(getLogRevenuePosterior(counts));
    expect(Math.abs(estimate / truth - 1)).toBeLessThan(0.03);
    expect(interval.low).toBeLessThan(truth);
    expect(interval.high).toBeGreaterThan(truth);
  });

  it('is wider with fewer visitors and falls back on the prior with no payer', () => {
    const small = getLogRevenuePosterior({
      visitors: 1000,
      payers: 50,
      logRevenueSum: 50 * 6.4,
      logRevenueSquareSum: 50 * (6.4 ** 2 + 0.64),
    });
    expect(small.variance).toBeGreaterThan(getLogRevenuePosterior(counts).variance * 50);
    const none = getLogRevenuePosterior({ visitors: 1000, payers: 0, logRevenueSum: 0, logRevenueSquareSum: 0 });
    expect(Number.isFinite(none.mean) && Number.isFinite(none.variance)).toBe(true);
    expect(describeLogPosterior(none).estimate).toBeLessThan(describeLogPosterior(small).estimate);
  });
});

describe('getLogOffersPosterior', () => {
  it('estimates accepted offers per visitor from accepting visitors and their extra offers', () => {
    const { estimate } = describeLogPosterior(
      getLogOffersPosterior({ visitors: 100_000, accepters: 8000, accepts: 12_000 }),
    );
    expect(estimate).toBeCloseTo(0.12, 2);
  });
});
