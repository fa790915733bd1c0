import { z } from 'zod';
import {
  postbackEvents,
  type PostbackAttempt,
  type PostbackHealthRow,
  type PostbackJobs,
  type StoredPostback,
} from '../../jobs/port.ts';
import { receiverOriginOf } from '../../jobs/receiver-origin.ts';
import type { CollectionLike } from './driver-surface.ts';

// A postback job as a document of `jobs` (kind `postback`, `email` empty), its attempts (`postback_attempts`),
// and the reads of both: the health panel's figures, the latest attempts, a person's attempts (an export) and
// the erasure of their postbacks.

const eventSchema = z.enum(postbackEvents);

export const postbackKind = { kind: 'postback' } as const;

const postbackDocSchema = z
  .object({
    _id: z.string(),
    entryId: z.number().int(),
    event: eventSchema,
    offerId: z.string().nullable(),
    affiliateId: z.string().nullable(),
    values: z.record(z.string(), z.string()),
    occurredAt: z.number(),
    dueAt: z.number(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled', 'held']),
    attempts: z.number().int(),
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    heldBy: z.string().nullable().optional(),
  })
  .transform(({ _id, heldBy, ...doc }): StoredPostback => ({ id: _id, ...doc, heldBy: heldBy ?? null }));

export const postbackFromDoc = (doc: unknown): StoredPostback => postbackDocSchema.parse(doc);

export const attemptDocSchema = z.object({
  postbackId: z.string(),
  affiliateId: z.string().nullable(),
  event: eventSchema,
  attempt: z.number().int(),
  at: z.number(),
  url: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});

const countsSchema = z.object({
  _id: z.object({ affiliateId: z.string().nullable().catch(null), event: eventSchema }),
  sent: z.number(),
  delivered: z.number(),
  failing: z.number(),
  pending: z.number(),
});

const lastFailureSchema = z.object({
  _id: z.object({ affiliateId: z.string().nullable().catch(null), event: eventSchema }),
  lastStatus: z.number().int().nullable().catch(null),
  lastError: z.string().nullable().catch(null),
});

const countIf = (condition: unknown) => ({ $sum: { $cond: [condition, 1, 0] } });
const groupKey = { affiliateId: '$affiliateId', event: '$event' };
const keyOf = (id: { affiliateId: string | null; event: string }) => `${id.affiliateId ?? ''}\u0000${id.event}`;

type Reads = Pick<
  PostbackJobs,
  'summarisePostbacks' | 'listPostbackAttempts' | 'listEntryPostbackAttempts' | 'forgetEntryPostbacks'
>;

export function mongoPostbackReads({ jobs, attempts }: { jobs: CollectionLike; attempts: CollectionLike }): Reads {
  const idsOf = async (entryId: number) =>
    (await jobs.find({ ...postbackKind, entryId }).toArray()).map((doc) => z.string().parse(doc._id));

  async function summarise({ from, to }: { from: number; to: number }): Promise<PostbackHealthRow[]> {
    const inRange = { ...postbackKind, occurredAt: { $gte: from, $lt: to } };
    const counts = await jobs
      .aggregate([
        { $match: inRange },
        {
          $group: {
            _id: groupKey,
            sent: countIf({ $gt: ['$attempts', 0] }),
            delivered: countIf({ $eq: ['$status', 'delivered'] }),
            failing: countIf({
              $or: [
                { $eq: ['$status', 'failed'] },
                { $and: [{ $eq: ['$status', 'pending'] }, { $gt: ['$attempts', 0] }] },
              ],
            }),
            pending: countIf({ $and: [{ $eq: ['$status', 'pending'] }, { $eq: ['$attempts', 0] }] }),
          },
        },
      ])
      .toArray();
    const failures = await jobs
      .aggregate([
        { $match: { ...inRange, status: { $ne: 'delivered' }, lastError: { $ne: null } } },
        { $sort: { occurredAt: -1 } },
        { $group: { _id: groupKey, lastStatus: { $first: '$lastStatus' }, lastError: { $first: '$lastError' } } },
      ])
      .toArray();
    const lastFailure = new Map(
      failures.map((doc) => lastFailureSchema.parse(doc)).map((doc) => [keyOf(doc._id), doc]),
    );
    return counts
      .map((doc) => countsSchema.parse(doc))
      .map(({ _id, ...figures }) => {
        const failure = lastFailure.get(keyOf(_id));
        return { ..._id, ...figures, lastStatus: failure?.lastStatus ?? null, lastError: failure?.lastError ?? null };
      })
      .sort((a, b) => (a.affiliateId ?? '').localeCompare(b.affiliateId ?? '') || a.event.localeCompare(b.event));
  }

  return {
    summarisePostbacks: summarise,
    listPostbackAttempts: async ({ limit }): Promise<PostbackAttempt[]> => {
      const docs = await attempts.find({}, { sort: { at: -1 }, limit }).toArray();
      return docs.map((doc) => attemptDocSchema.parse(doc));
    },
    listEntryPostbackAttempts: async (entryId): Promise<PostbackAttempt[]> => {
      const docs = await attempts.find({ postbackId: { $in: await idsOf(entryId) } }, { sort: { at: 1 } }).toArray();
      return docs.map((doc) => attemptDocSchema.parse(doc));
    },
    forgetEntryPostbacks: async (entryId) => {
      const cancelled = await jobs.updateMany(
        { ...postbackKind, entryId, status: { $in: ['pending', 'held'] } },
        { $set: { status: 'cancelled', values: {}, leaseOwner: null, leaseUntil: null } },
      );
      const stripped = await jobs.updateMany(
        { ...postbackKind, entryId, status: { $ne: 'cancelled' }, values: { $ne: {} } },
        { $set: { values: {} } },
      );
      const entryAttempts = await attempts.find({ postbackId: { $in: await idsOf(entryId) } }).toArray();
      for (const doc of entryAttempts)
        await attempts.updateOne({ _id: doc._id }, { $set: { url: receiverOriginOf(z.string().parse(doc.url)) } });
      return { cancelled: cancelled.modifiedCount, stripped: stripped.modifiedCount };
    },
  };
}
