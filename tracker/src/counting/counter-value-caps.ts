import { experimentDetailOf } from './experiment-increments.ts';
import type { Fact } from './facts.ts';
import { directAffiliate } from './metrics.ts';
import { dayMs, overflowValue, type CappedDimension } from './records.ts';

// Values a visitor can make up must not make counter rows without bound. An affiliate id comes from any landing
// URL (?affiliateId=…), and every new one adds rows in every day counter it touches, its own dimension scopes
// and an entry in the dashboard's affiliate list; an experiment's counters are keyed by its id and "since" point.
// So each UTC day admits at most a cap of distinct values per such dimension: the first ones seen that day keep
// their own rows; past the cap, a fact is counted under "Other" (the overflow value) for that day, in the same
// totals, and its affiliate joins no list. The event log keeps what was sent; only the counting folds.

export type CounterValueCaps = Record<CappedDimension, number> & {
  /** Distinct affiliates per UTC day with rows of their own ('direct', traffic without one, always has them). */
  affiliate: number;
  /** Distinct experiment × "since" points per UTC day with counters of their own. */
  experiment: number;
};

export type { CappedDimension } from './records.ts';

export const counterValueCaps: CounterValueCaps = { affiliate: 500, experiment: 20 };

/** The affiliate and the experiment id a fact past a cap is counted under: "Other" in every report. */
export const overflowCounterValue = overflowValue;

type Claim = { day: number; dimension: CappedDimension; value: string };

/** The values of a counted fact that the caps bound, on the fact's UTC day. */
export function cappedClaimsOf(fact: Fact): Claim[] {
  const day = Math.floor(fact.at / dayMs);
  const claims: Claim[] = [];
  const affiliate = fact.affiliateId ?? directAffiliate;
  if (affiliate !== directAffiliate && affiliate !== overflowCounterValue)
    claims.push({ day, dimension: 'affiliate', value: affiliate });
  if (fact.experiment) claims.push({ day, dimension: 'experiment', value: experimentDetailOf(fact.experiment) });
  return claims;
}

/**
 * The fact as it is counted: each value the day had no room for replaced by "Other". The stores apply this as
 * the fold a FactWrite's claims carry (fact-writes.ts); store/fact-counts.test.ts checks the two agree.
 */
export function foldedFact(fact: Fact, admitted: readonly boolean[], claims: readonly Claim[]): Fact {
  let folded = fact;
  claims.forEach((claim, index) => {
    if (admitted[index]) return;
    if (claim.dimension === 'affiliate') folded = { ...folded, affiliateId: overflowCounterValue };
    else if (folded.experiment)
      folded = { ...folded, experiment: { ...folded.experiment, id: overflowCounterValue, since: 0 } };
  });
  return folded;
}

/** The caps a store runs with: the defaults, or lower ones a test sets. */
export const capsWith = (caps: Partial<CounterValueCaps> | undefined): CounterValueCaps => ({
  ...counterValueCaps,
  ...caps,
});
