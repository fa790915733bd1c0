import type { CounterIncrement, CounterValueClaim, DimensionFact, FactWrite } from '../../counting/records.ts';
import { countsAfterClaims, heldRecordOf } from '../fact-counts.ts';
import type { WriteOutcome } from './group-commit.ts';
import type { CounterValueAdmission } from './counter-value-caps.ts';
import type { Statements } from './statements.ts';

// Appends fact writes (counting/records.ts) to the event log and collects what they count, inside the caller's
// transaction. A per-entry stage counts only if its marker row is new, so retries and double clicks add nothing;
// a capped value counts as itself only if its day admits it.

export function recordFactsInTransaction<T>({
  statements,
  facts,
  knownAffiliates,
  admitCounterValue,
  value,
}: {
  statements: Statements;
  facts: readonly FactWrite[];
  /** Affiliates already stored; a cache only, every insert is idempotent anyway. */
  knownAffiliates: Set<string>;
  /** The day caps of affiliates and experiments (counter-value-caps.ts). */
  admitCounterValue: CounterValueAdmission;
  value: T;
}): WriteOutcome<T> {
  const increments: CounterIncrement[] = [];
  const dimensionFacts: DimensionFact[] = [];
  const newAffiliates: string[] = [];
  const admittedClaims: CounterValueClaim[] = [];
  for (const { event, experimentDetail, once, counts } of facts) {
    const counted =
      once === null || event.entryId === null || statements.insertMark.run(event.entryId, once, event.at).changes === 1;
    statements.insertEvent.run(
      event.at,
      event.type,
      event.entryId,
      event.affiliateId,
      event.subId,
      event.s1,
      event.s2,
      event.s3,
      event.version,
      event.offerId,
      event.position,
      event.isBot ? 1 : 0,
      counted ? 1 : 0,
      event.page ?? null,
      experimentDetail,
      event.experiment?.version ?? null,
    );
    if (!counted) continue;
    // The event log above keeps what was sent; the counters count it under "Other" past the day's caps.
    const verdicts = counts.claims.map((claim) => admitCounterValue.admit(claim));
    counts.claims.forEach((claim, index) => {
      if (verdicts[index]) admittedClaims.push(claim);
    });
    const admitted = countsAfterClaims(counts, verdicts);
    increments.push(...admitted.increments);
    dimensionFacts.push(...admitted.dimensionFacts);
    const affiliate = admitted.listedAffiliate;
    if (affiliate !== null && !knownAffiliates.has(affiliate) && !newAffiliates.includes(affiliate)) {
      statements.insertAffiliate.run(affiliate, event.at);
      newAffiliates.push(affiliate);
    }
    if (counts.offerName) statements.upsertOfferName.run(counts.offerName.offerId, counts.offerName.name);
    if (counts.held && event.entryId !== null)
      statements.insertHeldConversion(heldRecordOf(counts.held, event.entryId));
  }
  return {
    value,
    increments,
    dimensionFacts,
    afterCommit: () => {
      for (const affiliate of newAffiliates) knownAffiliates.add(affiliate);
      admitCounterValue.remember(admittedClaims);
    },
  };
}
