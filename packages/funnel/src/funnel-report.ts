import { FUNNEL_MAX_OFFERS, SUMMARY_MAX_OFFERS } from './constants.ts';
import { toBarShare, toPercentage } from './percentage.ts';

// The dashboard's funnel, summary cards and offer ranking, from the funnel report.

export type OfferCount = { offerId: string; name: string; count: number };

/** The fields of the funnel report these rules read (the contracts' FunnelAnalytics has them all). */
export type FunnelCounts = {
  totalImpressions: number;
  totalEmails: number;
  flowComplete: number;
  downloadComplete: number;
  offerSelections: readonly OfferCount[];
};

export type FunnelStage = 'impressions' | 'emails' | 'offer' | 'thankYou' | 'download';

export type FunnelBar = {
  stage: FunnelStage;
  /** The offer's name on 'offer' bars; null on the others. */
  name: string | null;
  /** The exact count, never capped. */
  count: number;
  /** Share of impressions, one decimal, capped at 100: the bar's width and its label. */
  percentage: number;
  /** The count exceeds impressions, so the share shown is the cap, not the true ratio. */
  isCapped: boolean;
};

/** Most accepted first; equal counts by name, so the order never flickers between refreshes. */
export function rankOffers(offers: readonly OfferCount[]): OfferCount[] {
  return [...offers].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The funnel rows: Impressions (the 100% every bar is measured against), Submitted Email, up to 7
 * accepted offers, Reached Thank You Page, Ebook Downloaded. `isCapped` says some stage counted more than
 * impressions (emails usually, while impression tracking is recent), so the page explains the capped bars.
 */
export function buildFunnelBars(funnel: FunnelCounts): { bars: FunnelBar[]; isCapped: boolean } {
  const whole = funnel.totalImpressions;
  const bar = (stage: FunnelStage, count: number, name: string | null = null): FunnelBar => ({
    stage,
    name,
    count,
    ...toBarShare({ part: count, whole }),
  });
  const bars: FunnelBar[] = [
    { stage: 'impressions', name: null, count: whole, percentage: 100, isCapped: false },
    bar('emails', funnel.totalEmails),
    ...rankOffers(funnel.offerSelections)
      .slice(0, FUNNEL_MAX_OFFERS)
      .map((offer) => bar('offer', offer.count, offer.name)),
    bar('thankYou', funnel.flowComplete),
    bar('download', funnel.downloadComplete),
  ];
  return { bars, isCapped: bars.some((candidate) => candidate.isCapped) };
}

export type SummaryCards = {
  impressions: number;
  emails: number;
  offersTaken: number;
  /** Offers taken against emails, one decimal. */
  offersTakenRate: number;
  downloads: number;
  /** Downloads against emails, one decimal. */
  downloadRate: number;
};

export function buildSummaryCards(funnel: FunnelCounts): SummaryCards {
  const offersTaken = funnel.offerSelections.reduce((sum, offer) => sum + offer.count, 0);
  return {
    impressions: funnel.totalImpressions,
    emails: funnel.totalEmails,
    offersTaken,
    offersTakenRate: toPercentage({ part: offersTaken, whole: funnel.totalEmails }),
    downloads: funnel.downloadComplete,
    downloadRate: toPercentage({ part: funnel.downloadComplete, whole: funnel.totalEmails }),
  };
}

export type RankedOffer = OfferCount & { rank: number; conversionRate: number };

/** Every accepted offer, ranked, with its conversion against impressions: the offers CSV, which has no row cap. */
export function rankAllOffers(funnel: FunnelCounts): RankedOffer[] {
  return rankOffers(funnel.offerSelections).map((offer, index) => ({
    ...offer,
    rank: index + 1,
    conversionRate: toPercentage({ part: offer.count, whole: funnel.totalImpressions }),
  }));
}

/** The Offer Performance Summary: the top 6 of `rankAllOffers`. */
export function buildOfferSummary(funnel: FunnelCounts): RankedOffer[] {
  return rankAllOffers(funnel).slice(0, SUMMARY_MAX_OFFERS);
}
