import { reportDimensions, reportDrillPairs, type CampaignParams, type ReportDimension } from '@seniorguide/contracts';
import { campaignOfTouch, clickSourceOf } from '@seniorguide/funnel';
import type { Fact } from './facts.ts';
import { directAffiliate, metrics } from './metrics.ts';
import { moneyOf } from './money-increments.ts';
import {
  overflowValue,
  quarterMs,
  reportStages,
  type DimensionFact,
  type DimensionLayout,
  type ReportStage,
  type StageVector,
} from './records.ts';

export { reportStages, type DimensionCell, type DimensionFact, type ReportStage, type StageVector } from './records.ts';

// The dimension counts of the reports by dimension (design and write amplification: tracker/README.md, "Reports by
// dimension"). Each counted fact adds one to one of six stages in a few SCOPES — one dimension, all
// affiliates or one, or one value of a drill-down parent — and within a scope to one VALUE. The stores keep,
// per (scope, value), CUMULATIVE rows: the row of epoch quarter-hour q holds the six stage totals of every fact
// up to the end of q, written only for quarters with traffic. A report over [from, to) then reads two rows per
// value (the last before `to`, the last before `from`), whatever the traffic and the length of the range.
// The request path writes none of those rows: it stores one DimensionFact per counted fact (merged per commit)
// in the same transaction as the event, and a roll-up (the stores' rollUpDimensions, run in the background and
// before every read) turns pending facts into the scopes' rows and deletes them, in one transaction.

export const emptyStageVector = (): StageVector => reportStages.map(() => 0);

/** Stored for a fact without a value for the dimension ('' is never a stored tracking value: contracts make it null). */
export const noDimensionValue = '';

/** Stored instead of a value once a scope holds `dimensionValueCap` distinct values; reports show it in "Other". */
export const overflowDimensionValue = overflowValue;

/**
 * Distinct values one scope may hold (a report reads two rows per value of its scope, so this bounds a
 * report's cost whatever the traffic): past it, new values of that scope are counted as "Other".
 */
export const dimensionValueCap = 20_000;

const scopeSeparator = '\u001f';

/** A scope: one dimension, for all affiliates or one, optionally within one value of its drill-down parent. */
export type DimensionScope = {
  dimension: ReportDimension;
  affiliate: string | null;
  parent: { dimension: ReportDimension; value: string } | null;
};

const keyOf = (dimension: string, affiliate: string, parentDimension: string, parentValue: string) =>
  dimension + scopeSeparator + affiliate + scopeSeparator + parentDimension + scopeSeparator + parentValue;

export function scopeKey({ dimension, affiliate, parent }: DimensionScope): string {
  return keyOf(dimension, affiliate ?? '', parent?.dimension ?? '', parent?.value ?? '');
}

/** One count: a stage of one value of one scope, in one epoch quarter-hour. */
export type DimensionIncrement = { scope: string; value: string; quarter: number; stage: number; count: number };

/** The stage a fact counts in, or null: bots and facts outside the six stages stay out. */
function stageOf(fact: Fact): ReportStage | null {
  // A held conversion is counted in its stage only once approved (conversion-hold.ts).
  if (fact.isBot || fact.hold) return null;
  switch (fact.type) {
    case 'visit':
      // A session's first page, wherever it is, as in the summary: a visitor who lands on an offer page and
      // signs up on `/` is one impression and one email, so the two figures count one population.
      return 'impression';
    case 'signup':
      return 'email';
    case 'continued':
      return 'continued';
    case 'offer_accepted':
      return 'accepted';
    case 'flow_complete':
      return 'thank_you';
    case 'download':
    case 'anonymous_download':
      return 'download';
    default:
      return null;
  }
}

/** The campaign fields a fact is counted under (utm_*, s4, s5, click ids, referrer domain); empty ones left out. */
export function campaignOf(campaign: Partial<Record<string, unknown>> | null | undefined): CampaignParams {
  return campaignOfTouch(campaign ?? {});
}

/** The fact's value of every dimension: for entry facts, the entry's first-touch values (entry-facts.ts). */
export function dimensionValuesOf(fact: Fact): Record<ReportDimension, string> {
  const orNone = (value: string | null | undefined) => value || noDimensionValue;
  const utm = fact.campaign ?? {};
  return {
    affiliate: fact.affiliateId ?? directAffiliate,
    sub_id: orNone(fact.subId),
    s1: orNone(fact.s1),
    s2: orNone(fact.s2),
    s3: orNone(fact.s3),
    utm_source: orNone(utm.utm_source),
    utm_medium: orNone(utm.utm_medium),
    utm_campaign: orNone(utm.utm_campaign),
    utm_content: orNone(utm.utm_content),
    utm_term: orNone(utm.utm_term),
    landing_version: String(fact.version),
    device: orNone(fact.device),
    s4: orNone(utm.s4),
    s5: orNone(utm.s5),
    click_source: orNone(clickSourceOf(utm)),
    referrer_domain: orNone(utm.referrer_domain),
  };
}

// A DimensionFact (records.ts), one per counted fact (merged per commit; a paid conversion adds its revenue and
// payout as two more), is the whole cost of the dimension reports on the request path; the roll-up
// (dimensionCellsOf) spreads it into its 35 scopes later, off it.

/** The fact's dimension row, or null when it is not counted in the dimension reports. */
export function dimensionFactOf(fact: Fact): DimensionFact | null {
  const stageName = stageOf(fact);
  if (stageName === null) return null;
  const values = dimensionValuesOf(fact);
  return {
    quarter: Math.floor(fact.at / quarterMs),
    stage: reportStages.indexOf(stageName),
    values: reportDimensions.map((dimension) => values[dimension]),
    count: 1,
  };
}

const moneyStages: Record<string, ReportStage> = {
  [metrics.revenue]: 'revenue_cents',
  [metrics.payout]: 'payout_cents',
};

/**
 * Every dimension row of a fact: its stage's, and for a paid conversion its revenue and payout in cents, under
 * the same values and quarter, by the same rule as the counters' money (money-increments.ts): never a bot's,
 * never while held (the approval adds them then), at the prices of the conversion's own moment.
 */
export function dimensionFactsOf(fact: Fact): DimensionFact[] {
  const counted = dimensionFactOf(fact);
  if (counted === null) return [];
  const money = moneyOf(fact).map(({ metric, cents }) => ({
    ...counted,
    stage: reportStages.indexOf(moneyStages[metric] ?? 'revenue_cents'),
    count: cents,
  }));
  return [counted, ...money];
}

const affiliateIndex = reportDimensions.indexOf('affiliate');

/**
 * The scopes a fact adds to (35): every dimension for all affiliates (16), every other dimension for its own
 * affiliate (15), and each drill-down pair's child within the parent's value, for all affiliates and for its
 * own (2 × 2). The stores spread each pending fact by this layout when they roll it up (store/dimension-cells.ts).
 */
export const dimensionLayout: DimensionLayout = {
  slots: [
    ...reportDimensions.flatMap((dimension, valueAt) => [
      { dimension, ofAffiliate: false, parent: null, valueAt, parentAt: -1 },
      ...(dimension === 'affiliate' ? [] : [{ dimension, ofAffiliate: true, parent: null, valueAt, parentAt: -1 }]),
    ]),
    ...reportDrillPairs.flatMap(([parent, dimension]) =>
      [false, true].map((ofAffiliate) => ({
        dimension,
        ofAffiliate,
        parent,
        valueAt: reportDimensions.indexOf(dimension),
        parentAt: reportDimensions.indexOf(parent),
      })),
    ),
  ],
  separator: scopeSeparator,
  affiliateAt: affiliateIndex,
  noAffiliate: directAffiliate,
  noValue: noDimensionValue,
};

/** The increments one dimension fact adds in the end, one per scope (what a roll-up makes of it, before merging). */
export function dimensionIncrementsOf({ quarter, stage, values, count }: DimensionFact): DimensionIncrement[] {
  return dimensionLayout.slots.map((slot) => {
    const affiliate = slot.ofAffiliate ? (values[affiliateIndex] ?? directAffiliate) : '';
    const parentValue = slot.parent ? (values[slot.parentAt] ?? noDimensionValue) : '';
    return {
      scope: keyOf(slot.dimension, affiliate, slot.parent ?? '', parentValue),
      value: values[slot.valueAt] ?? noDimensionValue,
      quarter,
      stage,
      count,
    };
  });
}

/** Every increment one counted fact adds, in the end (what the roll-up makes of its dimension rows). */
export function dimensionIncrementsFor(fact: Fact): DimensionIncrement[] {
  return dimensionFactsOf(fact).flatMap(dimensionIncrementsOf);
}

export function addStageVectors(into: StageVector, counts: readonly number[]): StageVector {
  for (let index = 0; index < into.length; index += 1) into[index] = (into[index] ?? 0) + (counts[index] ?? 0);
  return into;
}
