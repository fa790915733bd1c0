import { mkdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { postbackEvents, type PostbackStore, type StoredPostback } from './port.ts';
import { attemptFromRow, entryIndexes, sqliteEntryPostbackCalls } from './sqlite-postback-entry.ts';
import { settleHeldColumn, sqlitePostbackHolds } from './sqlite-postback-holds.ts';

// Postbacks of the embedded store, in a file of their own beside the tracker's (`tracker.db` →
// `tracker-postbacks.db`), written from the main thread: a few writes per conversion, so the group-committing
// writer thread of the tracker's file is not worth a new command for each. synchronous=FULL: a queued
// postback survives a power cut. Every tracker process on this machine opens the same file; a claim is an
// IMMEDIATE transaction, so two processes never lease the same postback.

export function postbackPathFor(trackerPath: string): string {
  if (trackerPath === ':memory:') return trackerPath;
  return join(dirname(trackerPath), `${basename(trackerPath, extname(trackerPath))}-postbacks.db`);
}

const schema = `
CREATE TABLE IF NOT EXISTS postbacks (
  id TEXT PRIMARY KEY,
  entry_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  offer_id TEXT,
  affiliate_id TEXT,
  macro_values TEXT NOT NULL,
  occurred_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_status INTEGER,
  last_error TEXT,
  lease_owner TEXT,
  lease_until INTEGER
);
CREATE INDEX IF NOT EXISTS postbacks_due ON postbacks (status, due_at);
CREATE INDEX IF NOT EXISTS postbacks_occurred ON postbacks (occurred_at);
CREATE TABLE IF NOT EXISTS postback_attempts (
  postback_id TEXT NOT NULL,
  affiliate_id TEXT,
  event TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  at INTEGER NOT NULL,
  url TEXT NOT NULL,
  status INTEGER,
  latency_ms INTEGER NOT NULL,
  error TEXT
);
CREATE INDEX IF NOT EXISTS postback_attempts_at ON postback_attempts (at);
CREATE TABLE IF NOT EXISTS pixel_fires (
  entry_id INTEGER PRIMARY KEY,
  affiliate_id TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pixel_fires_at ON pixel_fires (at);
`;

const eventSchema = z.enum(postbackEvents);

const postbackRowSchema = z
  .object({
    id: z.string(),
    entry_id: z.number().int(),
    event: eventSchema,
    offer_id: z.string().nullable(),
    affiliate_id: z.string().nullable(),
    macro_values: z.string(),
    occurred_at: z.number().int(),
    due_at: z.number().int(),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled', 'held']),
    attempts: z.number().int(),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    held_by: z.string().nullable().optional(),
  })
  .transform(
    (row): StoredPostback => ({
      id: row.id,
      entryId: row.entry_id,
      event: row.event,
      offerId: row.offer_id,
      affiliateId: row.affiliate_id,
      values: z.record(z.string(), z.string()).parse(JSON.parse(row.macro_values)),
      occurredAt: row.occurred_at,
      dueAt: row.due_at,
      status: row.status,
      attempts: row.attempts,
      lastStatus: row.last_status,
      lastError: row.last_error,
      heldBy: row.held_by ?? null,
    }),
  );

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

export function openSqlitePostbackStore({ trackerPath }: { trackerPath: string }): PostbackStore {
  const path = postbackPathFor(trackerPath);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(schema);
  db.exec(entryIndexes);
  settleHeldColumn(db);

  const insert = db.prepare(
    `INSERT INTO postbacks (id, entry_id, event, offer_id, affiliate_id, macro_values, occurred_at, due_at, status, held_by)
     VALUES (@id, @entryId, @event, @offerId, @affiliateId, @values, @occurredAt, @dueAt, @status, @heldBy) ON CONFLICT (id) DO NOTHING`,
  );
  const due = db.prepare(
    `SELECT id FROM postbacks WHERE status = 'pending' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY due_at LIMIT ?`,
  );
  const lease = db.prepare(`UPDATE postbacks SET lease_owner = ?, lease_until = ? WHERE id = ?`);
  const byId = db.prepare(`SELECT * FROM postbacks WHERE id = ?`);
  const moveOn = db.prepare(
    `UPDATE postbacks SET status = @status, due_at = coalesce(@dueAt, due_at), attempts = attempts + 1, last_status = @lastStatus,
       last_error = @lastError, lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND lease_owner = @leaseOwner AND status = 'pending'`,
  );
  const insertAttempt = db.prepare(
    `INSERT INTO postback_attempts (postback_id, affiliate_id, event, attempt, at, url, status, latency_ms, error)
     VALUES (@postbackId, @affiliateId, @event, @attempt, @at, @url, @status, @latencyMs, @error)`,
  );
  const health = db.prepare(
    `SELECT affiliate_id, event,
       sum(attempts > 0) AS sent,
       sum(status = 'delivered') AS delivered,
       sum(status = 'failed' OR (status = 'pending' AND attempts > 0)) AS failing,
       sum(status = 'pending' AND attempts = 0) AS pending,
       (SELECT p2.last_status FROM postbacks p2 WHERE p2.affiliate_id IS p.affiliate_id AND p2.event = p.event AND p2.last_error IS NOT NULL
          AND p2.status != 'delivered' AND p2.occurred_at >= @from AND p2.occurred_at < @to ORDER BY p2.occurred_at DESC LIMIT 1) AS last_status,
       (SELECT p2.last_error FROM postbacks p2 WHERE p2.affiliate_id IS p.affiliate_id AND p2.event = p.event AND p2.last_error IS NOT NULL
          AND p2.status != 'delivered' AND p2.occurred_at >= @from AND p2.occurred_at < @to ORDER BY p2.occurred_at DESC LIMIT 1) AS last_error
     FROM postbacks p WHERE occurred_at >= @from AND occurred_at < @to
     GROUP BY affiliate_id, event ORDER BY affiliate_id, event`,
  );
  const latestAttempts = db.prepare(`SELECT * FROM postback_attempts ORDER BY at DESC, rowid DESC LIMIT ?`);
  const replay = db.prepare(`UPDATE postbacks SET status = 'pending', due_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND status = 'failed'`);

  const insertPixel = db.prepare(`INSERT INTO pixel_fires (entry_id, affiliate_id, at) VALUES (?, ?, ?) ON CONFLICT (entry_id) DO NOTHING`);
  const pixelCounts = db.prepare(`SELECT affiliate_id, count(*) AS fired FROM pixel_fires WHERE at >= ? AND at < ? GROUP BY affiliate_id ORDER BY affiliate_id`);
  const pixelRowSchema = z.object({ affiliate_id: z.string().nullable(), fired: z.number().int() });

  // Postbacks still to send (pending, or held for review) stay, whatever their age.
  const forgetPostbacks = db.prepare(`DELETE FROM postbacks WHERE status NOT IN ('pending', 'held') AND occurred_at < ?`);
  const forgetAttempts = db.prepare(`DELETE FROM postback_attempts WHERE at < ? AND postback_id NOT IN (SELECT id FROM postbacks WHERE status IN ('pending', 'held'))`);
  const forgetPixels = db.prepare(`DELETE FROM pixel_fires WHERE at < ?`);
  const purge = db.transaction((before: number) => ({
    postbacks: forgetPostbacks.run(before).changes,
    attempts: forgetAttempts.run(before).changes,
    pixelFires: forgetPixels.run(before).changes,
  }));

  const claim = db.transaction((now: number, leaseOwner: string, leaseUntil: number, limit: number) => {
    const ids = due.pluck().all(now, now, limit).map((id) => z.string().parse(id));
    for (const id of ids) lease.run(leaseOwner, leaseUntil, id);
    return ids.map((id) => postbackRowSchema.parse(byId.get(id)));
  });

  const record = db.transaction(({ leaseOwner, attempt, next }: Parameters<PostbackStore['recordPostbackAttempt']>[0]) => {
    const moved = moveOn.run({
      id: attempt.postbackId,
      leaseOwner,
      status: next.status,
      dueAt: next.status === 'pending' ? next.dueAt : null,
      lastStatus: attempt.status,
      lastError: attempt.error?.slice(0, 1000) ?? null,
    });
    if (moved.changes === 1) insertAttempt.run({ ...attempt, error: attempt.error?.slice(0, 1000) ?? null });
  });

  return {
    enqueuePostback: async ({ heldBy = null, ...postback }) => ({
      queued: insert.run({ ...postback, values: JSON.stringify(postback.values), status: heldBy ? 'held' : 'pending', heldBy }).changes === 1,
    }),
    claimDuePostbacks: async ({ now, leaseOwner, leaseUntil, limit }) => claim.immediate(now, leaseOwner, leaseUntil, limit),
    recordPostbackAttempt: async (input) => {
      record.immediate(input);
    },
    getPostback: async (id) => {
      const row = byId.get(id);
      return row === undefined ? null : postbackRowSchema.parse(row);
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
    ...sqliteEntryPostbackCalls(db),
    ...sqlitePostbackHolds(db),
    replayPostback: async ({ id, now }) => replay.run(now, id).changes === 1,
    recordPixelFire: async ({ entryId, affiliateId, at }) => ({ recorded: insertPixel.run(entryId, affiliateId, at).changes === 1 }),
    countPixelFires: async ({ from, to }) =>
      pixelCounts.all(from, to).map((row) => {
        const parsed = pixelRowSchema.parse(row);
        return { affiliateId: parsed.affiliate_id, fired: parsed.fired };
      }),
    purgeFinishedBefore: async (before) => purge.immediate(before),
    close: async () => {
      db.close();
    },
  };
}
