import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { clickConversionSql } from './click-conversions.ts';
import { createSchema } from './schema.ts';

// The conversion files' read must not parse every entry of its window: with the platforms' click ids it goes
// through the partial index of entries with an ad click.

describe('the click conversions read on SQLite', () => {
  const planOf = (db: Database.Database, sql: string): string =>
    db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 0))
      .map((row) => String((row as { detail: unknown }).detail))
      .join('\n');

  it('reads the entries with a Google or Meta click id by the partial index, their offers by the marks key', () => {
    const db = new Database(':memory:');
    createSchema(db);
    for (const clickIds of [['gclid'], ['fbclid']] as const) {
      const { signups, offers } = clickConversionSql(clickIds);
      expect(planOf(db, signups)).toMatch(
        /SEARCH e USING INDEX entries_with_ad_click \(created_at>\? AND created_at<\?\)/,
      );
      const plan = planOf(db, offers);
      expect(plan).toMatch(/SEARCH e USING INDEX entries_with_ad_click/);
      expect(plan).toMatch(/SEARCH m USING PRIMARY KEY \(entry_id=\? AND mark>\? AND mark<\?\)/);
    }
    expect(planOf(db, clickConversionSql(['msclkid']).signups)).not.toMatch(/entries_with_ad_click/);
    db.close();
  });

  it('indexes only the entries that hold such a click id', () => {
    const db = new Database(':memory:');
    createSchema(db);
    const insert = db.prepare(
      'INSERT INTO entries (email, version, campaign, created_at, updated_at) VALUES (?, 1, ?, 1, 1)',
    );
    insert.run('a@example.com', JSON.stringify({ gclid: 'G-1' }));
    insert.run('b@example.com', JSON.stringify({ utm_source: 'mail', last_touch: { fbclid: 'F-1' } }));
    insert.run('c@example.com', JSON.stringify({ utm_source: 'mail' }));
    insert.run('d@example.com', '{}');
    db.exec('ANALYZE');
    // sqlite_stat1: the index's first figure is the number of rows it holds.
    expect(db.prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'entries_with_ad_click'").pluck().get()).toMatch(
      /^2 /,
    );
    db.close();
  });
});
