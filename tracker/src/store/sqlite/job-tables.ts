// The job queue's tables in the tracker's file. Every job is a row of `jobs`: the email kinds (`delivery`,
// `emergency`: their address in `email`) and `postback` (its event, affiliate, time and tracking values in
// `event`, `affiliate_id`, `occurred_at`, `payload`; the conversion it waits for in `held_by`). Beside it, the
// postbacks' attempts (the health panel's latest calls) and the browser pixels the site reported.

export const jobTables = [
  `CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY, kind TEXT NOT NULL, email TEXT NOT NULL, entry_id INTEGER,
    status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, due_at INTEGER NOT NULL,
    lease_owner TEXT, lease_until INTEGER, last_error TEXT, sent_at INTEGER
  ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS jobs_due ON jobs (status, due_at)',
  'CREATE INDEX IF NOT EXISTS jobs_entry ON jobs (entry_id)',
  `CREATE TABLE IF NOT EXISTS postback_attempts (
    postback_id TEXT NOT NULL, affiliate_id TEXT, event TEXT NOT NULL, attempt INTEGER NOT NULL, at INTEGER NOT NULL,
    url TEXT NOT NULL, status INTEGER, latency_ms INTEGER NOT NULL, error TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS postback_attempts_at ON postback_attempts (at)',
  'CREATE INDEX IF NOT EXISTS postback_attempts_postback ON postback_attempts (postback_id)',
  'CREATE TABLE IF NOT EXISTS pixel_fires (entry_id INTEGER PRIMARY KEY, affiliate_id TEXT, at INTEGER NOT NULL)',
  'CREATE INDEX IF NOT EXISTS pixel_fires_at ON pixel_fires (at)',
  // Files this tracker moved in once (the postbacks' own file of older versions), so no process moves one twice.
  'CREATE TABLE IF NOT EXISTS moved_files (name TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID',
];

/** The postback columns, added to files made when `jobs` held the email kinds only. */
export const jobColumns = [
  { table: 'jobs', column: 'event', definition: 'event TEXT' },
  { table: 'jobs', column: 'offer_id', definition: 'offer_id TEXT' },
  { table: 'jobs', column: 'affiliate_id', definition: 'affiliate_id TEXT' },
  { table: 'jobs', column: 'payload', definition: 'payload TEXT' },
  { table: 'jobs', column: 'occurred_at', definition: 'occurred_at INTEGER' },
  { table: 'jobs', column: 'held_by', definition: 'held_by TEXT' },
  { table: 'jobs', column: 'last_status', definition: 'last_status INTEGER' },
];

/** Indexes on those columns, made once they exist. */
export const jobIndexes = [
  "CREATE INDEX IF NOT EXISTS jobs_postbacks_occurred ON jobs (occurred_at) WHERE kind = 'postback'",
  'CREATE INDEX IF NOT EXISTS jobs_held_by ON jobs (held_by) WHERE held_by IS NOT NULL',
];
