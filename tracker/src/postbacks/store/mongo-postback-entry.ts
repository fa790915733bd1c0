import { z } from 'zod';
import type { CollectionLike } from '../../store/mongo/driver-surface.ts';
import { receiverOriginOf } from '../mask-url.ts';
import { postbackEvents, type PostbackAttempt, type PostbackStore } from './port.ts';

// The MongoDB postback store's calls about one entry's postbacks (an erasure, an export) and the pause of a
// switched-off affiliate's postbacks. Kept beside mongo-postback-store.ts, which opens the collections.

export const attemptDocSchema = z.object({
  postbackId: z.string(),
  affiliateId: z.string().nullable(),
  event: z.enum(postbackEvents),
  attempt: z.number().int(),
  at: z.number(),
  url: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});

type EntryCalls = Pick<PostbackStore, 'postponePostback' | 'forgetEntryPostbacks' | 'listEntryPostbackAttempts'>;

export async function mongoEntryPostbackCalls({ postbacks, attempts }: { postbacks: CollectionLike; attempts: CollectionLike }): Promise<EntryCalls> {
  await postbacks.createIndexes([{ key: { entryId: 1 }, name: 'entry' }]);
  await attempts.createIndexes([{ key: { postbackId: 1 }, name: 'postback' }]);
  const idsOf = async (entryId: number) => (await postbacks.find({ entryId }).toArray()).map((doc) => z.string().parse(doc._id));

  return {
    postponePostback: async ({ id, leaseOwner, dueAt }) => {
      await postbacks.updateOne({ _id: id, leaseOwner, status: 'pending' }, { $set: { dueAt, leaseOwner: null, leaseUntil: null } });
    },
    forgetEntryPostbacks: async (entryId) => {
      const cancelled = await postbacks.updateMany({ entryId, status: { $in: ['pending', 'held'] } }, { $set: { status: 'cancelled', values: {}, leaseOwner: null, leaseUntil: null } });
      const stripped = await postbacks.updateMany({ entryId, status: { $ne: 'cancelled' }, values: { $ne: {} } }, { $set: { values: {} } });
      const entryAttempts = await attempts.find({ postbackId: { $in: await idsOf(entryId) } }).toArray();
      for (const doc of entryAttempts) await attempts.updateOne({ _id: doc._id }, { $set: { url: receiverOriginOf(z.string().parse(doc.url)) } });
      return { cancelled: cancelled.modifiedCount, stripped: stripped.modifiedCount };
    },
    listEntryPostbackAttempts: async (entryId): Promise<PostbackAttempt[]> => {
      const docs = await attempts.find({ postbackId: { $in: await idsOf(entryId) } }, { sort: { at: 1 } }).toArray();
      return docs.map((doc) => attemptDocSchema.parse(doc));
    },
  };
}
