import type { ConversionReviewReason } from '@seniorguide/contracts';

// The plain data the counting rules hand the store, and the few constants of its shape: what a counter cell,
// a dimension row and a held conversion look like. Nothing here decides what counts; the adapters import this
// file and no other of counting/, so they persist what they are given and never apply a rule themselves.

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

/** The stages of a dimension report, in the order of a row's counts (and of the stores' columns). */
export const reportStages = ['impression', 'email', 'continued', 'accepted', 'thank_you', 'download'] as const;

export type ReportStage = (typeof reportStages)[number];

/** Six stage counts, in reportStages order. */
export type StageVector = number[];

/**
 * Stored instead of a value past a cap (a dimension scope's values, a day's affiliates or experiments); reports
 * show it as "Other". Tracking values never hold control characters (contracts), so it cannot meet a real one.
 */
export const overflowValue = '\u001f';

/**
 * A counted fact as the request path stores it for the dimension counts: its stage, quarter and every
 * dimension's value (reportDimensions order), `count` times; rolled up into its scopes later.
 */
export type DimensionFact = { quarter: number; stage: number; values: string[]; count: number };

/** One (scope, value, quarter) cell's counts, as a roll-up adds them to the scope's cumulative rows. */
export type DimensionCell = { scope: string; value: string; quarter: number; counts: StageVector };

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;

export type DeviceClass = (typeof deviceClasses)[number];

/** The experiment a fact counts in: its CMS id, the "since" point (epoch ms) and the variant shown. */
export type ExperimentTouch = { id: string; version: number; since: number };

/** Why a conversion waits for review: its score (0–100) and the signals that made it. */
export type ConversionHold = { score: number; reasons: ConversionReviewReason[] };

export type HeldConversionKind = 'signup' | 'offer';

/** The counter increments (negative ones included) and the pending dimension fact of one decision. */
export type DecisionEffect = { increments: CounterIncrement[]; dimensionFact: DimensionFact | null };

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
