import type { CounterIncrement, DimensionFact, FactWrite } from '../../counting/records.ts';
import { countsAfterClaims, heldRecordOf } from '../fact-counts.ts';
import { mergeDimensionFacts, mergeIncrements } from '../merge-writes.ts';
import { insertHeldConversion } from './held-conversion-insert.ts';
import type { Collections } from './collections.ts';
import { mongoCounterValueAdmission } from './counter-value-caps.ts';
import { toPendingDoc } from './dimension-counts.ts';
import type { SessionLike } from './driver-surface.ts';

// Inside the caller's transaction: per-entry markers decide what counts, the fact writes (counting/records.ts)
// go to the event log, the counters move by $inc and the pending dimension facts are added, all in the same
// transaction.

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
      update: {
        $inc: { total: count, [`q${quarter}`]: count },
        $setOnInsert: { affiliate, version, metric, detail, day },
      },
      upsert: true,
    },
  }));
  await collections.counters.bulkWrite(operations, { session, ordered: true });
}

export async function recordFactsInSession({
  collections,
  facts,
  session,
}: {
  collections: Collections;
  facts: readonly FactWrite[];
  session: SessionLike;
}): Promise<void> {
  const admit = mongoCounterValueAdmission({ collections, session });
  const increments: CounterIncrement[] = [];
  const dimensionFacts: DimensionFact[] = [];
  const events = [];
  for (const { event, once, counts } of facts) {
    let counted = true;
    if (once !== null && event.entryId !== null) {
      const marker = await collections.marks.updateOne(
        { _id: `${event.entryId}:${once}` },
        { $setOnInsert: { entryId: event.entryId, mark: once, at: event.at } },
        { upsert: true, session },
      );
      counted = marker.upsertedCount === 1;
    }
    events.push({ ...event, counted });
    if (!counted) continue;
    // The event log above keeps what was sent; the counters count it under "Other" past the day's caps.
    const admitted: boolean[] = [];
    for (const claim of counts.claims) admitted.push(await admit(claim));
    const { increments: counted_, dimensionFacts: rows, listedAffiliate } = countsAfterClaims(counts, admitted);
    increments.push(...counted_);
    dimensionFacts.push(...rows);
    if (listedAffiliate !== null) {
      await collections.affiliates.updateOne(
        { _id: listedAffiliate },
        { $setOnInsert: { firstSeen: event.at } },
        { upsert: true, session },
      );
    }
    if (counts.offerName) {
      await collections.offerNames.updateOne(
        { _id: counts.offerName.offerId },
        { $set: { name: counts.offerName.name } },
        { upsert: true, session },
      );
    }
    if (counts.held && event.entryId !== null)
      await insertHeldConversion({ collections, record: heldRecordOf(counts.held, event.entryId), session });
  }
  if (events.length > 0) await collections.events.insertMany(events, { session });
  await applyIncrements({ collections, increments: mergeIncrements(increments), session });
  // The dimension counts' share: one pending document per merged fact, rolled up later (dimension-counts.ts).
  if (dimensionFacts.length > 0)
    await collections.dimensionPending.insertMany(mergeDimensionFacts(dimensionFacts).map(toPendingDoc), { session });
}
