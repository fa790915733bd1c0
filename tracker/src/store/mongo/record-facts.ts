import { counterIncrementsFor, mergeIncrements, type CounterIncrement } from '../../counting/counter-increments.ts';
import { dimensionIncrementsFor, mergeDimensionIncrements, type DimensionIncrement } from '../../counting/dimension-counts.ts';
import { addsAffiliate, type Fact } from '../../counting/facts.ts';
import { directAffiliate } from '../../counting/metrics.ts';
import type { Collections } from './collections.ts';
import { applyDimensionCells } from './dimension-counts.ts';
import type { SessionLike } from './driver-surface.ts';

// Inside the caller's transaction: per-entry markers decide what counts, the facts go to the event log,
// and the counters move by $inc in the same transaction.

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
  dimensionValueCap,
}: {
  collections: Collections;
  facts: readonly Fact[];
  session: SessionLike;
  /** Distinct values per dimension scope; the default is counting/dimension-counts.ts's, tests lower it. */
  dimensionValueCap?: number;
}): Promise<void> {
  const increments: CounterIncrement[] = [];
  const dimensionIncrements: DimensionIncrement[] = [];
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
    const { once: _once, offerName, utm: _utm, device: _device, ...logged } = fact;
    events.push({ ...logged, counted });
    if (!counted) continue;
    increments.push(...counterIncrementsFor(fact));
    dimensionIncrements.push(...dimensionIncrementsFor(fact));
    if (addsAffiliate(fact)) {
      await collections.affiliates.updateOne(
        { _id: fact.affiliateId ?? directAffiliate },
        { $setOnInsert: { firstSeen: fact.at } },
        { upsert: true, session },
      );
    }
    if (fact.offerId !== null && offerName) {
      await collections.offerNames.updateOne({ _id: fact.offerId }, { $set: { name: offerName } }, { upsert: true, session });
    }
  }
  if (events.length > 0) await collections.events.insertMany(events, { session });
  await applyIncrements({ collections, increments: mergeIncrements(increments), session });
  await applyDimensionCells({
    counts: collections.dimensionCounts,
    scopes: collections.dimensionScopes,
    cells: mergeDimensionIncrements(dimensionIncrements),
    session,
    cap: dimensionValueCap,
  });
}
