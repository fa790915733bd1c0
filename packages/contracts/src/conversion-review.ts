import { z } from 'zod';

// The conversion review: a signup or an offer acceptance whose suspicion score reaches the marketer's threshold
// is held (left out of the paid figures, its postbacks waiting) until an operator approves or rejects it.
// The signals and their weights: tracker/README.md, "Held conversions".

/** Each signal that can add to a conversion's score, by the name the review panel shows it under. */
export const conversionReviewReasons = [
  'instant_signup',
  'no_landing',
  'instant_accept',
  'automation_agent',
  'no_accept_language',
  'network_burst',
  'placement_burst',
  'repeated_agent',
  'sub_id_burst',
  'sub_id_rate',
  'signup_held',
] as const;

export type ConversionReviewReason = (typeof conversionReviewReasons)[number];

export const conversionReviewStatuses = ['held', 'approved', 'rejected'] as const;

export type ConversionReviewStatus = (typeof conversionReviewStatuses)[number];

/** `<entryId>:email_submitted` or `<entryId>:offer_accepted:<offerId>`: the key of the conversion's postback too. */
export const heldConversionIdSchema = z
  .string()
  .max(260, { error: 'Not a held conversion id.' })
  .regex(/^\d{1,15}:(email_submitted|offer_accepted:[^\s/]{1,200})$/, { error: 'Not a held conversion id.' });

export const heldConversionSchema = z.object({
  id: z.string(),
  entryId: z.number().int(),
  kind: z.enum(['signup', 'offer']),
  offerId: z.string().nullable(),
  affiliateId: z.string().nullable(),
  subId: z.string().nullable(),
  /** ISO date-time of the conversion. */
  at: z.string(),
  /** 0–100: the sum of the weights of its reasons, at most 100. */
  score: z.number().int(),
  reasons: z.array(z.enum(conversionReviewReasons)),
  status: z.enum(conversionReviewStatuses),
  /** ISO date-time of the decision; null while held. */
  decidedAt: z.string().nullable(),
});

export type HeldConversionView = z.infer<typeof heldConversionSchema>;

/** Held conversions of one affiliate: how many signups and offers, and how often each reason was among theirs. */
export const heldByAffiliateSchema = z.object({
  affiliateId: z.string().nullable(),
  signups: z.number().int(),
  offers: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(conversionReviewReasons), count: z.number().int() })),
});

// GET /api/analytics/held-conversions
export const listHeldConversionsQuerySchema = z.object({
  status: z.enum(conversionReviewStatuses, { error: 'The status is held, approved or rejected.' }).default('held'),
});

export const listHeldConversionsResponseSchema = z.object({
  /** Every conversion with the status asked for, per affiliate (all of them, not only those listed). */
  byAffiliate: z.array(heldByAffiliateSchema),
  /** The newest `limit` of them, newest first. */
  conversions: z.array(heldConversionSchema),
  /** How many there are in all; more than listed when it passes the limit. */
  total: z.number().int(),
  limit: z.number().int(),
});

// POST /api/analytics/held-conversions/decide
export const decideHeldConversionsBodySchema = z.object({
  ids: z
    .array(heldConversionIdSchema)
    .min(1, { error: 'Name at least one conversion.' })
    .max(500, { error: 'At most 500 conversions at once.' }),
  decision: z.enum(['approve', 'reject'], { error: 'The decision is approve or reject.' }),
});

export const decideHeldConversionsResponseSchema = z.object({
  /** Conversions this call moved out of "held" (one already decided is left as it was). */
  decided: z.number().int(),
});

export type HeldByAffiliate = z.infer<typeof heldByAffiliateSchema>;
