import { selectOffersForFlow, type OfferFlow } from '@seniorguide/content';
import { OFFERS_PER_FLOW } from '@seniorguide/funnel';
import { getOffers } from './cms.ts';
import { toOfferView, type OfferView } from '../lib/offers/offer-view.ts';

/** The published offers of one flow, in the marketer's order, at most seven (the most a flow shows). */
export async function getFlowOffers(flow: OfferFlow): Promise<OfferView[]> {
  return selectOffersForFlow({ offers: await getOffers(), flow })
    .slice(0, OFFERS_PER_FLOW)
    .map(toOfferView);
}
