import type { Database } from 'better-sqlite3';
import type { PostbackStore } from './port.ts';

// The SQLite postback store's part of the conversion review: a postback whose conversion is held waits with
// status 'held' (the worker claims 'pending' only) and the key of that conversion in `held_by`, until the
// operator approves (it is queued, due at once) or rejects it (cancelled, never sent).

/** Files made before the review lack the column; it is added once, on open. */
export function settleHeldColumn(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('postbacks')").pluck().all();
  if (!columns.includes('held_by')) db.exec('ALTER TABLE postbacks ADD COLUMN held_by TEXT');
  db.exec("CREATE INDEX IF NOT EXISTS postbacks_held_by ON postbacks (held_by) WHERE held_by IS NOT NULL");
}

export function sqlitePostbackHolds(db: Database): Pick<PostbackStore, 'releaseHeldPostbacks' | 'cancelHeldPostbacks'> {
  const release = db.prepare("UPDATE postbacks SET status = 'pending', due_at = ? WHERE held_by = ? AND status = 'held'");
  const cancel = db.prepare("UPDATE postbacks SET status = 'cancelled' WHERE held_by = ? AND status = 'held'");
  return {
    releaseHeldPostbacks: async ({ heldBy, now }) => release.run(now, heldBy).changes,
    cancelHeldPostbacks: async (heldBy) => cancel.run(heldBy).changes,
  };
}
