import { existsSync, renameSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Database } from 'better-sqlite3';

// Trackers before the one job queue kept postbacks in a file of their own beside the tracker's
// (`tracker.db` → `tracker-postbacks.db`). The first start on such a file moves its postbacks (pending, held,
// delivered, failed: the health panel's history too), their attempts and the pixel fires into the tracker's
// file, in one transaction, then renames the old file `*.moved` so nothing reads it again. A marker row
// (`moved_files`) makes a second process starting at the same moment move nothing twice. Email jobs were
// already in the tracker's file (`jobs`), and stay where they are.

export function olderPostbackPathFor(trackerPath: string): string {
  return join(dirname(trackerPath), `${basename(trackerPath, extname(trackerPath))}-postbacks.db`);
}

const marker = 'postbacks-file';

function columnsOf(db: Database, table: string): unknown[] {
  return db.prepare(`SELECT name FROM older.pragma_table_info('${table}')`).pluck().all();
}

/** Moves the older postback file's rows in, if there is one; answers how many postbacks moved. */
export function moveOlderPostbacks(db: Database, trackerPath: string, now = Date.now()): number {
  if (trackerPath === ':memory:') return 0;
  const olderPath = olderPostbackPathFor(trackerPath);
  if (!existsSync(olderPath)) return 0;
  db.prepare('ATTACH DATABASE ? AS older').run(olderPath);
  let moved = 0;
  try {
    const tables = db.prepare("SELECT name FROM older.sqlite_master WHERE type = 'table'").pluck().all();
    db.transaction(() => {
      if (db.prepare('INSERT OR IGNORE INTO moved_files (name, at) VALUES (?, ?)').run(marker, now).changes === 0)
        return;
      if (tables.includes('postbacks')) {
        const heldBy = columnsOf(db, 'postbacks').includes('held_by') ? 'held_by' : 'NULL';
        moved = db
          .prepare(
            `INSERT OR IGNORE INTO jobs (id, kind, email, entry_id, event, offer_id, affiliate_id, payload, occurred_at, due_at, status, attempts,
               last_status, last_error, held_by)
             SELECT id, 'postback', '', entry_id, event, offer_id, affiliate_id, macro_values, occurred_at, due_at, status, attempts,
               last_status, last_error, ${heldBy} FROM older.postbacks`,
          )
          .run().changes;
      }
      if (tables.includes('postback_attempts')) {
        db.exec(
          `INSERT INTO postback_attempts (postback_id, affiliate_id, event, attempt, at, url, status, latency_ms, error)
           SELECT postback_id, affiliate_id, event, attempt, at, url, status, latency_ms, error FROM older.postback_attempts ORDER BY rowid`,
        );
      }
      if (tables.includes('pixel_fires'))
        db.exec(
          'INSERT OR IGNORE INTO pixel_fires (entry_id, affiliate_id, at) SELECT entry_id, affiliate_id, at FROM older.pixel_fires',
        );
    }).immediate();
  } finally {
    db.exec('DETACH DATABASE older');
  }
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      renameSync(`${olderPath}${suffix}`, `${olderPath}${suffix}.moved`);
    } catch {
      // Another process renamed it first, or there is no such file (no WAL left behind).
    }
  }
  return moved;
}
