import { z } from 'zod';
import type { DbLike } from '../../store/mongo/driver-surface.ts';
import { attemptDocSchema, mongoEntryPostbackCalls } from './mongo-postback-entry.ts';
import { postbackEvents, type PostbackAttempt, type PostbackHealthRow, type PostbackStore, type StoredPostback } from './port.ts';

// Postbacks on MongoDB, in collections of their own (`postbacks`, `postback_attempts`). The postback's _id is
// its unique key (entry, event, offer); claiming is one findOneAndUpdate per postback, atomic on the server,
// so two tracker replicas never hold the same lease.

const names = { postbacks: 'postbacks', attempts: 'postback_attempts', pixels: 'pixel_fires' } as const;

const eventSchema = z.enum(postbackEvents);

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

export async function openMongoPostbackStore({ db, close = async () => undefined }: { db: DbLike; close?: () => Promise<void> }): Promise<PostbackStore> {
  const postbacks = db.collection(names.postbacks);
  const attempts = db.collection(names.attempts);
  await postbacks.createIndexes([
    { key: { status: 1, dueAt: 1 }, name: 'due' },
    { key: { occurredAt: 1 }, name: 'occurred' },
    { key: { heldBy: 1 }, name: 'held_by' },
  ]);
  await attempts.createIndexes([{ key: { at: -1 }, name: 'latest' }]);
  const entryCalls = await mongoEntryPostbackCalls({ postbacks, attempts });
  const pixels = db.collection(names.pixels);
  await pixels.createIndexes([{ key: { at: 1 }, name: 'fired_at' }]);

  async function summarise({ from, to }: { from: number; to: number }): Promise<PostbackHealthRow[]> {
    const inRange = { occurredAt: { $gte: from, $lt: to } };
    const counts = await postbacks
      .aggregate([
        { $match: inRange },
        {
          $group: {
            _id: groupKey,
            sent: countIf({ $gt: ['$attempts', 0] }),
            delivered: countIf({ $eq: ['$status', 'delivered'] }),
            failing: countIf({ $or: [{ $eq: ['$status', 'failed'] }, { $and: [{ $eq: ['$status', 'pending'] }, { $gt: ['$attempts', 0] }] }] }),
            pending: countIf({ $and: [{ $eq: ['$status', 'pending'] }, { $eq: ['$attempts', 0] }] }),
          },
        },
      ])
      .toArray();
    const failures = await postbacks
      .aggregate([
        { $match: { ...inRange, status: { $ne: 'delivered' }, lastError: { $ne: null } } },
        { $sort: { occurredAt: -1 } },
        { $group: { _id: groupKey, lastStatus: { $first: '$lastStatus' }, lastError: { $first: '$lastError' } } },
      ])
      .toArray();
    const lastFailure = new Map(failures.map((doc) => lastFailureSchema.parse(doc)).map((doc) => [keyOf(doc._id), doc]));
    return counts
      .map((doc) => countsSchema.parse(doc))
      .map(({ _id, ...figures }) => {
        const failure = lastFailure.get(keyOf(_id));
        return { ..._id, ...figures, lastStatus: failure?.lastStatus ?? null, lastError: failure?.lastError ?? null };
      })
      .sort((a, b) => (a.affiliateId ?? '').localeCompare(b.affiliateId ?? '') || a.event.localeCompare(b.event));
  }

  return {
    enqueuePostback: async ({ id, heldBy = null, ...postback }) => {
      const result = await postbacks.updateOne(
        { _id: id },
        { $setOnInsert: { ...postback, status: heldBy ? 'held' : 'pending', heldBy, attempts: 0, lastStatus: null, lastError: null, leaseOwner: null, leaseUntil: null } },
        { upsert: true },
      );
      return { queued: result.upsertedCount === 1 };
    },
    claimDuePostbacks: async ({ now, leaseOwner, leaseUntil, limit }) => {
      const claimed: StoredPostback[] = [];
      while (claimed.length < limit) {
        const doc = await postbacks.findOneAndUpdate(
          { status: 'pending', dueAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
          { $set: { leaseOwner, leaseUntil } },
          { sort: { dueAt: 1 }, returnDocument: 'after' },
        );
        if (!doc) break;
        claimed.push(postbackDocSchema.parse(doc));
      }
      return claimed;
    },
    recordPostbackAttempt: async ({ leaseOwner, attempt, next }) => {
      const error = attempt.error?.slice(0, 1000) ?? null;
      const moved = await postbacks.updateOne(
        { _id: attempt.postbackId, leaseOwner, status: 'pending' },
        {
          $set: { status: next.status, ...(next.status === 'pending' ? { dueAt: next.dueAt } : {}), lastStatus: attempt.status, lastError: error, leaseOwner: null, leaseUntil: null },
          $inc: { attempts: 1 },
        },
      );
      if (moved.matchedCount === 1) await attempts.insertOne({ ...attempt, error });
    },
    getPostback: async (id) => {
      const doc = await postbacks.findOne({ _id: id });
      return doc === null ? null : postbackDocSchema.parse(doc);
    },
    summarisePostbacks: summarise,
    listPostbackAttempts: async ({ limit }): Promise<PostbackAttempt[]> => {
      const docs = await attempts.find({}, { sort: { at: -1 }, limit }).toArray();
      return docs.map((doc) => attemptDocSchema.parse(doc));
    },
    ...entryCalls,
    // A held postback waits for its conversion's review: approved, it is queued; rejected, it is cancelled.
    releaseHeldPostbacks: async ({ heldBy, now }) => (await postbacks.updateMany({ heldBy, status: 'held' }, { $set: { status: 'pending', dueAt: now } })).modifiedCount,
    cancelHeldPostbacks: async (heldBy) => (await postbacks.updateMany({ heldBy, status: 'held' }, { $set: { status: 'cancelled' } })).modifiedCount,
    replayPostback: async ({ id, now }) => {
      const result = await postbacks.updateOne({ _id: id, status: 'failed' }, { $set: { status: 'pending', dueAt: now, leaseOwner: null, leaseUntil: null } });
      return result.matchedCount === 1;
    },
    recordPixelFire: async ({ entryId, affiliateId, at }) => {
      const result = await pixels.updateOne({ _id: entryId }, { $setOnInsert: { affiliateId, at } }, { upsert: true });
      return { recorded: result.upsertedCount === 1 };
    },
    countPixelFires: async ({ from, to }) => {
      const docs = await pixels.aggregate([{ $match: { at: { $gte: from, $lt: to } } }, { $group: { _id: '$affiliateId', fired: { $sum: 1 } } }]).toArray();
      return docs
        .map((doc) => ({ affiliateId: z.string().nullable().catch(null).parse(doc._id), fired: z.number().int().parse(doc.fired) }))
        .sort((a, b) => (a.affiliateId ?? '').localeCompare(b.affiliateId ?? ''));
    },
    purgeFinishedBefore: async (before) => {
      // Postbacks still to send (pending, or held for review) stay, whatever their age.
      const removed = await postbacks.deleteMany({ status: { $nin: ['pending', 'held'] }, occurredAt: { $lt: before } });
      const stillPending = (await postbacks.find({ status: { $in: ['pending', 'held'] } }).toArray()).map((doc) => doc._id);
      const forgottenAttempts = await attempts.deleteMany({ at: { $lt: before }, postbackId: { $nin: stillPending } });
      const forgottenPixels = await pixels.deleteMany({ at: { $lt: before } });
      return { postbacks: removed.deletedCount, attempts: forgottenAttempts.deletedCount, pixelFires: forgottenPixels.deletedCount };
    },
    close,
  };
}
