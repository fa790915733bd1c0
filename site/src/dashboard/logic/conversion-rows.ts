import type { FunnelAnalytics, OfferAnalyticsRow, VersionAnalyticsRow } from '@seniorguide/contracts';
import { toPercentage } from '@seniorguide/funnel';

// The comparisons an operator reads an A/B test or an affiliate deal from: how many impressions became an
// email and how many reached the thank-you page, and which row did best.

export type ConversionRow = {
  impressions: number;
  emails: number;
  reachedThankYou: number;
  /** Emails per impression, one decimal. */
  emailRate: number;
  /** Thank-you page reached per impression, one decimal. */
  thankYouRate: number;
  isBest: boolean;
};

function withRates<Row extends { impressions: number; emails: number; reachedThankYou: number }>(row: Row) {
  return {
    ...row,
    emailRate: toPercentage({ part: row.emails, whole: row.impressions }),
    thankYouRate: toPercentage({ part: row.reachedThankYou, whole: row.impressions }),
    isBest: false,
  };
}

/**
 * Marks the row with the best impression→email rate. Rows without impressions have no rate to compare, and
 * rows with more emails than impressions (visits counted only recently) have no trustworthy one; a tie
 * goes to the row with more emails, and a remaining tie marks nobody rather than one at random.
 */
function markBest<Row extends ConversionRow>(rows: Row[]): Row[] {
  const candidates = rows.filter((row) => row.emails > 0 && row.emails <= row.impressions);
  const ranked = [...candidates].sort((a, b) => b.emailRate - a.emailRate || b.emails - a.emails);
  const [first, second] = ranked;
  if (!first || (second && second.emailRate === first.emailRate && second.emails === first.emails)) return rows;
  return rows.map((row) => (row === first ? { ...row, isBest: true } : row));
}

export type VersionRow = ConversionRow & {
  version: number;
  continuedToOffers: number;
  offersAccepted: number;
  downloads: number;
  money?: VersionAnalyticsRow['money'];
};

/** Versions in order v1, v2, v3. */
export function buildVersionRows(rows: readonly VersionAnalyticsRow[]): VersionRow[] {
  return markBest([...rows].sort((a, b) => a.version - b.version).map((row) => withRates(row)));
}

export type AffiliateRow = ConversionRow & { affiliateId: string; money: FunnelAnalytics['money'] | null };

/** Affiliates ranked by impression→email rate (then by emails, then by name), the leader marked. */
export function buildAffiliateRows(
  reports: readonly { affiliateId: string; funnel: FunnelAnalytics }[],
): AffiliateRow[] {
  const rows = reports.map(({ affiliateId, funnel }) =>
    withRates({
      affiliateId,
      impressions: funnel.totalImpressions,
      emails: funnel.totalEmails,
      reachedThankYou: funnel.flowComplete,
      money: funnel.money ?? null,
    }),
  );
  rows.sort((a, b) => b.emailRate - a.emailRate || b.emails - a.emails || a.affiliateId.localeCompare(b.affiliateId));
  return markBest(rows);
}

export type OfferPositionRow = OfferAnalyticsRow & { shown: number; acceptRate: number };

/** Per offer and position: accepted, declined, and accepted out of every answer given. */
export function buildOfferPositionRows(rows: readonly OfferAnalyticsRow[]): OfferPositionRow[] {
  return rows.map((row) => {
    const shown = row.accepted + row.declined;
    return { ...row, shown, acceptRate: toPercentage({ part: row.accepted, whole: shown }) };
  });
}
