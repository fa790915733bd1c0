import { counterIncrementsFor, type CounterIncrement } from '../../counting/counter-increments.ts';
import { dimensionFactOf, type DimensionFact } from '../../counting/dimension-counts.ts';
import { capFact, overflowCounterValue, type AdmitValue } from '../../counting/counter-value-caps.ts';
import { addsAffiliate, type Fact } from '../../counting/facts.ts';
import { heldConversionOf } from '../../counting/conversion-decision.ts';
import { experimentDetailOf } from '../../counting/experiment-increments.ts';
import { directAffiliate } from '../../counting/metrics.ts';
import type { WriteOutcome } from './group-commit.ts';
import type { Statements } from './statements.ts';

// Appends facts to the event log and works out their counter increments and pending dimension facts, inside
// the caller's transaction.
// A per-entry stage counts only if its marker row is new, so retries and double clicks add nothing.

export function recordFactsInTransaction<T>({
  statements,
  facts,
  knownAffiliates,
  admitCounterValue,
  value,
}: {
  statements: Statements;
  facts: readonly Fact[];
  /** Affiliates already stored; a cache only, every insert is idempotent anyway. */
  knownAffiliates: Set<string>;
  /** The day caps of affiliates and experiments (counting/counter-value-caps.ts). */
  admitCounterValue: AdmitValue;
  value: T;
}): WriteOutcome<T> {
  const increments: CounterIncrement[] = [];
  const dimensionFacts: DimensionFact[] = [];
  const newAffiliates: string[] = [];
  for (const fact of facts) {
    const counted =
      fact.once === null || fact.entryId === null || statements.insertMark.run(fact.entryId, fact.once, fact.at).changes === 1;
    statements.insertEvent.run(
      fact.at,
      fact.type,
      fact.entryId,
      fact.affiliateId,
      fact.subId,
      fact.s1,
      fact.s2,
      fact.s3,
      fact.version,
      fact.offerId,
      fact.position,
      fact.isBot ? 1 : 0,
      counted ? 1 : 0,
      fact.page ?? null,
      fact.experiment ? experimentDetailOf(fact.experiment) : null,
      fact.experiment?.version ?? null,
    );
    if (!counted) continue;
    // The event log above keeps what was sent; the counters count it under "Other" past the day's caps.
    const countedFact = capFact(fact, admitCounterValue);
    increments.push(...counterIncrementsFor(countedFact));
    const dimensionFact = dimensionFactOf(countedFact);
    if (dimensionFact) dimensionFacts.push(dimensionFact);
    const affiliate = countedFact.affiliateId ?? directAffiliate;
    if (addsAffiliate(countedFact) && affiliate !== overflowCounterValue && !knownAffiliates.has(affiliate) && !newAffiliates.includes(affiliate)) {
      statements.insertAffiliate.run(affiliate, fact.at);
      newAffiliates.push(affiliate);
    }
    if (fact.offerId !== null && fact.offerName) statements.upsertOfferName.run(fact.offerId, fact.offerName);
    const held = heldConversionOf(fact);
    if (held) statements.insertHeldConversion(held);
  }
  return {
    value,
    increments,
    dimensionFacts,
    afterCommit: () => {
      for (const affiliate of newAffiliates) knownAffiliates.add(affiliate);
    },
  };
}
