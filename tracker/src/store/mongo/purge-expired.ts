import { z } from 'zod';
import type { PurgeCounts, RetentionCutoffs } from '../port.ts';
import type { Collections } from './collections.ts';
import type { CollectionLike } from './driver-surface.ts';
import { dayMs } from '../../counting/records.ts';
import { purgeCounterValues } from './counter-value-caps.ts';

// The retention clean-up on MongoDB. Each step is one statement on its own: a step cut short by a crash is
// simply done again by the next pass, so no transaction is needed.

const idOnly = z.object({ _id: z.number().int() });

export async function purgeExpired(
  collections: Collections,
  cutoffs: RetentionCutoffs,
  consentRecords: CollectionLike,
): Promise<PurgeCounts> {
  const { entries, marks, events, jobs, mailLog } = collections;
  const erased = await entries.updateMany(
    { addressHash: { $ne: null }, createdAt: { $lt: cutoffs.addressHashesBefore } },
    { $set: { addressHash: null } },
  );
  // Documents from before the tracker stopped keeping them hold the raw address and user agent: both go.
  await entries.updateMany(
    { $or: [{ ip: { $exists: true } }, { userAgent: { $exists: true } }] },
    { $unset: { ip: '', userAgent: '' } },
  );
  const expired = await entries.find({ updatedAt: { $lt: cutoffs.entriesBefore } }).toArray();
  const ids = expired.map((doc) => idOnly.parse(doc)._id);
  if (ids.length > 0) {
    await marks.deleteMany({ entryId: { $in: ids } });
    await entries.deleteMany({ _id: { $in: ids } });
  }
  const removedEvents = await events.deleteMany({ at: { $lt: cutoffs.eventsBefore } });
  // Which values a day admitted matters only while facts of that day can still arrive.
  await purgeCounterValues(collections, Math.floor(cutoffs.eventsBefore / dayMs));
  // A finished job keeps its id (the idempotency key that stops a second send) and status, not its address.
  const forgotten = await jobs.updateMany(
    {
      kind: { $in: ['delivery', 'emergency'] },
      status: { $ne: 'pending' },
      email: { $ne: '' },
      dueAt: { $lt: cutoffs.outboxBefore },
    },
    { $set: { email: '' }, $unset: { lastError: '' } },
  );
  await mailLog.deleteMany({ at: { $lt: cutoffs.outboxBefore } });
  const removedConsent = await consentRecords.deleteMany({ at: { $lt: cutoffs.consentBefore } });
  return {
    addressHashes: erased.modifiedCount,
    entries: ids.length,
    events: removedEvents.deletedCount,
    jobs: forgotten.modifiedCount,
    consentRecords: removedConsent.deletedCount,
  };
}
