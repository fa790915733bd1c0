import { OFFERS_PER_FLOW } from './constants.ts';

// Funnel step numbers (spec section 4), as the entry records them.

export const EMAIL_SUBMITTED_STEP = 1;
/** Set right after signup (PUT /api/waitlist/{id}/step/2): the visitor continued to the offers. */
export const CONTINUED_TO_OFFERS_STEP = 2;
export const OFFER_FLOW_COMPLETE_STEP = 16;
export const THANK_YOU_REACHED_STEP = 17;

/** The step of viewing the offer at `index` (0-based) of the flow: index + 1. */
export function getOfferViewStep(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= OFFERS_PER_FLOW) {
    throw new RangeError(`An offer index is a whole number from 0 to ${OFFERS_PER_FLOW - 1}, got ${index}.`);
  }
  return index + 1;
}
