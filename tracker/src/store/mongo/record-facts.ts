import { counterIncrementsFor, mergeIncrements, type CounterIncrement } from '../../counting/counter-increments.ts';
import { dimensionFactOf, mergeDimensionFacts, type DimensionFact } from '../../counting/dimension-counts.ts';
import { capFactAsync, overflowCounterValue, type CounterValueCaps } from '../../counting/counter-value-caps.ts';
import { addsAffiliate, type Fact } from '../../counting/facts.ts';
import { directAffiliate } from '../../counting/metrics.ts';
import { heldConversionOf } from '../../counting/conversion-decision.ts';
import { insertHeldConversion } from './held-conversion-insert.ts';
import type { Collections } from './collections.ts';
import { mongoCounterValueAdmission } from './counter-value-caps.ts';
import { toPendingDoc } from './dimension-counts.ts';
import type { SessionLike } from './driver-surface.ts';

// Inside the caller's transaction: per-entry markers decide what counts, the facts go to the event log,
// the counters move by $inc and the pending dimension facts are added, all in the same transaction.

export async function applyIncrements({
  collections,
  increments,
  session,
}: {
  collections: Collections;
  increments: CounterIncrement[];
  session?: SessionLike;
}): Promise<void> {
  if (increments.length === 0) return;
  const operations = increments.map(({ affiliate, version, metric, detail, day, quarter, count }) => ({
    updateOne: {
      filter: { _id: `${affiliate}|${version}|${metric}|${detail}|${day}` },
      update: { $inc: { total: count, [`q${quarter}`]: count }, $setOnInsert: { affiliate, version, metric, detail, day } },
      upsert: true,
    },
  }));
  await collections.counters.bulkWrite(operations, { session, ordered: true });
}

export async function recordFactsInSession({
  collections,
  facts,
  session,
  counterValueCaps,
}: {
  collections: Collections;
  facts: readonly Fact[];
  session: SessionLike;
  /** Lower day caps of affiliates and experiments than counting/counter-value-caps.ts's (tests). */
  counterValueCaps?: Partial<CounterValueCaps> | undefined;
}): Promise<void> {
  const admit = mongoCounterValueAdmission({ collections, session, caps: counterValueCaps });
  const increments: CounterIncrement[] = [];
  const dimensionFacts: DimensionFact[] = [];
  const events = [];
  for (const fact of facts) {
    let counted = true;
    if (fact.once !== null && fact.entryId !== null) {
      const marker = await collections.marks.updateOne(
        { _id: `${fact.entryId}:${fact.once}` },
        { $setOnInsert: { entryId: fact.entryId, mark: fact.once, at: fact.at } },
        { upsert: true, session },
      );
      counted = marker.upsertedCount === 1;
    }
    const { once: _once, offerName, campaign: _campaign, device: _device, hold: _hold, ...logged } = fact;
    events.push({ ...logged, counted });
    if (!counted) continue;
    // The event log above keeps what was sent; the counters count it under "Other" past the day's caps.
    const countedFact = await capFactAsync(fact, admit);
    increments.push(...counterIncrementsFor(countedFact));
    const dimensionFact = dimensionFactOf(countedFact);
    if (dimensionFact) dimensionFacts.push(dimensionFact);
    if (addsAffiliate(countedFact) && countedFact.affiliateId !== overflowCounterValue) {
      await collections.affiliates.updateOne(
        { _id: countedFact.affiliateId ?? directAffiliate },
        { $setOnInsert: { firstSeen: fact.at } },
        { upsert: true, session },
      );
    }
    if (fact.offerId !== null && offerName) {
      await collections.offerNames.updateOne({ _id: fact.offerId }, { $set: { name: offerName } }, { upsert: true, session });
    }
    const held = heldConversionOf(fact);
    if (held) await insertHeldConversion({ collections, record: held, session });
  }
  if (events.length > 0) await collections.events.insertMany(events, { session });
  await applyIncrements({ collections, increments: mergeIncrements(increments), session });
  // The dimension counts' share: one pending document per merged fact, rolled up later (dimension-counts.ts).
  if (dimensionFacts.length > 0) await collections.dimensionPending.insertMany(mergeDimensionFacts(dimensionFacts).map(toPendingDoc), { session });
}
