import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { postbackEvents, type PostbackAttempt, type PostbackJobs, type StoredPostback } from '../../jobs/port.ts';

// A postback job as a row of `jobs`, and the reads of the postback jobs (main thread; writes go through the
// writer thread, postback-job-writes.ts).

const eventSchema = z.enum(postbackEvents);

export const postbackColumns =
  'id, entry_id, event, offer_id, affiliate_id, payload, occurred_at, due_at, status, attempts, last_status, last_error, held_by';

const postbackRowSchema = z
  .object({
    id: z.string(),
    entry_id: z.number().int(),
    event: eventSchema,
    offer_id: z.string().nullable(),
    affiliate_id: z.string().nullable(),
    payload: z.string(),
    occurred_at: z.number().int(),
    due_at: z.number().int(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled', 'held']),
    attempts: z.number().int(),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    held_by: z.string().nullable(),
  })
  .transform(
    (row): StoredPostback => ({
      id: row.id,
      entryId: row.entry_id,
      event: row.event,
      offerId: row.offer_id,
      affiliateId: row.affiliate_id,
      values: z.record(z.string(), z.string()).parse(JSON.parse(row.payload)),
      occurredAt: row.occurred_at,
      dueAt: row.due_at,
      status: row.status,
      attempts: row.attempts,
      lastStatus: row.last_status,
      lastError: row.last_error,
      heldBy: row.held_by,
    }),
  );

export const postbackFromRow = (row: unknown): StoredPostback => postbackRowSchema.parse(row);

const attemptRowSchema = z.object({
  postback_id: z.string(),
  affiliate_id: z.string().nullable(),
  event: eventSchema,
  attempt: z.number().int(),
  at: z.number().int(),
  url: z.string(),
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
});

export function attemptFromRow(row: unknown): PostbackAttempt {
  const parsed = attemptRowSchema.parse(row);
  return {
    postbackId: parsed.postback_id,
    affiliateId: parsed.affiliate_id,
    event: parsed.event,
    attempt: parsed.attempt,
    at: parsed.at,
    url: parsed.url,
    status: parsed.status,
    latencyMs: parsed.latency_ms,
    error: parsed.error,
  };
}

const healthRowSchema = z.object({
  affiliate_id: z.string().nullable(),
  event: eventSchema,
  sent: z.number().int(),
  delivered: z.number().int(),
  failing: z.number().int(),
  pending: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
});

const pixelRowSchema = z.object({ affiliate_id: z.string().nullable(), fired: z.number().int() });

type PostbackReads = Pick<
  PostbackJobs,
  'getPostback' | 'summarisePostbacks' | 'listPostbackAttempts' | 'listEntryPostbackAttempts' | 'countPixelFires'
> & {
  /** Whether any postback is due: read first, so an idle worker's pass costs no write (and no fsync). */
  hasDuePostbacks(now: number): boolean;
};

export function preparePostbackJobReads(db: Database): PostbackReads {
  const byId = db.prepare(`SELECT ${postbackColumns} FROM jobs WHERE id = ? AND kind = 'postback'`);
  const lastFailure = (column: string) =>
    `(SELECT p2.${column} FROM jobs p2 WHERE p2.kind = 'postback' AND p2.affiliate_id IS p.affiliate_id AND p2.event = p.event AND p2.last_error IS NOT NULL
       AND p2.status != 'delivered' AND p2.occurred_at >= @from AND p2.occurred_at < @to ORDER BY p2.occurred_at DESC LIMIT 1)`;
  const health = db.prepare(
    `SELECT affiliate_id, event,
       sum(attempts > 0) AS sent,
       sum(status = 'delivered') AS delivered,
       sum(status = 'failed' OR (status = 'pending' AND attempts > 0)) AS failing,
       sum(status = 'pending' AND attempts = 0) AS pending,
       ${lastFailure('last_status')} AS last_status,
       ${lastFailure('last_error')} AS last_error
     FROM jobs p WHERE kind = 'postback' AND occurred_at >= @from AND occurred_at < @to
     GROUP BY affiliate_id, event ORDER BY affiliate_id, event`,
  );
  const latestAttempts = db.prepare('SELECT * FROM postback_attempts ORDER BY at DESC, rowid DESC LIMIT ?');
  const entryAttempts = db.prepare(
    "SELECT a.* FROM postback_attempts a JOIN jobs p ON p.id = a.postback_id WHERE p.kind = 'postback' AND p.entry_id = ? ORDER BY a.at, a.rowid",
  );
  const anyDue = db
    .prepare(
      "SELECT 1 FROM jobs WHERE kind = 'postback' AND status = 'pending' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) LIMIT 1",
    )
    .pluck();
  const pixelCounts = db.prepare(
    'SELECT affiliate_id, count(*) AS fired FROM pixel_fires WHERE at >= ? AND at < ? GROUP BY affiliate_id ORDER BY affiliate_id',
  );

  return {
    hasDuePostbacks: (now) => anyDue.get(now, now) !== undefined,
    getPostback: async (id) => {
      const row = byId.get(id);
      return row === undefined ? null : postbackFromRow(row);
    },
    summarisePostbacks: async ({ from, to }) =>
      health.all({ from, to }).map((row) => {
        const parsed = healthRowSchema.parse(row);
        return {
          affiliateId: parsed.affiliate_id,
          event: parsed.event,
          sent: parsed.sent,
          delivered: parsed.delivered,
          failing: parsed.failing,
          pending: parsed.pending,
          lastStatus: parsed.last_status,
          lastError: parsed.last_error,
        };
      }),
    listPostbackAttempts: async ({ limit }) => latestAttempts.all(limit).map(attemptFromRow),
    listEntryPostbackAttempts: async (entryId) => entryAttempts.all(entryId).map(attemptFromRow),
    countPixelFires: async ({ from, to }) =>
      pixelCounts.all(from, to).map((row) => {
        const parsed = pixelRowSchema.parse(row);
        return { affiliateId: parsed.affiliate_id, fired: parsed.fired };
      }),
  };
}
