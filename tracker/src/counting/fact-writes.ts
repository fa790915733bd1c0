import { reportDimensions } from '@seniorguide/contracts';
import { heldConversionOf } from './conversion-decision.ts';
import { conversionKeyOf } from './conversion-hold.ts';
import { counterIncrementsFor } from './counter-increments.ts';
import { cappedClaimsOf, counterValueCaps, type CounterValueCaps } from './counter-value-caps.ts';
import { dimensionFactsOf } from './dimension-counts.ts';
import { factsForEntry, type EntryAttribution, type EntryFactTemplate } from './entry-facts.ts';
import { experimentDetailOf } from './experiment-increments.ts';
import { addsAffiliate, type Fact } from './facts.ts';
import { directAffiliate, metrics } from './metrics.ts';
import {
  overflowValue,
  type CounterIncrement,
  type CounterValueClaim,
  type FactWrite,
  type HeldConversionWrite,
} from './records.ts';

// The counting rules, run once for both stores: each fact becomes a FactWrite (records.ts) that says what the
// event log keeps and what the fact adds when it counts, cap claims included. The store only decides what it
// alone can know inside its write: whether the per-entry marker is new and whether the day has room for a value.

const affiliateAt = reportDimensions.indexOf('affiliate');
const experimentMetrics: readonly string[] = [metrics.experimentVisit, metrics.experimentSignup];
/** What an experiment past the day's cap is counted under: "Other", with no since point. */
const overflowExperimentDetail = experimentDetailOf({ id: overflowValue, since: 0 });

const indexesWhere = (increments: readonly CounterIncrement[], test: (increment: CounterIncrement) => boolean) =>
  increments.flatMap((increment, index) => (test(increment) ? [index] : []));

/** The fact's cap claims: refused, a claim folds its value into "Other" where the counted fact carries it. */
function claimsOf(
  fact: Fact,
  increments: readonly CounterIncrement[],
  inDimensions: boolean,
  caps: CounterValueCaps,
): CounterValueClaim[] {
  return cappedClaimsOf(fact).map((claim): CounterValueClaim => {
    if (claim.dimension === 'affiliate') {
      const carrying = indexesWhere(increments, ({ affiliate }) => affiliate === claim.value);
      return {
        ...claim,
        limit: caps.affiliate,
        refused: {
          increments: carrying,
          field: 'affiliate',
          to: overflowValue,
          dimensionValueAt: inDimensions ? affiliateAt : null,
          unlist: true,
        },
      };
    }
    const carrying = indexesWhere(
      increments,
      ({ metric, detail }) => experimentMetrics.includes(metric) && detail === claim.value,
    );
    return {
      ...claim,
      limit: caps.experiment,
      refused: {
        increments: carrying,
        field: 'detail',
        to: overflowExperimentDetail,
        dimensionValueAt: null,
        unlist: false,
      },
    };
  });
}

function heldWriteOf(fact: Fact): HeldConversionWrite | null {
  const held = heldConversionOf(fact);
  if (!held) return null;
  const { id: _id, entryId: _entryId, ...record } = held;
  return { ...record, key: conversionKeyOf(held) };
}

/** The fact as the store writes it, with the caps it runs under (the defaults unless a test lowers them). */
export function factWriteOf(fact: Fact, caps: CounterValueCaps = counterValueCaps): FactWrite {
  const { once, offerName, campaign: _campaign, device: _device, hold: _hold, ...event } = fact;
  const increments = counterIncrementsFor(fact);
  const dimensionFacts = dimensionFactsOf(fact);
  const affiliate = fact.affiliateId ?? directAffiliate;
  return {
    event,
    experimentDetail: fact.experiment ? experimentDetailOf(fact.experiment) : null,
    once,
    counts: {
      increments,
      dimensionFacts,
      listedAffiliate: addsAffiliate(fact) && affiliate !== overflowValue ? affiliate : null,
      offerName: fact.offerId !== null && offerName ? { offerId: fact.offerId, name: offerName } : null,
      held: heldWriteOf(fact),
      claims: claimsOf(fact, increments, dimensionFacts.length > 0, caps),
    },
  };
}

export function factWritesOf(facts: readonly Fact[], caps?: CounterValueCaps): FactWrite[] {
  return facts.map((fact) => factWriteOf(fact, caps));
}

/**
 * An entry's facts as the store writes them. A new entry has no id yet: its writes carry 0, which the entry
 * write replaces with the id it takes (the marker, the event and the held conversion's id are the only places
 * an id appears). Every other field a fact takes from its entry never changes after the entry is created.
 */
export function entryFactWrites(
  entry: EntryAttribution,
  templates: readonly EntryFactTemplate[],
  caps?: CounterValueCaps,
): FactWrite[] {
  return factWritesOf(factsForEntry(entry, templates), caps);
}

/** The id a new entry's writes carry until its write gives it one. */
export const unassignedEntryId = 0;
