import { describe, expect, it } from 'vitest';
import { DECISION_RULE } from './decision-rule.ts';
import { getPerVisitorLogVariance, getVisitorsPerArm } from './sample-size.ts';

describe('getVisitorsPerArm', () => {
  it('gives the textbook size for a 10% signup rate and a 20% lift at the rule’s certainty', () => {
    // 2 · 9 · (2.326 + 0.842)² / ln(1.2)² = 5,434 → 5,500.
    expect(getVisitorsPerArm({ baseline: { metric: 'signup-rate', rate: 0.1 }, minimumDetectableEffect: 0.2 })).toBe(
      5500,
    );
  });

  it('needs four times the visitors for half the effect (about)', () => {
    const baseline = { metric: 'signup-rate' as const, rate: 0.1 };
    const half = getVisitorsPerArm({ baseline, minimumDetectableEffect: 0.1 })!;
    const full = getVisitorsPerArm({ baseline, minimumDetectableEffect: 0.2 })!;
    expect(half / full).toBeGreaterThan(3.5);
    expect(half / full).toBeLessThan(4.5);
  });

  it('asks more of revenue per visitor than of the signup rate, and never less than the minimum sample', () => {
    const revenue = getVisitorsPerArm({
      baseline: { metric: 'revenue-per-visitor', payingShare: 0.06, logSpread: 0.8 },
      minimumDetectableEffect: 0.2,
    })!;
    expect(revenue).toBeGreaterThan(16_000);
    expect(getVisitorsPerArm({ baseline: { metric: 'signup-rate', rate: 0.5 }, minimumDetectableEffect: 1 })).toBe(
      DECISION_RULE.minVisitorsPerArm,
    );
  });

  it('answers null for an effect or a baseline it cannot use', () => {
    expect(
      getVisitorsPerArm({ baseline: { metric: 'signup-rate', rate: 0 }, minimumDetectableEffect: 0.2 }),
    ).toBeNull();
    expect(
      getVisitorsPerArm({ baseline: { metric: 'signup-rate', rate: 0.1 }, minimumDetectableEffect: 0 }),
    ).toBeNull();
  });

  it('adds the extra offers of accepting visitors to their share’s variance', () => {
    const one = getPerVisitorLogVariance({ metric: 'offers-per-visitor', acceptingShare: 0.08, extraOffers: 0 });
    expect(one).toBeCloseTo(0.92 / 0.08, 10);
    expect(
      getPerVisitorLogVariance({ metric: 'offers-per-visitor', acceptingShare: 0.08, extraOffers: 0.5 }),
    ).toBeGreaterThan(one);
  });
});
