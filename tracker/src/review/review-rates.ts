import { quarterMs } from '../counting/counter-increments.ts';
import { noDimensionValue, reportStages, scopeKey } from '../counting/dimension-counts.ts';
import type { Store } from '../store/port.ts';
import { reviewLimits } from './review-signals.ts';

// A sub id's conversion rate against its affiliate's, over the last 24 hours, read from the dimension reports'
// own counts (impressions and email submits per sub id within the affiliate, and per affiliate) as rolled up so
// far, at most about a minute behind, so no visit pays anything for it. Signups already held are not among the
// emails (they count once approved): the rate is that of the signups let through.

const impressions = reportStages.indexOf('impression');
const emails = reportStages.indexOf('email');

export type ReviewRates = { affiliateVisits: number; affiliateSignups: number; subIdVisits: number | null; subIdSignups: number | null };

export async function readReviewRates({ store, affiliateId, subId, at }: { store: Store; affiliateId: string; subId: string | null; at: number }): Promise<ReviewRates> {
  const toQuarter = Math.floor(at / quarterMs) + 1;
  const range = { fromQuarter: toQuarter - (reviewLimits.rateWindowHours * 60 * 60 * 1000) / quarterMs, toQuarter };
  const [affiliate, sub] = await Promise.all([
    store.readSettledDimensionCounts({ scope: scopeKey({ dimension: 'affiliate', affiliate: null, parent: null }), values: [affiliateId], ...range }),
    subId === null || subId === noDimensionValue
      ? Promise.resolve(null)
      : store.readSettledDimensionCounts({ scope: scopeKey({ dimension: 'sub_id', affiliate: affiliateId, parent: null }), values: [subId], ...range }),
  ]);
  const countsOf = (rows: { counts: number[] }[] | null, stage: number) => (rows === null ? null : (rows[0]?.counts[stage] ?? 0));
  return {
    affiliateVisits: countsOf(affiliate, impressions) ?? 0,
    affiliateSignups: countsOf(affiliate, emails) ?? 0,
    subIdVisits: countsOf(sub, impressions),
    subIdSignups: countsOf(sub, emails),
  };
}
