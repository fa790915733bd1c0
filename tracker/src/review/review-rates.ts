import { quarterMs } from '../counting/counter-increments.ts';
import { noDimensionValue, reportStages, scopeKey } from '../counting/dimension-counts.ts';
import type { ReviewPort } from '../store/port.ts';
import { reviewLimits } from './review-signals.ts';

// A sub id's conversion rate against its affiliate's, over the last 24 hours, read from the dimension reports'
// own counts (impressions and email submits per sub id within the affiliate, and per affiliate) as rolled up so
// far, so no visit pays anything for it. Signups already held are not among the emails (they count once
// approved): the rate is that of the signups let through. Those counts move only when the roll-up runs (once a
// minute), so each sub id's and affiliate's are read at most once a minute per process (remembered in a bounded
// map, emptied when full), and the affiliate's only for a sub id with signups enough to be judged.

const impressions = reportStages.indexOf('impression');
const emails = reportStages.indexOf('email');
const rememberMs = 60_000;
const rememberedCounts = 10_000;

export type ReviewRates = {
  affiliateVisits: number;
  affiliateSignups: number;
  subIdVisits: number | null;
  subIdSignups: number | null;
};

const notJudged: ReviewRates = { affiliateVisits: 0, affiliateSignups: 0, subIdVisits: null, subIdSignups: null };

type VisitsAndSignups = { visits: number; signups: number };

export function createReviewRates(store: ReviewPort) {
  const remembered = new Map<string, { at: number; counts: Promise<VisitsAndSignups> }>();

  /** One value's impressions and emails over the 24 hours before `at`, as last read (at most a minute ago). */
  function countsOf(scope: string, value: string, at: number): Promise<VisitsAndSignups> {
    const key = `${scope}\u0000${value}`;
    const known = remembered.get(key);
    if (known && at - known.at < rememberMs && known.at <= at) return known.counts;
    const toQuarter = Math.floor(at / quarterMs) + 1;
    const fromQuarter = toQuarter - (reviewLimits.rateWindowHours * 60 * 60 * 1000) / quarterMs;
    const counts = store
      .readSettledDimensionCounts({ scope, values: [value], fromQuarter, toQuarter })
      .then(([row]) => ({ visits: row?.counts[impressions] ?? 0, signups: row?.counts[emails] ?? 0 }));
    if (remembered.size >= rememberedCounts) remembered.clear();
    remembered.set(key, { at, counts });
    // A failed read is not remembered.
    counts.catch(() => remembered.delete(key));
    return counts;
  }

  /** The rates with the conversion being scored (`own`: 1 for a signup, 0 for an acceptance) among the signups. */
  return async function readReviewRates({
    affiliateId,
    subId,
    at,
    own,
  }: {
    affiliateId: string;
    subId: string | null;
    at: number;
    own: number;
  }): Promise<ReviewRates> {
    if (subId === null || subId === noDimensionValue) return notJudged;
    const sub = await countsOf(scopeKey({ dimension: 'sub_id', affiliate: affiliateId, parent: null }), subId, at);
    const subIdSignups = sub.signups + own;
    if (subIdSignups < reviewLimits.subIdRateMinSignups) return { ...notJudged, subIdVisits: sub.visits, subIdSignups };
    const affiliate = await countsOf(
      scopeKey({ dimension: 'affiliate', affiliate: null, parent: null }),
      affiliateId,
      at,
    );
    return {
      affiliateVisits: affiliate.visits,
      affiliateSignups: affiliate.signups + own,
      subIdVisits: sub.visits,
      subIdSignups,
    };
  };
}
