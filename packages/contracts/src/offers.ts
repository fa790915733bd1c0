import { z } from 'zod';
import { consentDisclosureSchema } from './consent.ts';
import { offerIdSchema, sourceSchema, successResponseSchema, timestampSchema } from './fields.ts';

// What a visitor does with the partner offers: each accept or decline, the list's selections, the end of the flow.

export const maxOffersPerRequest = 50;

/** A list of offer ids, duplicates dropped (a double click must not count twice). */
export const offerIdListSchema = z
  .array(offerIdSchema)
  .max(maxOffersPerRequest, { error: `At most ${maxOffersPerRequest} offers.` })
  .transform((ids) => [...new Set(ids)]);

// PUT /api/waitlist/:id/offers. Also arrives by navigator.sendBeacon on page unload, as text/plain JSON:
// same schema, the tracker accepts that content type on this route.
export const saveSelectedOffersBodySchema = z.object({
  selectedOffers: offerIdListSchema,
});
export const saveSelectedOffersResponseSchema = successResponseSchema;

export const offerActions = ['accepted', 'declined'] as const;

export type OfferAction = (typeof offerActions)[number];

// PUT /api/waitlist/:id/offer-action
export const recordOfferActionBodySchema = z.object({
  action: z.enum(offerActions, { error: "The action is 'accepted' or 'declined'." }),
  /** 1-based position of the offer page in the flow. */
  pageNumber: z
    .number({ error: 'The page number is a whole number from 1 to 50.' })
    .int({ error: 'The page number is a whole number from 1 to 50.' })
    .min(1, { error: 'The page number is a whole number from 1 to 50.' })
    .max(maxOffersPerRequest, { error: 'The page number is a whole number from 1 to 50.' }),
  offerId: offerIdSchema,
  offerName: z
    .string({ error: 'The offer name is required.' })
    .trim()
    .min(1, { error: 'The offer name is required.' })
    .max(200),
  timestamp: timestampSchema,
  /** The offer's disclaimer the visitor saw when accepting (the consent ledger). */
  disclosure: consentDisclosureSchema.optional(),
});
export const recordOfferActionResponseSchema = successResponseSchema;

const totalOffersSchema = z
  .number({ error: 'totalOffers is a whole number from 0 to 50.' })
  .int({ error: 'totalOffers is a whole number from 0 to 50.' })
  .min(0, { error: 'totalOffers is a whole number from 0 to 50.' })
  .max(maxOffersPerRequest, { error: 'totalOffers is a whole number from 0 to 50.' });

const acceptedWithinTotal = {
  error: 'acceptedOffers cannot list more offers than totalOffers.',
  path: ['acceptedOffers'],
};

// PUT /api/waitlist/:id/complete-offers
export const completeOffersBodySchema = z
  .object({
    /** The ids of the offers the visitor accepted, in the order accepted. */
    acceptedOffers: offerIdListSchema,
    totalOffers: totalOffersSchema,
    completedAt: timestampSchema,
  })
  .refine((body) => body.acceptedOffers.length <= body.totalOffers, acceptedWithinTotal);
export const completeOffersResponseSchema = successResponseSchema;

// POST /api/waitlist/:id/notify-offer-complete
export const notifyOfferCompleteBodySchema = z
  .object({
    acceptedOffers: offerIdListSchema,
    totalOffers: totalOffersSchema,
    source: sourceSchema,
    timestamp: timestampSchema,
  })
  .refine((body) => body.acceptedOffers.length <= body.totalOffers, acceptedWithinTotal);
export const notifyOfferCompleteResponseSchema = successResponseSchema;

/** The flows that show offers: one a page (sequential) or all on one page (list). */
export const offerFlowNames = ['sequential', 'list'] as const;

/** "fixed": the offers' own order; "earnings": the order chosen by what the offers earn at each position. */
export const offerOrderModes = ['fixed', 'earnings'] as const;

// POST /api/waitlist/:id/offer-order: the page asks, before it shows the flow's offers, in which order this
// visitor sees them; it sends the offers as it would show them in the fixed order (at most the seven a flow shows).
export const chooseOfferOrderBodySchema = z.object({
  flow: z.enum(offerFlowNames, { error: "The flow is 'sequential' or 'list'." }),
  offerIds: z
    .array(offerIdSchema)
    .min(1, { error: 'At least one offer.' })
    .max(7, { error: 'At most 7 offers: the most a flow shows.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each offer once.' }),
});
export const chooseOfferOrderResponseSchema = z.object({
  /** The same offers in the order to show them. */
  order: z.array(offerIdSchema),
  /** The flow's setting in the CMS. */
  mode: z.enum(offerOrderModes),
  /** The order this visitor got: by earnings, or the fixed order (every visitor of a fixed flow, and the share kept to compare). */
  arm: z.enum(offerOrderModes),
});

// GET /api/analytics/offer-order?flow=: "by earnings" against the fixed order in a flow, as a running experiment
// judged on revenue per visitor (the experiments' rule), since the flow was switched to "by earnings".
export const offerOrderResultsQuerySchema = z.object({
  flow: z.enum(offerFlowNames, { error: "The flow is 'sequential' or 'list'." }),
});

const offerOrderArmResultSchema = z.object({
  arm: z.enum(offerOrderModes),
  /** Visitors given an order in this arm. */
  visitors: z.number().int().nonnegative(),
  /** Their accepted offers (each offer once a visitor), visitors who accepted any, and those who earned money. */
  accepts: z.number().int().nonnegative(),
  accepters: z.number().int().nonnegative(),
  payers: z.number().int().nonnegative(),
  /** What they earned, in cents, at the prices in force when they accepted. */
  revenueCents: z.number().int().nonnegative(),
  /** Revenue per visitor in cents; null without visitors. */
  revenuePerVisitorCents: z.number().nonnegative().nullable(),
  /** The chance this arm earns the most per visitor, and the expected loss of picking it (the experiments' model). */
  probabilityBest: z.number().min(0).max(1),
  expectedLoss: z.number().nonnegative(),
});

export const offerOrderResultsResponseSchema = z.object({
  flow: z.enum(offerFlowNames),
  mode: z.enum(offerOrderModes),
  /** When the flow was switched to "by earnings" (the comparison's start); null while it never was. */
  since: z.iso.datetime().nullable(),
  arms: z.array(offerOrderArmResultSchema),
  verdict: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('winner'), arm: z.enum(offerOrderModes) }),
    z.object({
      kind: z.literal('keep-going'),
      reason: z.enum(['minimum-sample', 'not-certain']),
      moreVisitors: z.number().int().nonnegative(),
    }),
  ]),
  /** The rule in words. */
  rule: z.string(),
});
