import { quarterMs } from '../counting/counter-increments.ts';
import { noDimensionValue, reportStages, scopeKey } from '../counting/dimension-counts.ts';
import type { Store } from '../store/port.ts';
import { reviewLimits } from './review-signals.ts';

// A sub id's conversion rate against its affiliate's, over the last 24 hours, read from the dimension reports'
// own counts (impressions and email submits per sub id within the affiliate, and per affiliate) as rolled up so
// far, at most about a minute behind, so no visit pays anything for it. Signups already held are not among the
// emails (they count once approved): the rate is that of the signups let through. The affiliate's counts are
// read only when the sub id has signups enough to be judged.

const impressions = reportStages.indexOf('impression');
const emails = reportStages.indexOf('email');

export type ReviewRates = { affiliateVisits: number; affiliateSignups: number; subIdVisits: number | null; subIdSignups: number | null };

const notJudged: ReviewRates = { affiliateVisits: 0, affiliateSignups: 0, subIdVisits: null, subIdSignups: null };

/** The rates with the conversion being scored (`own`: 1 for a signup, 0 for an acceptance) among the signups. */
export async function readReviewRates({ store, affiliateId, subId, at, own }: { store: Store; affiliateId: string; subId: string | null; at: number; own: number }): Promise<ReviewRates> {
  if (subId === null || subId === noDimensionValue) return notJudged;
  const toQuarter = Math.floor(at / quarterMs) + 1;
  const range = { fromQuarter: toQuarter - (reviewLimits.rateWindowHours * 60 * 60 * 1000) / quarterMs, toQuarter };
  const countOf = (rows: { counts: number[] }[], stage: number) => rows[0]?.counts[stage] ?? 0;
  const sub = await store.readSettledDimensionCounts({ scope: scopeKey({ dimension: 'sub_id', affiliate: affiliateId, parent: null }), values: [subId], ...range });
  const subIdSignups = countOf(sub, emails) + own;
  if (subIdSignups < reviewLimits.subIdRateMinSignups) return { ...notJudged, subIdVisits: countOf(sub, impressions), subIdSignups };
  const affiliate = await store.readSettledDimensionCounts({ scope: scopeKey({ dimension: 'affiliate', affiliate: null, parent: null }), values: [affiliateId], ...range });
  return { affiliateVisits: countOf(affiliate, impressions), affiliateSignups: countOf(affiliate, emails) + own, subIdVisits: countOf(sub, impressions), subIdSignups };
}
