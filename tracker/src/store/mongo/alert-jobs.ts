import { z } from 'zod';
import type { AlertJobs, PostbackFailureRow, PostbackOutcomeChange, StoredAlertJob } from '../../jobs/port.ts';
import type { CollectionLike } from './driver-surface.ts';
import type { Collections } from './collections.ts';

// The alerts' emails in the one job queue on MongoDB (the `jobs` collection, kind `alert`), and the guide
// email's refusals the alert rules count. The job's _id is its idempotency key; claiming is one
// findOneAndUpdate per job, atomic on the server.

const alertDocSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    attempts: z.number().int(),
  })
  .transform(
    (doc): StoredAlertJob => ({
      id: doc._id,
      email: doc.email,
      subject: doc.subject,
      text: doc.text,
      ...(doc.html === undefined ? {} : { html: doc.html }),
      attempts: doc.attempts,
    }),
  );

const lastDeliveredSchema = z.object({ _id: z.string().nullable(), at: z.number() });
const failureSchema = z.object({ _id: z.string().nullable(), failedSince: z.number(), failures: z.number().int() });

/** Two groupings of the window's attempts: each affiliate's last delivered one, then its failures after it. */
async function summariseFailures(attempts: CollectionLike, since: number): Promise<PostbackFailureRow[]> {
  const delivered = await attempts
    .aggregate([
      { $match: { at: { $gte: since }, error: null } },
      { $group: { _id: '$affiliateId', at: { $max: '$at' } } },
    ])
    .toArray();
  const lastDelivered = delivered.map((doc) => lastDeliveredSchema.parse(doc));
  const afterDelivery = lastDelivered.map((row) => ({ affiliateId: row._id, at: { $gt: row.at } }));
  const others = { affiliateId: { $nin: lastDelivered.map((row) => row._id) }, at: { $gte: since } };
  const failed = await attempts
    .aggregate([
      { $match: { at: { $gte: since }, error: { $ne: null }, $or: [...afterDelivery, others] } },
      { $group: { _id: '$affiliateId', failedSince: { $min: '$at' }, failures: { $sum: 1 } } },
    ])
    .toArray();
  return failed.map((doc) => {
    const row = failureSchema.parse(doc);
    return { affiliateId: row._id, failedSince: row.failedSince, failures: row.failures };
  });
}

const outcomeSchema = z.object({ affiliateId: z.string().nullable().optional(), at: z.number(), error: z.unknown() });

/**
 * The window's attempts, oldest first and reduced to their affiliate, time and outcome, kept only where an
 * affiliate's outcome changes (the `at` index serves the read).
 */
async function listOutcomeChanges(
  attempts: CollectionLike,
  { from, to }: { from: number; to: number },
): Promise<PostbackOutcomeChange[]> {
  const docs = await attempts
    .aggregate([
      { $match: { at: { $gte: from, $lt: to } } },
      { $sort: { at: 1 } },
      { $project: { _id: 0, affiliateId: 1, at: 1, error: 1 } },
    ])
    .toArray();
  const last = new Map<string | null, boolean>();
  const changes: PostbackOutcomeChange[] = [];
  for (const doc of docs) {
    const row = outcomeSchema.parse(doc);
    const affiliateId = row.affiliateId ?? null;
    const delivered = row.error === null || row.error === undefined;
    if (last.get(affiliateId) === delivered) continue;
    last.set(affiliateId, delivered);
    changes.push({ affiliateId, at: row.at, delivered });
  }
  return changes;
}

export function createMongoAlertJobs({
  jobs,
  attempts,
}: Pick<Collections, 'jobs'> & { attempts: CollectionLike }): AlertJobs {
  return {
    enqueueAlertJob: async ({ id, dueAt, ...job }) => {
      const result = await jobs.updateOne(
        { _id: id },
        {
          $setOnInsert: {
            ...job,
            kind: 'alert',
            entryId: null,
            attempts: 0,
            status: 'pending',
            dueAt,
            leaseOwner: null,
            leaseUntil: null,
          },
        },
        { upsert: true },
      );
      return { queued: result.upsertedCount === 1 };
    },
    claimDueAlertJobs: async ({ now, leaseOwner, leaseUntil, limit }) => {
      const claimed: StoredAlertJob[] = [];
      while (claimed.length < limit) {
        const doc = await jobs.findOneAndUpdate(
          {
            status: 'pending',
            kind: 'alert',
            dueAt: { $lte: now },
            $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
          },
          { $set: { leaseOwner, leaseUntil } },
          { sort: { dueAt: 1 }, returnDocument: 'after' },
        );
        if (!doc) break;
        claimed.push(alertDocSchema.parse(doc));
      }
      return claimed;
    },
    summarisePostbackFailures: ({ since }) => summariseFailures(attempts, since),
    listPostbackOutcomeChanges: (window) => listOutcomeChanges(attempts, window),
    // The `due` index (status, dueAt) serves it.
    countRefusedEmailJobs: async ({ since }) => {
      const [row] = await jobs
        .aggregate([
          {
            $match: {
              status: { $in: ['pending', 'failed'] },
              dueAt: { $gte: since },
              kind: { $in: ['delivery', 'emergency'] },
              attempts: { $gt: 0 },
            },
          },
          { $count: 'refused' },
        ])
        .toArray();
      return z.object({ refused: z.number() }).optional().parse(row)?.refused ?? 0;
    },
  };
}
