import { describe, expect, it } from 'vitest';
import { describeVerdict, variantNamer } from './experiment-format.ts';
import { describeMetrics, formatMetricLoss, formatMetricValue, metricColumnTitle } from './experiment-metric-format.ts';

describe('the experiment panel on a metric other than the signup rate', () => {
  it('prints revenue per visitor in dollars and offers per visitor to three decimals, with the interval', () => {
    expect(formatMetricValue('revenue-per-visitor', { estimate: 41.3, low: 38.25, high: 44.5 })).toBe(
      '$0.413 ($0.3825–$0.445)',
    );
    expect(formatMetricValue('offers-per-visitor', { estimate: 0.1234, low: 0.1, high: 0.15 })).toBe(
      '0.123 (0.100–0.150)',
    );
    expect(formatMetricValue('revenue-per-visitor', undefined)).toBe('—');
    expect(metricColumnTitle('revenue-per-visitor')).toBe('Revenue per visitor (95% interval)');
    expect(formatMetricLoss(0.0123)).toBe('1.2%');
  });

  it('names the metric and its guardrails', () => {
    expect(describeMetrics({ metric: 'revenue-per-visitor', guardrails: ['signup-rate'] })).toBe(
      'Revenue per visitor; guardrails: Signup rate',
    );
    expect(describeMetrics({ metric: undefined, guardrails: undefined })).toBe('Signup rate');
  });

  it('says why a leader is held back by a guardrail', () => {
    expect(
      describeVerdict({
        kind: 'blocked',
        version: 2,
        guardrail: 'revenue-per-visitor',
        against: 1,
        probabilityWorse: 0.973,
      }),
    ).toBe(
      'Held back: v2 (/v2) leads, but it is worse than v1 (/) on revenue per visitor (97.3% probability), a guardrail of this experiment.',
    );
  });

  it('names a content experiment’s arms in the held-back sentence as in the winner’s', () => {
    const verdict = {
      kind: 'blocked',
      version: 3,
      guardrail: 'signup-rate',
      against: 1,
      probabilityWorse: 0.95,
    } as const;
    expect(describeVerdict(verdict, variantNamer({ kind: 'content', landingVersion: 2 }))).toBe(
      'Held back: Arm 3 (v2) leads, but it is worse than Arm 1 (v2) on signup rate (95.0% probability), a guardrail of this experiment.',
    );
  });
});
