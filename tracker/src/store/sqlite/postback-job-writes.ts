import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import type { EntryFactTemplate } from '../../counting/records.ts';
import type {
  NewPostback,
  PostbackAttempt,
  PostbackNext,
  PostbackPurgeCounts,
  PostbackQueueing,
  PostbackStatus,
  StoredPostback,
} from '../../jobs/port.ts';
import {
  conversionsToRead,
  planPostbacks,
  settlePostbacks,
  type ConversionState,
  type PlannedEntry,
} from '../../jobs/postback-plan.ts';
import { receiverOriginOf } from '../../jobs/receiver-origin.ts';
import { postbackColumns, postbackFromRow } from './postback-job-rows.ts';

// The postback jobs' writes, run by the writer thread inside its batch transaction: the postbacks an entry
// write queues (in that write's transaction), and the worker's, the operator's and the retention's calls.

export type PostbackWrite =
  | { name: 'enqueue'; postback: NewPostback }
  | { name: 'claim'; now: number; leaseOwner: string; leaseUntil: number; limit: number }
  | { name: 'record'; leaseOwner: string; attempt: PostbackAttempt; next: PostbackNext }
  | { name: 'postpone'; id: string; leaseOwner: string; dueAt: number }
  | { name: 'forget'; entryId: number }
  | { name: 'release'; heldBy: string; now: number }
  | { name: 'cancel'; heldBy: string }
  | { name: 'replay'; id: string; now: number }
  | { name: 'pixel'; entryId: number; affiliateId: string | null; at: number }
  | { name: 'purge'; before: number };

export type PostbackWriteResults = {
  enqueue: { queued: boolean };
  claim: StoredPostback[];
  record: undefined;
  postpone: undefined;
  forget: { cancelled: number; stripped: number };
  release: number;
  cancel: number;
  replay: boolean;
  pixel: { recorded: boolean };
  purge: PostbackPurgeCounts;
};

const stateSchema = z.enum(['held', 'approved', 'rejected']);

export function preparePostbackJobWrites(db: Database) {
  const insert = db.prepare(
    `INSERT INTO jobs (id, kind, email, entry_id, event, offer_id, affiliate_id, payload, occurred_at, due_at, status, attempts, held_by)
     VALUES (@id, 'postback', '', @entryId, @event, @offerId, @affiliateId, @values, @occurredAt, @dueAt, @status, 0, @heldBy) ON CONFLICT (id) DO NOTHING`,
  );
  const conversionState = db.prepare('SELECT status FROM held_conversions WHERE id = ?').pluck();
  const due = db
    .prepare(
      "SELECT id FROM jobs WHERE kind = 'postback' AND status = 'pending' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY due_at LIMIT ?",
    )
    .pluck();
  const lease = db.prepare('UPDATE jobs SET lease_owner = ?, lease_until = ? WHERE id = ?');
  const byId = db.prepare(`SELECT ${postbackColumns} FROM jobs WHERE id = ?`);
  const moveOn = db.prepare(
    `UPDATE jobs SET status = @status, due_at = coalesce(@dueAt, due_at), attempts = attempts + 1, last_status = @lastStatus,
       last_error = @lastError, lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND kind = 'postback' AND lease_owner = @leaseOwner AND status = 'pending'`,
  );
  const insertAttempt = db.prepare(
    `INSERT INTO postback_attempts (postback_id, affiliate_id, event, attempt, at, url, status, latency_ms, error)
     VALUES (@postbackId, @affiliateId, @event, @attempt, @at, @url, @status, @latencyMs, @error)`,
  );
  const postpone = db.prepare(
    "UPDATE jobs SET due_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND kind = 'postback' AND lease_owner = ? AND status = 'pending'",
  );
  const cancelPending = db.prepare(
    "UPDATE jobs SET status = 'cancelled', payload = '{}', lease_owner = NULL, lease_until = NULL WHERE kind = 'postback' AND entry_id = ? AND status IN ('pending', 'held')",
  );
  const stripOthers = db.prepare(
    "UPDATE jobs SET payload = '{}' WHERE kind = 'postback' AND entry_id = ? AND status != 'cancelled' AND payload != '{}'",
  );
  const entryAttempts = db.prepare(
    "SELECT a.rowid AS row_id, a.url FROM postback_attempts a JOIN jobs p ON p.id = a.postback_id WHERE p.kind = 'postback' AND p.entry_id = ?",
  );
  const setAttemptUrl = db.prepare('UPDATE postback_attempts SET url = ? WHERE rowid = ?');
  const rowIdSchema = z.object({ row_id: z.number().int(), url: z.string() });
  const release = db.prepare(
    "UPDATE jobs SET status = 'pending', due_at = ? WHERE kind = 'postback' AND held_by = ? AND status = 'held'",
  );
  const cancel = db.prepare(
    "UPDATE jobs SET status = 'cancelled' WHERE kind = 'postback' AND held_by = ? AND status = 'held'",
  );
  const replay = db.prepare(
    "UPDATE jobs SET status = 'pending', due_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND kind = 'postback' AND status = 'failed'",
  );
  const insertPixel = db.prepare(
    'INSERT INTO pixel_fires (entry_id, affiliate_id, at) VALUES (?, ?, ?) ON CONFLICT (entry_id) DO NOTHING',
  );
  // Postbacks still to send (pending, or held for review) stay, whatever their age.
  const forgetPostbacks = db.prepare(
    "DELETE FROM jobs WHERE kind = 'postback' AND status NOT IN ('pending', 'held') AND occurred_at < ?",
  );
  const forgetAttempts = db.prepare(
    "DELETE FROM postback_attempts WHERE at < ? AND postback_id NOT IN (SELECT id FROM jobs WHERE kind = 'postback' AND status IN ('pending', 'held'))",
  );
  const forgetPixels = db.prepare('DELETE FROM pixel_fires WHERE at < ?');

  const write = (postback: NewPostback & { status: PostbackStatus }) =>
    insert.run({ ...postback, heldBy: postback.heldBy ?? null, values: JSON.stringify(postback.values) }).changes === 1;

  const stateOf = (id: string): ConversionState => {
    const status = conversionState.get(id);
    return status === undefined ? null : stateSchema.parse(status);
  };

  function run(call: PostbackWrite): unknown {
    switch (call.name) {
      case 'enqueue':
        return { queued: write({ ...call.postback, status: call.postback.heldBy ? 'held' : 'pending' }) };
      case 'claim': {
        const ids = due.all(call.now, call.now, call.limit).map((id) => z.string().parse(id));
        for (const id of ids) lease.run(call.leaseOwner, call.leaseUntil, id);
        return ids.map((id) => postbackFromRow(byId.get(id)));
      }
      case 'record': {
        const error = call.attempt.error?.slice(0, 1000) ?? null;
        const { next, attempt } = call;
        const moved = moveOn.run({
          id: attempt.postbackId,
          leaseOwner: call.leaseOwner,
          status: next.status,
          dueAt: next.status === 'pending' ? next.dueAt : null,
          lastStatus: attempt.status,
          lastError: error,
        });
        if (moved.changes === 1) insertAttempt.run({ ...attempt, error });
        return undefined;
      }
      case 'postpone':
        postpone.run(call.dueAt, call.id, call.leaseOwner);
        return undefined;
      case 'forget': {
        const cancelled = cancelPending.run(call.entryId).changes;
        const stripped = stripOthers.run(call.entryId).changes;
        for (const row of entryAttempts.all(call.entryId)) {
          const { row_id: rowId, url } = rowIdSchema.parse(row);
          setAttemptUrl.run(receiverOriginOf(url), rowId);
        }
        return { cancelled, stripped };
      }
      case 'release':
        return release.run(call.now, call.heldBy).changes;
      case 'cancel':
        return cancel.run(call.heldBy).changes;
      case 'replay':
        return replay.run(call.now, call.id).changes === 1;
      case 'pixel':
        return { recorded: insertPixel.run(call.entryId, call.affiliateId, call.at).changes === 1 };
      case 'purge':
        return {
          postbacks: forgetPostbacks.run(call.before).changes,
          attempts: forgetAttempts.run(call.before).changes,
          pixelFires: forgetPixels.run(call.before).changes,
        };
    }
  }

  return {
    run,
    /** The entry write's postbacks, in its transaction (after its facts, so its own held conversions exist). */
    queueForEntry(
      entry: PlannedEntry,
      facts: readonly EntryFactTemplate[],
      queueing: PostbackQueueing | undefined,
    ): void {
      const plan = planPostbacks(entry, facts, queueing);
      if (plan.length === 0) return;
      const states = new Map(conversionsToRead(plan).map((id) => [id, stateOf(id)]));
      for (const postback of settlePostbacks(plan, (id) => states.get(id) ?? null)) write(postback);
    },
  };
}
