import { z } from 'zod';
import type { EntryFactTemplate } from '../../counting/records.ts';
import type { PostbackJobs, PostbackQueueing, StoredPostback } from '../../jobs/port.ts';
import {
  conversionsToRead,
  planPostbacks,
  settlePostbacks,
  type ConversionState,
  type PlannedEntry,
  type SettledPostback,
} from '../../jobs/postback-plan.ts';
import type { Collections } from './collections.ts';
import type { CollectionLike, DbLike, SessionLike } from './driver-surface.ts';
import { mongoPostbackReads, postbackFromDoc, postbackKind } from './postback-job-docs.ts';

// The postback jobs on MongoDB, documents of the one `jobs` collection: the _id is the postback's unique key
// (entry, event, offer); claiming is one findOneAndUpdate per job, atomic on the server, so two tracker
// replicas never hold the same lease. An entry write queues its postbacks in its own transaction
// (queuePostbacksInSession).

export const postbackCollectionNames = { attempts: 'postback_attempts', pixels: 'pixel_fires' } as const;

const stateSchema = z.object({ status: z.enum(['held', 'approved', 'rejected']) });

function newDoc({ id: _id, heldBy = null, ...postback }: SettledPostback) {
  return {
    $setOnInsert: {
      ...postback,
      ...postbackKind,
      email: '',
      heldBy,
      attempts: 0,
      lastStatus: null,
      lastError: null,
      leaseOwner: null,
      leaseUntil: null,
    },
  };
}

/** The entry write's postbacks, in its transaction (after its facts, so its own held conversions exist). */
export async function queuePostbacksInSession({
  collections,
  entry,
  facts,
  queueing,
  session,
}: {
  collections: Collections;
  entry: PlannedEntry;
  facts: readonly EntryFactTemplate[];
  queueing: PostbackQueueing | undefined;
  session: SessionLike;
}): Promise<void> {
  const plan = planPostbacks(entry, facts, queueing);
  if (plan.length === 0) return;
  const states = new Map<string, ConversionState>();
  for (const id of conversionsToRead(plan)) {
    const doc = await collections.heldConversions.findOne({ _id: id }, { session });
    states.set(id, doc === null ? null : stateSchema.parse(doc).status);
  }
  for (const postback of settlePostbacks(plan, (id) => states.get(id) ?? null)) {
    await collections.jobs.updateOne({ _id: postback.id }, newDoc(postback), { upsert: true, session });
  }
}

export async function createMongoPostbackJobs(db: DbLike, jobs: CollectionLike): Promise<PostbackJobs> {
  const attempts = db.collection(postbackCollectionNames.attempts);
  const pixels = db.collection(postbackCollectionNames.pixels);
  await jobs.createIndexes([
    { key: { kind: 1, occurredAt: 1 }, name: 'kind_occurred' },
    { key: { heldBy: 1 }, name: 'held_by' },
  ]);
  await attempts.createIndexes([
    { key: { at: -1 }, name: 'latest' },
    { key: { postbackId: 1 }, name: 'postback' },
  ]);
  await pixels.createIndexes([{ key: { at: 1 }, name: 'fired_at' }]);
  const leased = (id: string, leaseOwner: string) => ({ _id: id, ...postbackKind, leaseOwner, status: 'pending' });

  return {
    ...mongoPostbackReads({ jobs, attempts }),
    enqueuePostback: async (postback) => {
      const result = await jobs.updateOne(
        { _id: postback.id },
        newDoc({ ...postback, status: postback.heldBy ? 'held' : 'pending' }),
        { upsert: true },
      );
      return { queued: result.upsertedCount === 1 };
    },
    claimDuePostbacks: async ({ now, leaseOwner, leaseUntil, limit }) => {
      const claimed: StoredPostback[] = [];
      while (claimed.length < limit) {
        const doc = await jobs.findOneAndUpdate(
          {
            ...postbackKind,
            status: 'pending',
            dueAt: { $lte: now },
            $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
          },
          { $set: { leaseOwner, leaseUntil } },
          { sort: { dueAt: 1 }, returnDocument: 'after' },
        );
        if (!doc) break;
        claimed.push(postbackFromDoc(doc));
      }
      return claimed;
    },
    recordPostbackAttempt: async ({ leaseOwner, attempt, next }) => {
      const error = attempt.error?.slice(0, 1000) ?? null;
      const moved = await jobs.updateOne(leased(attempt.postbackId, leaseOwner), {
        $set: {
          status: next.status,
          ...(next.status === 'pending' ? { dueAt: next.dueAt } : {}),
          lastStatus: attempt.status,
          lastError: error,
          leaseOwner: null,
          leaseUntil: null,
        },
        $inc: { attempts: 1 },
      });
      if (moved.matchedCount === 1) await attempts.insertOne({ ...attempt, error });
    },
    getPostback: async (id) => {
      const doc = await jobs.findOne({ _id: id, ...postbackKind });
      return doc === null ? null : postbackFromDoc(doc);
    },
    postponePostback: async ({ id, leaseOwner, dueAt }) => {
      await jobs.updateOne(leased(id, leaseOwner), { $set: { dueAt, leaseOwner: null, leaseUntil: null } });
    },
    // A held postback waits for its conversion's review: approved, it is queued; rejected, it is cancelled.
    releaseHeldPostbacks: async ({ heldBy, now }) =>
      (await jobs.updateMany({ ...postbackKind, heldBy, status: 'held' }, { $set: { status: 'pending', dueAt: now } }))
        .modifiedCount,
    cancelHeldPostbacks: async (heldBy) =>
      (await jobs.updateMany({ ...postbackKind, heldBy, status: 'held' }, { $set: { status: 'cancelled' } }))
        .modifiedCount,
    replayPostback: async ({ id, now }) => {
      const result = await jobs.updateOne(
        { _id: id, ...postbackKind, status: 'failed' },
        { $set: { status: 'pending', dueAt: now, leaseOwner: null, leaseUntil: null } },
      );
      return result.matchedCount === 1;
    },
    recordPixelFire: async ({ entryId, affiliateId, at }) => {
      const result = await pixels.updateOne({ _id: entryId }, { $setOnInsert: { affiliateId, at } }, { upsert: true });
      return { recorded: result.upsertedCount === 1 };
    },
    countPixelFires: async ({ from, to }) => {
      const docs = await pixels
        .aggregate([
          { $match: { at: { $gte: from, $lt: to } } },
          { $group: { _id: '$affiliateId', fired: { $sum: 1 } } },
        ])
        .toArray();
      return docs
        .map((doc) => ({
          affiliateId: z.string().nullable().catch(null).parse(doc._id),
          fired: z.number().int().parse(doc.fired),
        }))
        .sort((a, b) => (a.affiliateId ?? '').localeCompare(b.affiliateId ?? ''));
    },
    purgeFinishedBefore: async (before) => {
      // Postbacks still to send (pending, or held for review) stay, whatever their age.
      const removed = await jobs.deleteMany({
        ...postbackKind,
        status: { $nin: ['pending', 'held'] },
        occurredAt: { $lt: before },
      });
      const stillPending = (await jobs.find({ ...postbackKind, status: { $in: ['pending', 'held'] } }).toArray()).map(
        (doc) => doc._id,
      );
      const forgottenAttempts = await attempts.deleteMany({ at: { $lt: before }, postbackId: { $nin: stillPending } });
      const forgottenPixels = await pixels.deleteMany({ at: { $lt: before } });
      return {
        postbacks: removed.deletedCount,
        attempts: forgottenAttempts.deletedCount,
        pixelFires: forgottenPixels.deletedCount,
      };
    },
  };
}
