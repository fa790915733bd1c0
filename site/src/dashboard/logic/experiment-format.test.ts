import { describe, expect, it } from 'vitest';
import {
  describeSince,
  describeVerdict,
  formatInterval,
  formatLoss,
  formatShare,
  variantNamer,
} from './experiment-format.ts';

describe('experiment figures as the dashboard prints them', () => {
  it('prints shares with one decimal, an interval as a range, and the loss in percentage points', () => {
    expect(formatShare(0.12345)).toBe('12.3%');
    expect(formatInterval({ low: 0.081, high: 0.1234 })).toBe('8.1%–12.3%');
    expect(formatLoss(0.00042)).toBe('0.04 pt');
  });

  it.each([
    [{ kind: 'winner' as const, version: 2 }, 'Winner: v2 (/v2). It meets the decision rule below.'],
    [
      { kind: 'keep-going' as const, reason: 'minimum-sample' as const, moreVisitors: 7900 },
      'Keep going: every variant needs the minimum sample first. Roughly 7,900 more visitors are needed.',
    ],
    [
      { kind: 'keep-going' as const, reason: 'not-certain' as const, moreVisitors: 12000 },
      'Keep going: no variant is certain enough yet. Roughly 12,000 more visitors are needed.',
    ],
  ])('says %j as %j', (verdict, sentence) => {
    expect(describeVerdict(verdict)).toBe(sentence);
  });

  it('names a content experiment’s variants as arms of its landing version, a version experiment’s as versions', () => {
    const arms = variantNamer({ kind: 'content', landingVersion: 2 });
    expect(arms(1)).toBe('Arm 1 (v2)');
    expect(describeVerdict({ kind: 'winner', version: 2 }, arms)).toBe(
      'Winner: Arm 2 (v2). It meets the decision rule below.',
    );
    expect(variantNamer({})(3)).toBe('v3 (/v3)');
  });

  it('says which since point the figures count from, and whether it is the latest', () => {
    expect(describeSince({ since: '2026-11-10T13:00:00.000Z', isLatestSince: true })).toBe(
      'Counted since 2026-11-10 08:00 Eastern: the latest "since" point (the start, or the last change of the split or of a variant’s content).',
    );
    expect(describeSince({ since: '2026-11-01T04:00:00.000Z', isLatestSince: false })).toBe(
      'Counted since 2026-11-01 00:00 Eastern: an earlier "since" point, under an older split or content.',
    );
  });
});
