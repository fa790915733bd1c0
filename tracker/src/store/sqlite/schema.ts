import type { Database } from 'better-sqlite3';
import { quartersPerDay } from '../../counting/records.ts';
import { addLaterStageColumns, dimensionTables, settleHistoryLayout } from './dimension-layout.ts';
import { settleScopeTotals } from './dimension-totals.ts';
import { clickConversionIndexes } from './click-conversions.ts';
import { counterValueTables } from './counter-value-caps.ts';
import { privacyTables, settleConsentLayout } from './privacy-records.ts';
import { conversionReviewTables } from './conversion-review.ts';
import { jobColumns, jobIndexes, jobTables } from './job-tables.ts';

// Tables and indexes, declared in code and created on start (idempotent).

const quarterColumns = Array.from(
  { length: quartersPerDay },
  (_, quarter) => `q${quarter} INTEGER NOT NULL DEFAULT 0`,
).join(', ');

const statements = [
  `CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    version INTEGER NOT NULL,
    affiliate_id TEXT, sub_id TEXT, s1 TEXT, s2 TEXT, s3 TEXT,
    selected_offers TEXT NOT NULL DEFAULT '[]',
    campaign TEXT NOT NULL DEFAULT '{}',
    address_hash TEXT,
    is_bot INTEGER NOT NULL DEFAULT 0,
    device TEXT,
    step INTEGER NOT NULL DEFAULT 1,
    first_name TEXT, last_name TEXT, zip_code TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  )`,
  // The append-only event log; reports never read it, so it carries no secondary index to slow appends.
  `CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL, type TEXT NOT NULL, entry_id INTEGER,
    affiliate_id TEXT, sub_id TEXT, s1 TEXT, s2 TEXT, s3 TEXT,
    version INTEGER NOT NULL, offer_id TEXT, position INTEGER,
    is_bot INTEGER NOT NULL, counted INTEGER NOT NULL, page TEXT,
    experiment TEXT, experiment_version INTEGER
  )`,
  'CREATE TABLE IF NOT EXISTS marks (entry_id INTEGER NOT NULL, mark TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (entry_id, mark)) WITHOUT ROWID',
  `CREATE TABLE IF NOT EXISTS counters (
    affiliate TEXT NOT NULL, version INTEGER NOT NULL, metric TEXT NOT NULL, day INTEGER NOT NULL, detail TEXT NOT NULL,
    total INTEGER NOT NULL DEFAULT 0, ${quarterColumns},
    PRIMARY KEY (affiliate, version, metric, day, detail)
  ) WITHOUT ROWID`,
  'CREATE TABLE IF NOT EXISTS affiliates (affiliate_id TEXT PRIMARY KEY, first_seen INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS offer_names (offer_id TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID',
  ...jobTables,
  // One row per mail queued under the caps (so nobody can mail a stranger in bulk): who it went to and who asked, by normalised mailbox and caller hash.
  'CREATE TABLE IF NOT EXISTS mail_log (job_id TEXT PRIMARY KEY, mailbox TEXT NOT NULL, caller TEXT NOT NULL, at INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE INDEX IF NOT EXISTS mail_log_mailbox ON mail_log (mailbox, at)',
  'CREATE INDEX IF NOT EXISTS mail_log_caller ON mail_log (caller, at)',
  'CREATE TABLE IF NOT EXISTS opt_outs (address_key TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID',
  ...privacyTables,
  ...dimensionTables,
  ...counterValueTables,
  ...conversionReviewTables,
];

/** Columns added after a table's first release, added to files created before them. */
const addedColumns = [
  { table: 'events', column: 'page', definition: 'page TEXT' },
  { table: 'entries', column: 'address_hash', definition: 'address_hash TEXT' },
  { table: 'consent_records', column: 'disclosure_check', definition: 'disclosure_check TEXT' },
  { table: 'entries', column: 'device', definition: 'device TEXT' },
  { table: 'events', column: 'experiment', definition: 'experiment TEXT' },
  { table: 'events', column: 'experiment_version', definition: 'experiment_version INTEGER' },
  ...jobColumns,
];

// Files from before the tracker stopped keeping them held each entry's raw IP address and user agent: both go (their index first,
// as SQLite will not drop an indexed column). Those entries lose the by-IP lookup, which lasts two hours anyway.
const droppedColumns = [
  { table: 'entries', column: 'ip', index: 'entries_by_ip' },
  { table: 'entries', column: 'user_agent', index: null },
];

/** Indexes on columns that older files gain above, so they are made after the columns exist. */
const laterIndexes = [
  'CREATE INDEX IF NOT EXISTS entries_by_address_hash ON entries (address_hash, created_at)',
  ...clickConversionIndexes,
  ...jobIndexes,
];

function columnsOf(db: Database, table: string): unknown[] {
  return db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
}

// Opt-outs recorded before addresses were kept only as keyed hashes hold the address itself under the old column name; they are still honoured.
const renamedColumns = [{ table: 'opt_outs', from: 'email', to: 'address_key' }];

function renameLegacyColumns(db: Database): void {
  for (const { table, from, to } of renamedColumns) {
    if (columnsOf(db, table).includes(from)) db.exec(`ALTER TABLE ${table} RENAME COLUMN ${from} TO ${to}`);
  }
}

function dropLegacyColumns(db: Database): void {
  for (const { table, column, index } of droppedColumns) {
    if (!columnsOf(db, table).includes(column)) continue;
    if (index) db.exec(`DROP INDEX IF EXISTS ${index}`);
    db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  }
}

function addMissingColumns(db: Database): void {
  for (const { table, column, definition } of addedColumns) {
    if (!columnsOf(db, table).includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
  }
}

export function createSchema(db: Database): void {
  // Immediate: processes starting together on one file take turns, so a column is added once.
  db.transaction(() => {
    for (const statement of statements) db.exec(statement);
    addMissingColumns(db);
    dropLegacyColumns(db);
    renameLegacyColumns(db);
    addLaterStageColumns(db);
    settleHistoryLayout(db);
    settleScopeTotals(db);
    settleConsentLayout(db);
    for (const statement of laterIndexes) db.exec(statement);
  }).immediate();
}
