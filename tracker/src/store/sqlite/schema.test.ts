import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  dimensionFactOf,
  dimensionLayout,
  dimensionValueCap,
  type DimensionFact,
} from '../../counting/dimension-counts.ts';
import { aFact } from '../../../test/support/facts.ts';
import { prepareDimensionPending, prepareDimensionRollUp } from './dimension-counts.ts';
import { prepareDimensionReads } from './dimension-reads.ts';
import { scopeTotalValue } from './dimension-totals.ts';
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
    expect(db.prepare("SELECT name FROM pragma_table_info('events') WHERE name = 'page'").pluck().all()).toEqual([
      'page',
    ]);
    expect(db.prepare('SELECT type, page FROM events').all()).toEqual([{ type: 'visit', page: null }]);
    db.close();
  });

  it('drops the raw IP address and user agent of entries created before they were hashed, and adds the hash column', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE entries (
      id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, version INTEGER NOT NULL,
      affiliate_id TEXT, sub_id TEXT, s1 TEXT, s2 TEXT, s3 TEXT,
      selected_offers TEXT NOT NULL DEFAULT '[]', campaign TEXT NOT NULL DEFAULT '{}',
      ip TEXT, user_agent TEXT, is_bot INTEGER NOT NULL DEFAULT 0, step INTEGER NOT NULL DEFAULT 1,
      first_name TEXT, last_name TEXT, zip_code TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
    )`);
    db.exec('CREATE INDEX entries_by_ip ON entries (ip, created_at)');
    db.exec(
      "INSERT INTO entries (email, version, ip, user_agent, created_at, updated_at) VALUES ('ann@example.com', 1, '203.0.113.5', 'Mozilla/5.0', 1, 1)",
    );
    createSchema(db);
    createSchema(db);
    const columns = db.prepare("SELECT name FROM pragma_table_info('entries')").pluck().all();
    expect(columns).toContain('address_hash');
    expect(columns).not.toContain('ip');
    expect(columns).not.toContain('user_agent');
    expect(JSON.stringify(db.prepare('SELECT * FROM entries').all())).not.toMatch(/203\.0\.113\.5|Mozilla/);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'entries' AND name LIKE 'entries_by_%'",
        )
        .pluck()
        .all(),
    ).toEqual(['entries_by_address_hash']);
    db.close();
  });

  it('renames the opt-outs column of an older file, keeping its rows', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE opt_outs (email TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID');
    db.exec("INSERT INTO opt_outs (email, at) VALUES ('ann@example.com', 1)");
    createSchema(db);
    createSchema(db);
    expect(db.prepare('SELECT address_key, at FROM opt_outs').all()).toEqual([
      { address_key: 'ann@example.com', at: 1 },
    ]);
    db.close();
  });
});

describe('createSchema on the dimension history of an older file', () => {
  const stages =
    'impression INTEGER NOT NULL, email INTEGER NOT NULL, continued INTEGER NOT NULL, accepted INTEGER NOT NULL, thank_you INTEGER NOT NULL, download INTEGER NOT NULL';

  /** One value, 'a': a visit in the quarters 10, 4,200 and 20,000, and its newest quarter 30,000, many blocks apart. */
  function fileWithHistory(historyTable: string): Database.Database {
    const db = new Database(':memory:');
    db.exec(
      `CREATE TABLE dimension_series (id INTEGER PRIMARY KEY, scope TEXT NOT NULL, value TEXT NOT NULL, quarter INTEGER NOT NULL, ${stages})`,
    );
    db.exec("INSERT INTO dimension_series VALUES (1, 'sub_id', 'a', 30000, 4, 0, 0, 0, 0, 0)");
    db.exec(historyTable);
    return db;
  }

  /** Opens the file twice (the second finds nothing to do) and reads ranges whose bounds need carry rows. */
  function expectTheSameRanges(db: Database.Database): void {
    createSchema(db);
    createSchema(db);
    const { readDimensionCounts } = prepareDimensionReads(db);
    const visitsIn = (fromQuarter: number, toQuarter: number) =>
      readDimensionCounts({ scope: 'sub_id', fromQuarter, toQuarter }).map(({ counts }) => counts[0]);
    expect(visitsIn(0, 30_001)).toEqual([4]);
    // The file gains the money columns at zero: nothing was counted in them when it was written.
    expect(readDimensionCounts({ scope: 'sub_id', fromQuarter: 0, toQuarter: 30_001 })[0]?.counts).toEqual([
      4, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(visitsIn(11, 30_001)).toEqual([3]);
    expect(visitsIn(4_000, 4_201)).toEqual([1]);
    expect(visitsIn(5_000, 20_000)).toEqual([]);
    expect(visitsIn(5_000, 20_001)).toEqual([1]);
    expect(visitsIn(12_000, 29_000)).toEqual([1]);
    expect(visitsIn(25_000, 40_000)).toEqual([1]);
    // Only the visits' own quarters remain as rows of their own; the rest are carry rows.
    expect(db.prepare('SELECT count(*) FROM dimension_history WHERE quarter IN (10, 4200, 20000)').pluck().get()).toBe(
      3,
    );
  }

  it('moves the history of a file from before the blocks into blocks with carry rows', () => {
    const db = fileWithHistory(
      `CREATE TABLE dimension_quarters (series INTEGER NOT NULL, quarter INTEGER NOT NULL, ${stages}, PRIMARY KEY (series, quarter)) WITHOUT ROWID`,
    );
    db.exec(
      'INSERT INTO dimension_quarters VALUES (1, 10, 1, 0, 0, 0, 0, 0), (1, 4200, 2, 0, 0, 0, 0, 0), (1, 20000, 3, 0, 0, 0, 0, 0)',
    );
    expectTheSameRanges(db);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'dimension_quarters'").all()).toEqual([]);
    db.close();
  });

  it('re-blocks the history of a file written in blocks of 4,096 quarters', () => {
    const db = fileWithHistory(
      `CREATE TABLE dimension_history (block INTEGER NOT NULL, series INTEGER NOT NULL, quarter INTEGER NOT NULL, ${stages}, PRIMARY KEY (block, series, quarter)) WITHOUT ROWID`,
    );
    // In that layout: the visits in blocks 0, 1 and 4, the newest in block 7, a carry row at the start of blocks 1 to 7.
    const rows = [
      [0, 10, 1],
      [1, 4095, 1],
      [1, 4200, 2],
      [2, 8191, 2],
      [3, 12287, 2],
      [4, 16383, 2],
      [4, 20000, 3],
      [5, 20479, 3],
      [6, 24575, 3],
      [7, 28671, 3],
    ];
    for (const [block, quarter, visits] of rows)
      db.prepare('INSERT INTO dimension_history VALUES (?, 1, ?, ?, 0, 0, 0, 0, 0)').run(block, quarter, visits);
    expectTheSameRanges(db);
    db.close();
  });
});

describe('createSchema on the dimension counts of a file from before the scope totals', () => {
  it('gives every scope past 200 values the total series, history and carry rows included, that the roll-up writes', () => {
    const db = new Database(':memory:');
    createSchema(db);
    const addPending = prepareDimensionPending(db);
    const rollUp = prepareDimensionRollUp(db, { layout: dimensionLayout, valueCap: dimensionValueCap });
    const day = 86_400_000;
    const start = Date.parse('2026-03-01T00:00:00Z');
    const visit = (subId: number, at: number) =>
      aFact({
        type: subId % 7 === 3 ? 'signup' : 'visit',
        entryId: subId * 1000 + (at % 997),
        subId: `sub-${subId}`,
        at,
      });
    // Over 40 days (four blocks of 10.7 days): 150 sub ids (no total yet), 100 more and late visits of the first
    // ones (the scope passes 200 values: its total is written from its rows), then a visit of each (added to it).
    const batches = [
      Array.from({ length: 150 }, (_, index) => visit(index, start + 20 * day + index * 3_600_000)),
      [
        ...Array.from({ length: 100 }, (_, index) => visit(150 + index, start + 30 * day + index * 3_600_000)),
        ...Array.from({ length: 50 }, (_, index) => visit(index, start + index * 3_600_000)),
      ],
      Array.from({ length: 250 }, (_, index) => visit(index, start + 39 * day + index * 60_000)),
    ];
    for (const facts of batches) {
      addPending(facts.map(dimensionFactOf).filter((fact): fact is DimensionFact => fact !== null));
      rollUp(undefined);
    }
    const totalRows = () =>
      db
        .prepare(
          `SELECT s.scope, s.quarter AS newest, s.impression AS newestImpressions, h.block, h.quarter, h.impression, h.email FROM dimension_series s
           LEFT JOIN dimension_history h ON h.series = s.id WHERE s.value = ? ORDER BY s.scope, h.block, h.quarter`,
        )
        .all(scopeTotalValue);
    const written = totalRows();
    // Sub id for all affiliates and for the one affiliate: the only scopes of more than 200 values.
    expect(new Set(written.map((row) => (row as { scope: string }).scope)).size).toBe(2);
    const visits = batches.flat().filter(({ type }) => type === 'visit').length;
    expect(written).toContainEqual(expect.objectContaining({ newestImpressions: visits }));
    db.prepare('DELETE FROM dimension_history WHERE series IN (SELECT id FROM dimension_series WHERE value = ?)').run(
      scopeTotalValue,
    );
    db.prepare('DELETE FROM dimension_series WHERE value = ?').run(scopeTotalValue);
    createSchema(db);
    createSchema(db);
    expect(totalRows()).toEqual(written);
    db.close();
  });
});
