import { seedOffers } from '@seniorguide/content';
import { servedOffersOf, type ServedOffersSource } from '../../src/offers/served-offers.ts';

/** The offers the seeded CMS serves (housing-grants, medicare, section-8, …): the tests' funnel. */
export const seedServedOffers: ServedOffersSource = () => Promise.resolve(servedOffersOf(seedOffers));
