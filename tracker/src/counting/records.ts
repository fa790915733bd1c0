import type { ConversionReviewReason } from '@seniorguide/contracts';

// The plain data the counting rules hand the store, and the few constants of its shape: what a counter cell,
// a dimension row and a held conversion look like. Nothing here decides what counts; the adapters import this
// file and no other of counting/, so they persist what they are given and never apply a rule themselves.

/** What can happen in the funnel: a fact's type. */
export const factTypes = [
  'visit',
  'signup',
  'signup_repeat',
  'continued',
  'offer_accepted',
  'offer_declined',
  'flow_complete',
  'download',
  'anonymous_download',
  /** An emergency call for an address with no entry: nothing is sent; the operator sees how many per day. */
  'mail_without_entry',
  /** An offer at its position in the order a visitor of a flow "by earnings" was given (offers/offer-order-service.ts). */
  'offer_shown',
] as const;

export type FactType = (typeof factTypes)[number];

/** Quarter-hours per UTC day: a counter day row has one column per quarter. */
export const quartersPerDay = 96;
export const quarterMs = 15 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

/** One counter cell to add to: a metric's detail, in one quarter-hour of a UTC day, for one roll-up. */
export type CounterIncrement = {
  day: number;
  quarter: number;
  affiliate: string;
  version: number;
  metric: string;
  detail: string;
  count: number;
};

/**
 * The stages of a dimension report and its money, in the order of a row's counts (and of the stores' columns):
 * six stages counted in facts, then the revenue and the payout counted in cents. The money columns came later,
 * so they go last (older stores gain them as zeros).
 */
export const reportStages = [
  'impression',
  'email',
  'continued',
  'accepted',
  'thank_you',
  'download',
  'revenue_cents',
  'payout_cents',
] as const;

export type ReportStage = (typeof reportStages)[number];

/** The stages that came after the first six, which older stores do not hold yet. */
export const laterReportStages: readonly ReportStage[] = ['revenue_cents', 'payout_cents'];

/** A row's counts, in reportStages order. */
export type StageVector = number[];

/**
 * Stored instead of a value past a cap (a dimension scope's values, a day's affiliates or experiments); reports
 * show it as "Other". Tracking values never hold control characters (contracts), so it cannot meet a real one.
 */
export const overflowValue = '\u001f';

/**
 * A counted fact as the request path stores it for the dimension counts: its stage, quarter and every
 * dimension's value (reportDimensions order), `count` times (cents for the money stages); rolled up into its
 * scopes later.
 */
export type DimensionFact = { quarter: number; stage: number; values: string[]; count: number };

/** One (scope, value, quarter) cell's counts, as a roll-up adds them to the scope's cumulative rows. */
export type DimensionCell = { scope: string; value: string; quarter: number; counts: StageVector };

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;

export type DeviceClass = (typeof deviceClasses)[number];

/** The experiment a fact counts in: its CMS id, the "since" point (epoch ms) and the variant shown. */
export type ExperimentTouch = { id: string; version: number; since: number };

/** What one conversion earns (the partner's price) and costs (the affiliate's payout), in whole cents. */
export type Earnings = { revenueCents: number; payoutCents: number };

/**
 * What a conversion adds to its landing experiment's money and offer figures, per visitor (the experiment's
 * assignment): whether it is the visitor's first accepted offer and a new one for them, and the visitor's
 * revenue in cents before and after it (experiments/experiment-gains.ts).
 */
export type ExperimentGain = { newOffer: boolean; firstOffer: boolean; beforeCents: number; afterCents: number };

/** Why a conversion waits for review: its score (0–100) and the signals that made it. */
export type ConversionHold = { score: number; reasons: ConversionReviewReason[] };

export type HeldConversionKind = 'signup' | 'offer';

/** The counter increments (negative ones included) and the pending dimension facts of one decision. */
export type DecisionEffect = { increments: CounterIncrement[]; dimensionFacts: DimensionFact[] };

export type ConversionDecision = 'approved' | 'rejected';

/** A held conversion as stored: what it is, and what each decision does to the figures. */
export type HeldConversionRecord = {
  /** `<entryId>:<key>`, the same key as the conversion's postback. */
  id: string;
  entryId: number;
  kind: HeldConversionKind;
  offerId: string | null;
  affiliateId: string | null;
  subId: string | null;
  at: number;
  score: number;
  reasons: ConversionReviewReason[];
  onApprove: DecisionEffect;
  onReject: DecisionEffect;
};

/** The values whose counters the day caps bound. */
export type CappedDimension = 'affiliate' | 'experiment';

/** A fact as the event log keeps it: what was sent, whether or not it counted. */
export type LoggedFact = {
  type: FactType;
  at: number;
  /** An entry write fills in its entry's id. */
  entryId: number | null;
  affiliateId: string | null;
  subId: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  version: number;
  offerId: string | null;
  position: number | null;
  isBot: boolean;
  page?: string | null;
  experiment?: ExperimentTouch | null;
};

/** A held conversion to record with its fact; its id is `<entryId>:<key>` once the entry's id is known. */
export type HeldConversionWrite = Omit<HeldConversionRecord, 'id' | 'entryId'> & { key: string };

/**
 * A value the day caps bound, claimed when its fact counts. The store admits it if the day has fewer than
 * `limit` values of the dimension (or already has this one); refused, the fact counts under "Other": the
 * listed increments take `to` as their `field`, the dimension fact takes it at `dimensionValueAt`, and
 * `unlist` keeps the affiliate off the dashboard's list.
 */
export type CounterValueClaim = {
  day: number;
  dimension: CappedDimension;
  value: string;
  limit: number;
  refused: {
    increments: number[];
    field: 'affiliate' | 'detail';
    to: string;
    dimensionValueAt: number | null;
    unlist: boolean;
  };
};

/** What a fact adds when it counts (its per-entry marker is new, or it has none). */
export type FactCounts = {
  increments: CounterIncrement[];
  /** Its stage's count and, for a paid conversion, its revenue and payout: all with the same values. */
  dimensionFacts: DimensionFact[];
  /** The affiliate the fact adds to the dashboard's list, or null. */
  listedAffiliate: string | null;
  /** The offer's display name the call carried, kept for the reports. */
  offerName: { offerId: string; name: string } | null;
  held: HeldConversionWrite | null;
  claims: CounterValueClaim[];
};

/** One fact as the store writes it: the event log's row, the per-entry marker, and what it counts. */
export type FactWrite = {
  event: LoggedFact;
  /** The event log's experiment column: `id@since`, or null. */
  experimentDetail: string | null;
  /** Per-entry marker: the fact counts only the first time its entry meets this key; null counts every time. */
  once: string | null;
  counts: FactCounts;
};

/**
 * What the review needs to know about the call that made a conversion. A ClientInfo (http/client-info.ts) is
 * one; the review reads it before the write and takes it off the template, so none of it reaches the store.
 */
export type ConversionCaller = {
  ip: string | null;
  userAgent: string | null;
  isBot: boolean;
  /** The request carried an Accept-Language header: every browser sends one, many scripts do not. */
  hasAcceptLanguage?: boolean;
  /** The signed landing-time cookie as sent (review/landing-cookie.ts), unverified. */
  landingCookie?: string | null;
  /** The site's signed landing-experiment assignment as sent, unverified (experiments/experiment-gains.ts). */
  landingAssignment?: string | null;
};

/**
 * Facts about an entry as the service describes them (plain data); the counting completes them with the
 * entry's own attribution (counting/entry-facts.ts).
 */
/** Which order a visitor of a flow "by earnings" got: by earnings, or the fixed order kept to compare. */
export type OrderArm = { flow: string; arm: 'fixed' | 'earnings'; since: number };

export type EntryFactTemplate = {
  type: FactType;
  at: number;
  /** The request came from a bot; an entry created by a bot keeps counting as one. */
  isBot: boolean;
  offerId?: string | null;
  offerName?: string | null;
  position?: number | null;
  /** The landing experiment of the visit that brought a signup (first touch). */
  experiment?: ExperimentTouch | null;
  /** Set by the conversion review (review/): this signup or acceptance is held, and why. */
  hold?: ConversionHold | null;
  /** Set from the prices in force when a signup or an acceptance happened (offers/priced-conversions.ts). */
  earnings?: Earnings | null;
  /** Set for a conversion of a visitor in a landing experiment (experiments/experiment-gains.ts). */
  experimentGain?: ExperimentGain | null;
  /** An offer_shown's order, or an accepted offer's visitor's: the flow, the arm and the comparison's start. */
  orderArm?: OrderArm | null;
  /** What an accepted offer adds to its visitor's order arm (offers/order-arm-gains.ts). */
  orderGain?: ExperimentGain | null;
  /**
   * Who made the call, for the conversion review to score a signup or an acceptance (review/). The review
   * takes it off before the store sees the template: nothing of it is stored.
   */
  caller?: ConversionCaller | null;
};

/**
 * One kind of scope a dimension fact counts in: a dimension (the fact's value at `valueAt`), for all affiliates
 * or the fact's own, within its drill-down parent's value (at `parentAt`) or not.
 */
export type DimensionScopeSlot = {
  dimension: string;
  ofAffiliate: boolean;
  parent: string | null;
  valueAt: number;
  parentAt: number;
};

/**
 * The scopes a roll-up spreads every dimension fact into (counting/dimension-counts.ts decides them), and how a
 * scope's key is written: its dimension, affiliate, parent dimension and parent value joined by `separator`.
 */
export type DimensionLayout = {
  slots: DimensionScopeSlot[];
  separator: string;
  /** Where a fact's values hold its affiliate, and what stands for a missing one. */
  affiliateAt: number;
  noAffiliate: string;
  noValue: string;
};

/** What a store's roll-up is given: the layout to spread by, and how many values one scope may hold (past it, "Other"). */
export type DimensionRollUpRules = { layout: DimensionLayout; valueCap: number };
