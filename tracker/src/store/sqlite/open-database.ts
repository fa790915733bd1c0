import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { createSchema } from './schema.ts';

// One connection to the tracker's file, set up the same way on either thread. WAL with synchronous=FULL (the
// default): a commit is on disk (the WAL fsynced) before any caller hears "ok". NORMAL skips that fsync: a
// commit then survives the process crashing but not the machine losing power. Several processes may share
// the file: SQLite serialises writers, and busy_timeout makes a writer wait for the lock instead of failing.

export type Synchronous = 'FULL' | 'NORMAL';

export function openDatabase(path: string, synchronous: Synchronous): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  db.pragma('busy_timeout = 5000');
  createSchema(db);
  return db;
}
