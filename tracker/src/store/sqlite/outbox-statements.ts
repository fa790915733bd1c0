import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import type { CappedEnqueueResult, MailCaps, StoredJob } from '../../jobs/port.ts';
import { prepareAlertJobStatements } from './alert-job-statements.ts';

// The guide email's jobs in the one job queue (`jobs`, job-tables.ts). A job's id is its idempotency key, so
// enqueueing twice stores one job.

const jobRowSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['delivery', 'emergency']),
    email: z.string(),
    entry_id: z.number().int().nullable(),
    attempts: z.number().int(),
  })
  .transform(
    (row): StoredJob => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      entryId: row.entry_id,
      attempts: row.attempts,
    }),
  );

const jobStatusSchema = z.object({
  status: z.enum(['pending', 'sent', 'failed', 'suppressed']),
  attempts: z.number().int(),
});

export function prepareOutboxStatements(db: Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO jobs (id, kind, email, entry_id, status, attempts, due_at) VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
  );
  // One UPDATE … RETURNING: claiming is atomic under SQLite's single writer, whichever process asks.
  const claim = db.prepare(
    `UPDATE jobs SET lease_owner = ?, lease_until = ?
     WHERE id IN (SELECT id FROM jobs WHERE status = 'pending' AND kind IN ('delivery', 'emergency') AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
                  ORDER BY due_at LIMIT ?)
     RETURNING id, kind, email, entry_id, attempts`,
  );
  // A sent or suppressed job keeps its id (a keyed hash that still refuses a second send) and status, not its address.
  const sent = db.prepare(
    `UPDATE jobs SET status = 'sent', sent_at = ?, email = '', lease_owner = NULL, lease_until = NULL
     WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
  );
  const suppressed = db.prepare(
    `UPDATE jobs SET status = 'suppressed', last_error = ?, email = '', lease_owner = NULL, lease_until = NULL
     WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
  );
  const failed = db.prepare(
    `UPDATE jobs SET attempts = attempts + 1, last_error = ?, lease_owner = NULL, lease_until = NULL,
       status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END, due_at = COALESCE(?, due_at)
     WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
  );
  const jobExists = db.prepare('SELECT 1 FROM jobs WHERE id = ?').pluck();
  const mailsToMailbox = db.prepare('SELECT COUNT(*) FROM mail_log WHERE mailbox = ? AND at >= ?').pluck();
  const mailsByCaller = db.prepare('SELECT COUNT(*) FROM mail_log WHERE caller = ? AND at >= ?').pluck();
  const logMail = db.prepare('INSERT INTO mail_log (job_id, mailbox, caller, at) VALUES (?, ?, ?, ?)');
  const status = db.prepare("SELECT status, attempts FROM jobs WHERE id = ? AND kind IN ('delivery', 'emergency')");
  // The newest opt-out counts: a later signup is a new request only if it came after it (outbox/suppression-rule.ts).
  const addOptOut = db.prepare(
    'INSERT INTO opt_outs (address_key, at) VALUES (?, ?) ON CONFLICT (address_key) DO UPDATE SET at = max(at, excluded.at)',
  );
  const optedOut = db.prepare('SELECT 1 FROM opt_outs WHERE address_key = ?').pluck();
  const optOutAt = db.prepare('SELECT at FROM opt_outs WHERE address_key = ?').pluck();
  const anyDue = db
    .prepare(
      "SELECT 1 FROM jobs WHERE status = 'pending' AND kind IN ('delivery', 'emergency') AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) LIMIT 1",
    )
    .pluck();
  const jobOfKindForEntry = db.prepare('SELECT 1 FROM jobs WHERE kind = ? AND entry_id = ?').pluck();

  return {
    ...prepareAlertJobStatements(db),
    insert: (job: StoredJob & { dueAt: number }) =>
      insert.run(job.id, job.kind, job.email, job.entryId, job.attempts, job.dueAt).changes === 1,
    /** Runs inside the writer's transaction: the counts and the insert see no other write in between. */
    insertCapped: (job: StoredJob & { dueAt: number }, caps: MailCaps): CappedEnqueueResult => {
      if (jobExists.get(job.id) !== undefined) return { queued: false };
      // Jobs queued before job ids named the entry (they named the address) still count as its one job.
      if (job.entryId !== null && jobOfKindForEntry.get(job.kind, job.entryId) !== undefined) return { queued: false };
      if (Number(mailsByCaller.get(caps.caller, caps.since)) >= caps.perCaller)
        return { queued: false, refusedBy: 'caller' };
      if (Number(mailsToMailbox.get(caps.mailbox, caps.since)) >= caps.perMailbox)
        return { queued: false, refusedBy: 'mailbox' };
      insert.run(job.id, job.kind, job.email, job.entryId, job.attempts, job.dueAt);
      logMail.run(job.id, caps.mailbox, caps.caller, caps.at);
      return { queued: true };
    },
    claim: (input: { now: number; leaseOwner: string; leaseUntil: number; limit: number }) =>
      claim
        .all(input.leaseOwner, input.leaseUntil, input.now, input.now, input.limit)
        .map((row) => jobRowSchema.parse(row)),
    markSent: (input: { id: string; leaseOwner: string; at: number }) => sent.run(input.at, input.id, input.leaseOwner),
    markSuppressed: (input: { id: string; leaseOwner: string; reason: string }) =>
      suppressed.run(input.reason, input.id, input.leaseOwner),
    markFailed: (input: { id: string; leaseOwner: string; error: string; retryAt: number | null }) =>
      failed.run(input.error.slice(0, 1000), input.retryAt, input.retryAt, input.id, input.leaseOwner),
    /** Read first on the read connection, so an idle worker's pass costs no write (and no fsync). */
    hasDue: (now: number) => anyDue.get(now, now) !== undefined,
    status: (id: string) => {
      const row = status.get(id);
      return row === undefined ? null : jobStatusSchema.parse(row);
    },
    addOptOut: (addressKey: string, at: number) => addOptOut.run(addressKey, at),
    isOptedOut: (addressKey: string) => optedOut.get(addressKey) !== undefined,
    getOptOutAt: (addressKey: string) => {
      const at = optOutAt.get(addressKey);
      return at === undefined ? null : Number(at);
    },
  };
}
