import type { HeldConversionRecord } from '../../counting/records.ts';
import type { Collections } from './collections.ts';
import type { SessionLike } from './driver-surface.ts';

// A held conversion as the entry write stores it, in that write's transaction (record-facts.ts); the rest of
// the conversion review on MongoDB is in conversion-review.ts.

/** Inside the entry write's transaction (record-facts.ts): the held conversion of a counted fact. */
export async function insertHeldConversion({
  collections,
  record,
  session,
}: {
  collections: Collections;
  record: HeldConversionRecord;
  session: SessionLike;
}): Promise<void> {
  const { id, ...fields } = record;
  await collections.heldConversions.updateOne(
    { _id: id },
    { $setOnInsert: { ...fields, status: 'held', decidedAt: null, decidedBy: null } },
    { upsert: true, session },
  );
}
