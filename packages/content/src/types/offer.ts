import type { z } from 'zod';
import type { cmsOfferSchema, offerCategories, offerFlows } from '../schemas/offer.ts';

export type Offer = z.output<typeof cmsOfferSchema>;
export type OfferCategory = (typeof offerCategories)[number];
export type OfferFlow = (typeof offerFlows)[number];
