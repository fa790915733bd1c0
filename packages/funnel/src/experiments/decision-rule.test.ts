import { describe, expect, it } from 'vitest';
import { decide, DECISION_RULE, describeDecisionRule } from './decision-rule.ts';

const rule = { minVisitorsPerArm: 1000, minProbabilityBest: 0.99, maxExpectedLoss: 0.001 };

describe('decide', () => {
  it('declares the clearly better arm the winner once every arm has the minimum sample', () => {
    const { verdict, standings } = decide({
      arms: [
        { visitors: 5000, signups: 500 },
        { visitors: 5000, signups: 650 },
      ],
      rule,
    });
    expect(verdict).toEqual({ kind: 'winner', arm: 1 });
    expect(standings[1]?.probabilityBest).toBeGreaterThan(0.99);
  });

  it('keeps going below the minimum sample however large the difference', () => {
    const { verdict } = decide({
      arms: [
        { visitors: 400, signups: 20 },
        { visitors: 400, signups: 80 },
      ],
      rule,
    });
    expect(verdict).toMatchObject({ kind: 'keep-going', reason: 'minimum-sample' });
    // At least the 2 × 600 visitors the minimum sample still lacks.
    expect(verdict.kind === 'keep-going' && verdict.moreVisitors).toBeGreaterThanOrEqual(1200);
  });

  it('keeps going when the leader is not certain enough, and asks for more visitors the smaller the edge', () => {
    const close = decide({
      arms: [
        { visitors: 2000, signups: 200 },
        { visitors: 2000, signups: 210 },
      ],
      rule,
    }).verdict;
    const wider = decide({
      arms: [
        { visitors: 2000, signups: 200 },
        { visitors: 2000, signups: 235 },
      ],
      rule,
    }).verdict;
    expect(close).toMatchObject({ kind: 'keep-going', reason: 'not-certain' });
    expect(wider).toMatchObject({ kind: 'keep-going', reason: 'not-certain' });
    if (close.kind !== 'keep-going' || wider.kind !== 'keep-going') throw new Error('expected keep-going');
    expect(close.moreVisitors).toBeGreaterThan(wider.moreVisitors);
  });

  it('estimates roughly what the normal approximation asks for the observed edge', () => {
    // 2 · p(1 − p) · (z_0.99 + z_0.8)² / δ² with p ≈ 0.107, δ ≈ 0.013: about 10,800 per arm, 7,800 more each.
    const { verdict } = decide({
      arms: [
        { visitors: 3000, signups: 300 },
        { visitors: 3000, signups: 340 },
      ],
      rule,
    });
    expect(verdict.kind).toBe('keep-going');
    if (verdict.kind !== 'keep-going') return;
    expect(verdict.moreVisitors).toBeGreaterThan(13_000);
    expect(verdict.moreVisitors).toBeLessThan(18_000);
  });

  it('picks among three arms only when one leads the other two', () => {
    const arms = [
      { visitors: 6000, signups: 600 },
      { visitors: 6000, signups: 780 },
      { visitors: 6000, signups: 610 },
    ];
    expect(decide({ arms, rule }).verdict).toEqual({ kind: 'winner', arm: 1 });
    const tied = [
      { visitors: 6000, signups: 600 },
      { visitors: 6000, signups: 780 },
      { visitors: 6000, signups: 775 },
    ];
    expect(decide({ arms: tied, rule }).verdict.kind).toBe('keep-going');
  });

  it('never declares a winner of a single arm', () => {
    expect(decide({ arms: [{ visitors: 10_000, signups: 1000 }], rule }).verdict.kind).toBe('keep-going');
  });

  it('uses the dashboard rule by default', () => {
    const arms = [
      { visitors: 100, signups: 10 },
      { visitors: 100, signups: 12 },
    ];
    expect(decide({ arms })).toEqual(decide({ arms, rule: DECISION_RULE }));
  });
});

describe('describeDecisionRule', () => {
  it('writes the rule out in words', () => {
    expect(describeDecisionRule(rule)).toBe(
      'A variant wins when every variant has at least 1,000 visitors, its probability of being best is at least 99.0%, ' +
        'and its expected loss is below 0.10 percentage point.',
    );
  });
});
