import { DEFAULT_AFFILIATE_LABEL } from '@seniorguide/funnel';

// Counter metric names. `detail` narrows a metric (an offer id, `position:offerId`, or the fact type of bot traffic).

export const metrics = {
  impression: 'impression',
  email: 'email',
  continued: 'continued',
  offerAccepted: 'offer_accepted',
  offerAcceptedAt: 'offer_accepted_at',
  offerDeclinedAt: 'offer_declined_at',
  /** An offer shown at its position to a visitor of a flow "by earnings"; detail `position:offerId`. */
  offerShownAt: 'offer_shown_at',
  /** A visitor given an order in a flow "by earnings"; detail `flow:arm@since` (offers/offer-order-service.ts). */
  offerOrderVisitor: 'offer_order_visitor',
  /** An order arm's visitors' accepted offers, first offers, paying visitors and log revenue; the same detail. */
  offerOrderAccept: 'offer_order_accept',
  offerOrderAccepter: 'offer_order_accepter',
  offerOrderPayer: 'offer_order_payer',
  offerOrderLogRevenue: 'offer_order_log_revenue',
  offerOrderLogRevenueSquare: 'offer_order_log_revenue_square',
  /** An order arm's visitors' revenue in cents; the same detail. */
  offerOrderRevenue: 'offer_order_revenue',
  flowComplete: 'flow_complete',
  download: 'download',
  anonymousDownload: 'anonymous_download',
  mailWithoutEntry: 'mail_without_entry',
  bot: 'bot',
  /** A visitor of `/` counted in a landing experiment; detail `experimentId@since` (experiment-increments.ts). */
  experimentVisit: 'experiment_visit',
  /** A signup whose visit was in a landing experiment; the same detail. */
  experimentSignup: 'experiment_signup',
  /** An experiment visitor's accepted offer (each offer once per visitor); the same detail. */
  experimentAccept: 'experiment_accept',
  /** An experiment visitor's first accepted offer; the same detail. */
  experimentAccepter: 'experiment_accepter',
  /** An experiment visitor's first conversion that earns anything; the same detail. */
  experimentPayer: 'experiment_payer',
  /** Σ ln(revenue in cents) over an arm's paying visitors, in millionths (experiment-increments.ts). */
  experimentLogRevenue: 'experiment_log_revenue',
  /** Σ ln(revenue in cents)² over an arm's paying visitors, in millionths. */
  experimentLogRevenueSquare: 'experiment_log_revenue_square',
  /** A signup held for review (conversion-hold.ts), counted here instead of `email` until it is decided. */
  heldEmail: 'held_email',
  /** An offer acceptance held for review, by offer; counted here instead of `offer_accepted`. */
  heldOfferAccepted: 'held_offer_accepted',
  /** A held signup an operator rejected: never paid. */
  rejectedEmail: 'rejected_email',
  /** A held offer acceptance an operator rejected, by offer. */
  rejectedOfferAccepted: 'rejected_offer_accepted',
  /** Cents the partners pay for paid conversions (never held or rejected ones); detail = `position:offerId`, '' for a signup. */
  revenue: 'revenue',
  /** Cents the business pays affiliates for paid conversions; the same detail. */
  payout: 'payout',
} as const;

export type Metric = (typeof metrics)[keyof typeof metrics];

/** The affiliate key of the all-affiliates roll-up ('' is never a stored affiliate: empty values become null). */
export const allAffiliates = '';

/** The version key of the all-versions roll-up (landing versions are 1–3). */
export const allVersions = 0;

/** The affiliate label of traffic that came without one. */
export const directAffiliate = DEFAULT_AFFILIATE_LABEL;
