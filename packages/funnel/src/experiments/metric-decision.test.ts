import { describe, expect, it } from 'vitest';
import { decide } from './decision-rule.ts';
import { decideOnMetric, METRIC_RULE, type ArmMetricCounts } from './metric-decision.ts';

// Arms with exact sums: `payers` visitors each earning `cents` (log-normal spread σ around it).
function arm({
  visitors,
  signups,
  payers,
  cents = 600,
  sigma = 0.8,
}: {
  visitors: number;
  signups: number;
  payers: number;
  cents?: number;
  sigma?: number;
}): ArmMetricCounts {
  const logMean = Math.log(cents);
  return {
    visitors,
    signups,
    accepters: payers,
    accepts: payers,
    payers,
    logRevenueSum: payers * logMean,
    logRevenueSquareSum: payers * (logMean * logMean + sigma * sigma),
  };
}

describe('decideOnMetric', () => {
  it('judges the signup rate with the beta-binomial rule, unchanged', () => {
    const arms = [
      arm({ visitors: 5000, signups: 500, payers: 300 }),
      arm({ visitors: 5000, signups: 640, payers: 300 }),
    ];
    expect(decideOnMetric({ metric: 'signup-rate', arms })).toEqual(decide({ arms }));
  });

  it('declares the arm that earns clearly more per visitor', () => {
    const arms = [
      arm({ visitors: 20_000, signups: 2000, payers: 1200 }),
      arm({ visitors: 20_000, signups: 2000, payers: 1560 }),
    ];
    expect(decideOnMetric({ metric: 'revenue-per-visitor', arms }).verdict).toEqual({ kind: 'winner', arm: 1 });
  });

  it('keeps going until every arm has the minimum paying visitors', () => {
    const few = METRIC_RULE.minConvertingPerArm - 1;
    const arms = [
      arm({ visitors: 20_000, signups: 2000, payers: few }),
      arm({ visitors: 20_000, signups: 2000, payers: few * 3 }),
    ];
    expect(decideOnMetric({ metric: 'revenue-per-visitor', arms }).verdict).toMatchObject({
      kind: 'keep-going',
      reason: 'minimum-sample',
    });
  });

  it('judges accepted offers per visitor on the accepting visitors and their extra offers', () => {
    const arms = [
      { ...arm({ visitors: 20_000, signups: 2000, payers: 1200 }), accepts: 1500 },
      { ...arm({ visitors: 20_000, signups: 2000, payers: 1200 }), accepts: 2400 },
    ];
    expect(decideOnMetric({ metric: 'offers-per-visitor', arms }).verdict).toEqual({ kind: 'winner', arm: 1 });
  });
});

describe('guardrails', () => {
  const more = { visitors: 12_000, signups: 1440 };
  const fewer = { visitors: 12_000, signups: 1200 };

  it('block a signup winner that earns clearly less per visitor, naming the metric and the arm', () => {
    const arms = [arm({ ...fewer, payers: 720 }), arm({ ...more, payers: 540 })];
    const { verdict } = decideOnMetric({
      metric: 'signup-rate',
      arms,
      guardrails: [{ metric: 'revenue-per-visitor' }],
    });
    expect(verdict).toMatchObject({ kind: 'blocked', arm: 1, guardrail: 'revenue-per-visitor', against: 0 });
    expect(verdict.kind === 'blocked' && verdict.probabilityWorse).toBeGreaterThan(0.99);
  });

  it('let a winner through when the guardrail is not harmed', () => {
    const arms = [arm({ ...fewer, payers: 720 }), arm({ ...more, payers: 720 })];
    expect(
      decideOnMetric({ metric: 'signup-rate', arms, guardrails: [{ metric: 'revenue-per-visitor' }] }).verdict,
    ).toEqual({ kind: 'winner', arm: 1 });
  });

  it('wait for the guardrail’s own minimum sample before a winner', () => {
    const arms = [arm({ ...fewer, payers: 100 }), arm({ ...more, payers: 100 })];
    const { verdict } = decideOnMetric({
      metric: 'signup-rate',
      arms,
      guardrails: [{ metric: 'revenue-per-visitor' }],
    });
    expect(verdict).toMatchObject({ kind: 'keep-going', reason: 'minimum-sample' });
    expect(verdict.kind === 'keep-going' && verdict.moreVisitors).toBeGreaterThan(0);
  });

  it('ignore a guardrail on the primary metric itself', () => {
    const arms = [arm({ ...fewer, payers: 720 }), arm({ ...more, payers: 720 })];
    expect(decideOnMetric({ metric: 'signup-rate', arms, guardrails: [{ metric: 'signup-rate' }] }).verdict).toEqual({
      kind: 'winner',
      arm: 1,
    });
  });
});
