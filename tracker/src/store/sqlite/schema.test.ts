import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createSchema } from './schema.ts';

describe('createSchema', () => {
  it('adds the page column to an event log created before visits kept their page, and keeps its rows', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE events (
      id INTEGER PRIMARY KEY, at INTEGER NOT NULL, type TEXT NOT NULL, entry_id INTEGER,
      affiliate_id TEXT, sub_id TEXT, s1 TEXT, s2 TEXT, s3 TEXT,
      version INTEGER NOT NULL, offer_id TEXT, position INTEGER, is_bot INTEGER NOT NULL, counted INTEGER NOT NULL
    )`);
    db.exec("INSERT INTO events (at, type, version, is_bot, counted) VALUES (1, 'visit', 1, 0, 1)");
    createSchema(db);
    createSchema(db);
    expect(db.prepare("SELECT name FROM pragma_table_info('events') WHERE name = 'page'").pluck().all()).toEqual(['page']);
    expect(db.prepare('SELECT type, page FROM events').all()).toEqual([{ type: 'visit', page: null }]);
    db.close();
  });
});
