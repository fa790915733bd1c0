import { rankOffers, toPercentage, type FunnelCounts, type RankedOffer } from '@seniorguide/funnel';

/**
 * Every accepted offer in the order of the Offer Performance Summary (which shows the first 6 via
 * `buildOfferSummary`): the export has no row cap.
 */
export function rankAllOffers(funnel: FunnelCounts): RankedOffer[] {
  return rankOffers(funnel.offerSelections).map((offer, index) => ({
    ...offer,
    rank: index + 1,
    conversionRate: toPercentage({ part: offer.count, whole: funnel.totalImpressions }),
  }));
}
