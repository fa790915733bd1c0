import type { Offer, OfferFlow } from '../types/offer.ts';
import { foodStamps, section8, seniorDiscounts } from './list-only.ts';
import {
  autoInsurance,
  dentalImplants,
  governmentAssistance,
  housingGrants,
  medicare,
  mealsOnWheels,
  wiseSavings,
} from './sequential.ts';

/** Every offer once, each listing the flows that show it and its position in each. */
export const seedOffers: Offer[] = [
  housingGrants,
  medicare,
  dentalImplants,
  mealsOnWheels,
  wiseSavings,
  autoInsurance,
  governmentAssistance,
  section8,
  foodStamps,
  seniorDiscounts,
];

/** The offers one flow shows, in its order; works the same on seed data and on CMS documents. */
export function selectOffersForFlow<T extends Pick<Offer, 'flows' | 'order'>>({
  offers,
  flow,
}: {
  offers: readonly T[];
  flow: OfferFlow;
}): T[] {
  return offers
    .filter((offer) => offer.flows.includes(flow))
    .toSorted((a, b) => (a.order[flow] ?? Number.MAX_SAFE_INTEGER) - (b.order[flow] ?? Number.MAX_SAFE_INTEGER));
}
