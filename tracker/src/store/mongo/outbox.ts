import { z } from 'zod';
import type { StoredJob } from '../../jobs/port.ts';
import type { Store } from '../port.ts';
import type { Collections } from './collections.ts';

// The guide email's jobs in the one job queue on MongoDB (the `jobs` collection): the job's _id is its idempotency key; claiming is one findOneAndUpdate
// per job, atomic on the server, so two processes never hold the same lease.

const jobDocSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(['delivery', 'emergency']),
    email: z.string(),
    entryId: z.number().int().nullable(),
    attempts: z.number().int(),
  })
  .transform(
    (doc): StoredJob => ({
      id: doc._id,
      kind: doc.kind,
      email: doc.email,
      entryId: doc.entryId,
      attempts: doc.attempts,
    }),
  );

const optOutSchema = z.object({ at: z.number() });
const statusSchema = z.object({
  status: z.enum(['pending', 'sent', 'failed', 'suppressed']),
  attempts: z.number().int(),
});

type OutboxPart = Pick<
  Store,
  | 'enqueueJob'
  | 'claimDueJobs'
  | 'markJobSent'
  | 'markJobSuppressed'
  | 'markJobFailed'
  | 'getJobStatus'
  | 'addOptOut'
  | 'isOptedOut'
  | 'getOptOutAt'
>;

const releaseLease = { leaseOwner: '', leaseUntil: '' };

export function createMongoOutbox(collections: Collections): OutboxPart {
  const { jobs, optOuts } = collections;
  const heldBy = (id: string, leaseOwner: string) => ({ _id: id, leaseOwner, status: 'pending' });
  return {
    enqueueJob: async ({ id, dueAt, ...job }) => {
      const result = await jobs.updateOne(
        { _id: id },
        { $setOnInsert: { ...job, status: 'pending', dueAt, leaseOwner: null, leaseUntil: null } },
        { upsert: true },
      );
      return { queued: result.upsertedCount === 1 };
    },
    claimDueJobs: async ({ now, leaseOwner, leaseUntil, limit }) => {
      const claimed: StoredJob[] = [];
      while (claimed.length < limit) {
        const doc = await jobs.findOneAndUpdate(
          {
            status: 'pending',
            kind: { $in: ['delivery', 'emergency'] },
            dueAt: { $lte: now },
            $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
          },
          { $set: { leaseOwner, leaseUntil } },
          { sort: { dueAt: 1 }, returnDocument: 'after' },
        );
        if (!doc) break;
        claimed.push(jobDocSchema.parse(doc));
      }
      return claimed;
    },
    // A sent or suppressed job keeps its id (a keyed hash that still refuses a second send) and status, not its address.
    markJobSent: async ({ id, leaseOwner, at }) => {
      await jobs.updateOne(heldBy(id, leaseOwner), {
        $set: { status: 'sent', sentAt: at, email: '' },
        $unset: releaseLease,
      });
    },
    markJobSuppressed: async ({ id, leaseOwner, reason }) => {
      await jobs.updateOne(heldBy(id, leaseOwner), {
        $set: { status: 'suppressed', lastError: reason, email: '' },
        $unset: releaseLease,
      });
    },
    markJobFailed: async ({ id, leaseOwner, error, retryAt }) => {
      const next = retryAt === null ? { status: 'failed' } : { dueAt: retryAt };
      await jobs.updateOne(heldBy(id, leaseOwner), {
        $set: { ...next, lastError: error.slice(0, 1000) },
        $inc: { attempts: 1 },
        $unset: releaseLease,
      });
    },
    getJobStatus: async (id) => {
      const doc = await jobs.findOne({ _id: id, kind: { $in: ['delivery', 'emergency'] } });
      return doc === null ? null : statusSchema.parse(doc);
    },
    addOptOut: async ({ addressKey, at }) => {
      // The newest opt-out counts: a later signup is a new request only if it came after it (outbox/suppression-rule.ts).
      await optOuts.updateOne({ _id: addressKey }, { $max: { at } }, { upsert: true });
    },
    isOptedOut: async (addressKey) => (await optOuts.findOne({ _id: addressKey })) !== null,
    getOptOutAt: async (addressKey) => {
      const doc = await optOuts.findOne({ _id: addressKey });
      return doc === null ? null : optOutSchema.parse(doc).at;
    },
  };
}
