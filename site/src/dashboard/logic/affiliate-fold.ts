import { toPercentage } from '@seniorguide/funnel';
import type { AffiliateRow } from './conversion-rows.ts';

// The affiliate comparison lists the affiliates that brought real traffic; the many tiny ones (a one-visit
// test id, a typo in a link) are summed in one "Other" row, so the list stays readable. A toggle shows them all.

/** An affiliate is small when it brought fewer than this many impressions and fewer than this many emails. */
export const smallAffiliateLimit = 5;

export type OtherAffiliates = {
  /** How many affiliates the row sums. */
  count: number;
  impressions: number;
  emails: number;
  reachedThankYou: number;
  emailRate: number;
  thankYouRate: number;
};

export function isSmallAffiliate(row: Pick<AffiliateRow, 'impressions' | 'emails'>): boolean {
  return row.impressions < smallAffiliateLimit && row.emails < smallAffiliateLimit;
}

/** The rows shown one by one (in their ranked order), and the small ones summed (null when none is small). */
export function foldSmallAffiliates(rows: readonly AffiliateRow[]): {
  shown: AffiliateRow[];
  other: OtherAffiliates | null;
} {
  const small = rows.filter(isSmallAffiliate);
  if (small.length === 0) return { shown: [...rows], other: null };
  const sum = (pick: (row: AffiliateRow) => number) => small.reduce((total, row) => total + pick(row), 0);
  const impressions = sum((row) => row.impressions);
  const emails = sum((row) => row.emails);
  const reachedThankYou = sum((row) => row.reachedThankYou);
  return {
    shown: rows.filter((row) => !isSmallAffiliate(row)),
    other: {
      count: small.length,
      impressions,
      emails,
      reachedThankYou,
      emailRate: toPercentage({ part: emails, whole: impressions }),
      thankYouRate: toPercentage({ part: reachedThankYou, whole: impressions }),
    },
  };
}
