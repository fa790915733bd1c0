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

/** A fact as the event log keeps it: what was sent, whether or not it counted. */
export type LoggedFact = {
  type: string;
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
  refused: { increments: number[]; field: 'affiliate' | 'detail'; to: string; dimensionValueAt: number | null; unlist: boolean };
};

/** What a fact adds when it counts (its per-entry marker is new, or it has none). */
export type FactCounts = {
  increments: CounterIncrement[];
  dimensionFact: DimensionFact | null;
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
