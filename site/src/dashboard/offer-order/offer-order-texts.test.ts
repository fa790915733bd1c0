import { describe, expect, it } from 'vitest';
import { describeOrderSetting, describeOrderVerdict } from './offer-order-texts.ts';

describe('describeOrderVerdict', () => {
  it('names the winning order', () => {
    expect(describeOrderVerdict({ kind: 'winner', arm: 'earnings' })).toBe(
      'Winner: By earnings. It earns more per visitor under the decision rule below.',
    );
  });

  it('says why to keep going, with the visitors still needed when known', () => {
    expect(describeOrderVerdict({ kind: 'keep-going', reason: 'minimum-sample', moreVisitors: 1200 })).toBe(
      'Keep going: each order needs the minimum sample first. Roughly 1,200 more visitors are needed.',
    );
    expect(describeOrderVerdict({ kind: 'keep-going', reason: 'not-certain', moreVisitors: 0 })).toBe(
      'Keep going: neither order is certain enough yet.',
    );
  });
});

describe('describeOrderSetting', () => {
  it('says since when a flow is "by earnings", and what a flow back on the fixed order shows', () => {
    expect(describeOrderSetting({ mode: 'earnings', since: 'x' }, '2026-11-28 09:00')).toBe(
      'This flow is set to "by earnings" since 2026-11-28 09:00; the comparison counts from then.',
    );
    expect(describeOrderSetting({ mode: 'fixed', since: 'x' }, '2026-11-28 09:00')).toContain(
      'the last comparison (from 2026-11-28 09:00) is shown as it stood',
    );
    expect(describeOrderSetting({ mode: 'fixed', since: null }, null)).toContain('never been set to "by earnings"');
  });
});
