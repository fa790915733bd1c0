import { mkdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { createRateLimitWindows } from '../rate-limit-windows.ts';

// Rate-limit counters of the embedded store, in a file of their own beside the tracker's
// (`tracker.db` → `tracker-rate-limits.db`) and written from the main thread. Kept apart because the tracker's
// file is written by the writer thread, whose transactions hold the lock through an fsync: a counter update
// there would wait for it. Here a write is a few microseconds and never fsynced (synchronous=OFF: a power cut
// may forget a minute's counts, which only lets a caller start its window again). Every tracker process on
// this machine opens the same file, so they share one limit.

export function rateLimitPathFor(trackerPath: string): string {
  if (trackerPath === ':memory:') return trackerPath;
  return join(dirname(trackerPath), `${basename(trackerPath, extname(trackerPath))}-rate-limits.db`);
}

/**
 * The database as rate-limiter-flexible uses it, with each SQL text prepared once: the library prepares its upsert
 * again on every hit (SQLite parses and plans it each time), which cost more than the upsert itself. Its texts are
 * a handful (the upsert, the read, the delete, the clean-up), so the cache stays that small.
 */
function preparingOnce(db: Database.Database) {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    transaction: db.transaction.bind(db),
  };
}

export function openRateLimitWindows(trackerPath: string) {
  const path = rateLimitPathFor(trackerPath);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  // Another process's update takes microseconds; waiting longer than this would stall every request.
  db.pragma('busy_timeout = 200');
  const client = preparingOnce(db);
  const addHits = createRateLimitWindows(
    ({ counter, windowSeconds }) =>
      new Promise((resolve, reject) => {
        const limiter: RateLimiterSQLite = new RateLimiterSQLite(
          {
            storeClient: client,
            storeType: 'better-sqlite3',
            tableName: 'rate_limits',
            keyPrefix: counter,
            points: 1,
            duration: windowSeconds,
            clearExpiredByTimeout: true,
          },
          (error?: unknown) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter),
        );
      }),
  );
  return { addHits, close: () => db.close() };
}
