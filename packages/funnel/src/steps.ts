// Funnel step numbers, as the entry records how far its visitor got.

export const EMAIL_SUBMITTED_STEP = 1;
/** Set right after signup (PUT /api/waitlist/{id}/step/2): the visitor continued to the offers. */
export const CONTINUED_TO_OFFERS_STEP = 2;
export const OFFER_FLOW_COMPLETE_STEP = 16;
export const THANK_YOU_REACHED_STEP = 17;
