import { conversionIdOf, conversionKindOf, heldMetricsOf, rejectedMetricsOf } from './conversion-hold.ts';
import { counterIncrementsFor, rolledUp } from './counter-increments.ts';
import { dimensionFactsOf } from './dimension-counts.ts';
import type { Fact } from './facts.ts';
import type { HeldConversionRecord } from './records.ts';

export type { ConversionDecision, DecisionEffect, HeldConversionRecord } from './records.ts';

// What an operator's decision on a held conversion does to the figures, worked out when the conversion is held
// and kept with it, so the decision applies exactly the cells the fact would have moved (and nothing of the
// visitor's campaign values needs keeping): the held count comes off, and approval adds the paid counters and
// the dimension facts (money included) at the time the conversion happened; rejection adds the rejected counters.

/** The held record of a counted fact, or null when the fact is not held (or not a conversion). */
export function heldConversionOf(fact: Fact): HeldConversionRecord | null {
  const kind = conversionKindOf(fact);
  if (!fact.hold || fact.isBot || fact.entryId === null || kind === null) return null;
  const offerId = kind === 'offer' ? fact.offerId : null;
  const released: Fact = { ...fact, hold: null };
  const heldOff = rolledUp(fact, heldMetricsOf(fact), -1);
  return {
    id: conversionIdOf({ entryId: fact.entryId, kind, offerId }),
    entryId: fact.entryId,
    kind,
    offerId,
    affiliateId: fact.affiliateId,
    subId: fact.subId,
    at: fact.at,
    score: fact.hold.score,
    reasons: fact.hold.reasons,
    onApprove: {
      increments: [...heldOff, ...counterIncrementsFor(released)],
      dimensionFacts: dimensionFactsOf(released),
    },
    onReject: { increments: [...heldOff, ...rolledUp(fact, rejectedMetricsOf(fact), 1)], dimensionFacts: [] },
  };
}
