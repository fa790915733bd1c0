import { z } from 'zod';
import type { CappedEnqueueResult, GuideEmailQueueing } from '../../jobs/port.ts';
import type { Store } from '../port.ts';
import type { Collections } from './collections.ts';
import type { SessionLike } from './driver-surface.ts';

// The outbox writes that keep mail where it is wanted: a job queued only within the mail caps (checked and logged in one
// transaction, so concurrent calls cannot overshoot a cap), and ids reserved from the entries' sequence.

type InTransaction = <T>(work: (session: SessionLike) => Promise<T>) => Promise<T>;

const sequenceSchema = z.object({ seq: z.number().int() });

/** Queues the job if it is new and fits the caps, inside the caller's transaction (alone, or the thank-you write's). */
export async function enqueueCappedInSession({
  collections: { jobs, mailLog },
  queueing: {
    job: { id, dueAt, ...job },
    caps,
  },
  session,
}: {
  collections: Collections;
  queueing: GuideEmailQueueing;
  session: SessionLike;
}): Promise<CappedEnqueueResult> {
  /** How many logged mails match, read no further than the cap (all the answer needs). */
  const countUpTo = async (filter: Record<string, unknown>, cap: number) =>
    (await mailLog.find(filter, { session, limit: cap }).toArray()).length;
  if (await jobs.findOne({ _id: id }, { session })) return { queued: false };
  // Jobs queued before job ids named the entry (they named the address) still count as its one job.
  if (job.entryId !== null && (await jobs.findOne({ kind: job.kind, entryId: job.entryId }, { session })))
    return { queued: false };
  if ((await countUpTo({ caller: caps.caller, at: { $gte: caps.since } }, caps.perCaller)) >= caps.perCaller)
    return { queued: false, refusedBy: 'caller' };
  if ((await countUpTo({ mailbox: caps.mailbox, at: { $gte: caps.since } }, caps.perMailbox)) >= caps.perMailbox)
    return { queued: false, refusedBy: 'mailbox' };
  await jobs.insertOne({ _id: id, ...job, status: 'pending', dueAt, leaseOwner: null, leaseUntil: null }, { session });
  await mailLog.insertOne({ _id: id, mailbox: caps.mailbox, caller: caps.caller, at: caps.at }, { session });
  return { queued: true };
}

export function createCappedOutbox(
  collections: Collections,
  inTransaction: InTransaction,
): Pick<Store, 'enqueueCappedJob' | 'reserveEntryId'> {
  const { sequences } = collections;
  return {
    enqueueCappedJob: (queueing) =>
      inTransaction((session) => enqueueCappedInSession({ collections, queueing, session })),
    reserveEntryId: async () => {
      const sequence = await sequences.findOneAndUpdate(
        { _id: 'entries' },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      return sequenceSchema.parse(sequence).seq;
    },
  };
}
