import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import type { NewAlertJob, PostbackFailureRow, PostbackOutcomeChange, StoredAlertJob } from '../../jobs/port.ts';

// The alerts' emails in the one job queue (`jobs`, kind `alert`: the operator's address in `email`, the subject,
// text and the summary's HTML in `payload`), and the guide email's refusals the alert rules count. A job's id is its idempotency key.

const alertRowSchema = z
  .object({ id: z.string(), email: z.string(), payload: z.string(), attempts: z.number().int() })
  .transform((row): StoredAlertJob => {
    const message = z
      .object({ subject: z.string(), text: z.string(), html: z.string().optional() })
      .parse(JSON.parse(row.payload));
    return { id: row.id, email: row.email, attempts: row.attempts, ...message };
  });

export function prepareAlertJobStatements(db: Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO jobs (id, kind, email, entry_id, status, attempts, due_at, payload)
     VALUES (?, 'alert', ?, NULL, 'pending', 0, ?, ?)`,
  );
  const claim = db.prepare(
    `UPDATE jobs SET lease_owner = ?, lease_until = ?
     WHERE id IN (SELECT id FROM jobs WHERE status = 'pending' AND kind = 'alert' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
                  ORDER BY due_at LIMIT ?)
     RETURNING id, email, payload, attempts`,
  );
  const anyDue = db
    .prepare(
      "SELECT 1 FROM jobs WHERE status = 'pending' AND kind = 'alert' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) LIMIT 1",
    )
    .pluck();
  // jobs_due (status, due_at) serves it: only pending and failed rows due since `since` are visited.
  const refused = db
    .prepare(
      `SELECT COUNT(*) FROM jobs WHERE status IN ('pending', 'failed') AND due_at >= ?
       AND kind IN ('delivery', 'emergency') AND attempts > 0`,
    )
    .pluck();
  // postback_attempts_at serves both parts: only the window's attempts are visited.
  const failures = db.prepare(
    `WITH delivered AS (
       SELECT affiliate_id, MAX(at) AS at FROM postback_attempts WHERE at >= ? AND error IS NULL GROUP BY affiliate_id
     )
     SELECT a.affiliate_id AS affiliateId, MIN(a.at) AS failedSince, COUNT(*) AS failures
     FROM postback_attempts a LEFT JOIN delivered d ON d.affiliate_id IS a.affiliate_id
     WHERE a.at >= ? AND a.error IS NOT NULL AND (d.at IS NULL OR a.at > d.at)
     GROUP BY a.affiliate_id`,
  );
  const failureRowSchema = z.object({
    affiliateId: z.string().nullable(),
    failedSince: z.number(),
    failures: z.number().int(),
  });
  // postback_attempts_at serves it; the window function keeps only the attempts that change an affiliate's outcome.
  const outcomeChanges = db.prepare(
    `SELECT affiliateId, at, delivered FROM (
       SELECT affiliate_id AS affiliateId, at, rowid AS seq, (error IS NULL) AS delivered,
         LAG(error IS NULL) OVER (PARTITION BY affiliate_id ORDER BY at, rowid) AS before
       FROM postback_attempts WHERE at >= ? AND at < ?
     ) WHERE before IS NULL OR before != delivered ORDER BY at, seq`,
  );
  const outcomeRowSchema = z.object({ affiliateId: z.string().nullable(), at: z.number(), delivered: z.number() });
  return {
    listOutcomeChanges: (from: number, to: number): PostbackOutcomeChange[] =>
      outcomeChanges.all(from, to).map((row) => {
        const parsed = outcomeRowSchema.parse(row);
        return { affiliateId: parsed.affiliateId, at: parsed.at, delivered: parsed.delivered === 1 };
      }),
    summariseFailures: (since: number): PostbackFailureRow[] =>
      failures.all(since, since).map((row) => failureRowSchema.parse(row)),
    insertAlert: (job: NewAlertJob) =>
      insert.run(
        job.id,
        job.email,
        job.dueAt,
        JSON.stringify({ subject: job.subject, text: job.text, ...(job.html === undefined ? {} : { html: job.html }) }),
      ).changes === 1,
    claimAlerts: (input: { now: number; leaseOwner: string; leaseUntil: number; limit: number }) =>
      claim
        .all(input.leaseOwner, input.leaseUntil, input.now, input.now, input.limit)
        .map((row) => alertRowSchema.parse(row)),
    hasDueAlerts: (now: number) => anyDue.get(now, now) !== undefined,
    countRefused: (since: number) => Number(refused.get(since)),
  };
}
