import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { receiverOriginOf } from '../mask-url.ts';
import { postbackEvents, type PostbackAttempt, type PostbackStore } from './port.ts';

// The SQLite postback store's calls about one entry's postbacks (an erasure, an export) and the pause of a
// switched-off affiliate's postbacks. Kept beside sqlite-postback-store.ts, which opens the file.

const attemptRowSchema = z.object({
  postback_id: z.string(),
  affiliate_id: z.string().nullable(),
  event: z.enum(postbackEvents),
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

export const entryIndexes = `
CREATE INDEX IF NOT EXISTS postbacks_entry ON postbacks (entry_id);
CREATE INDEX IF NOT EXISTS postback_attempts_postback ON postback_attempts (postback_id);
`;

type EntryCalls = Pick<PostbackStore, 'postponePostback' | 'forgetEntryPostbacks' | 'listEntryPostbackAttempts'>;

export function sqliteEntryPostbackCalls(db: Database): EntryCalls {
  const postpone = db.prepare(
    `UPDATE postbacks SET due_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
  );
  const cancelPending = db.prepare(
    `UPDATE postbacks SET status = 'cancelled', macro_values = '{}', lease_owner = NULL, lease_until = NULL WHERE entry_id = ? AND status IN ('pending', 'held')`,
  );
  const stripOthers = db.prepare(`UPDATE postbacks SET macro_values = '{}' WHERE entry_id = ? AND status != 'cancelled' AND macro_values != '{}'`);
  const entryAttempts = db.prepare(
    `SELECT a.rowid AS row_id, a.* FROM postback_attempts a JOIN postbacks p ON p.id = a.postback_id WHERE p.entry_id = ? ORDER BY a.at, a.rowid`,
  );
  const setAttemptUrl = db.prepare(`UPDATE postback_attempts SET url = ? WHERE rowid = ?`);
  const rowIdSchema = z.object({ row_id: z.number().int(), url: z.string() });

  const forget = db.transaction((entryId: number) => {
    const cancelled = cancelPending.run(entryId).changes;
    const stripped = stripOthers.run(entryId).changes;
    for (const row of entryAttempts.all(entryId)) {
      const { row_id: rowId, url } = rowIdSchema.parse(row);
      setAttemptUrl.run(receiverOriginOf(url), rowId);
    }
    return { cancelled, stripped };
  });

  return {
    postponePostback: async ({ id, leaseOwner, dueAt }) => {
      postpone.run(dueAt, id, leaseOwner);
    },
    forgetEntryPostbacks: async (entryId) => forget.immediate(entryId),
    listEntryPostbackAttempts: async (entryId) => entryAttempts.all(entryId).map(attemptFromRow),
  };
}
