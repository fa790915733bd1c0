import { describe, expect, it } from 'vitest';
import type { AffiliateRow } from './conversion-rows.ts';
import { foldSmallAffiliates, isSmallAffiliate } from './affiliate-fold.ts';

const row = (affiliateId: string, impressions: number, emails: number, reachedThankYou = 0): AffiliateRow => ({
  affiliateId,
  impressions,
  emails,
  reachedThankYou,
  emailRate: 0,
  thankYouRate: 0,
  isBest: false,
  money: null,
});

describe('small affiliates', () => {
  it('are those with fewer than 5 impressions and fewer than 5 emails', () => {
    expect(isSmallAffiliate({ impressions: 4, emails: 4 })).toBe(true);
    expect(isSmallAffiliate({ impressions: 1, emails: 0 })).toBe(true);
    expect(isSmallAffiliate({ impressions: 5, emails: 0 })).toBe(false);
    // Emails counted before their visits were (a recent deal) still make an affiliate worth its own row.
    expect(isSmallAffiliate({ impressions: 0, emails: 5 })).toBe(false);
  });

  it('are summed in one row with its own rates, the others kept in their order', () => {
    const { shown, other } = foldSmallAffiliates([
      row('big', 120, 30, 10),
      row('test-1', 1, 1, 1),
      row('mid', 9, 2),
      row('test-2', 3, 0),
    ]);
    expect(shown.map((kept) => kept.affiliateId)).toEqual(['big', 'mid']);
    expect(other).toEqual({
      count: 2,
      impressions: 4,
      emails: 1,
      reachedThankYou: 1,
      emailRate: 25,
      thankYouRate: 25,
    });
  });

  it('leaves the list as it is when none is small', () => {
    const rows = [row('a', 10, 1), row('b', 6, 6)];
    expect(foldSmallAffiliates(rows)).toEqual({ shown: rows, other: null });
  });
});
