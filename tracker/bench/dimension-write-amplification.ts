import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fact } from '../src/counting/facts.ts';
import { openSqliteStore } from '../src/store/open-store.ts';
import { createRandom } from './synthetic-events.ts';

// What the dimension counts cost per event on disk, through the store's real write path: `node
// bench/dimension-write-amplification.ts [events] [days]` records landing visits spread over the days with
// 10,000 sub ids, 100 s1 values, 40 campaigns × 8 creatives, 3 devices and 20 affiliates, then prints the
// pending rows the request path wrote, and after one roll-up the rows and bytes (SQLite's dbstat) of the
// dimension tables and of the funnel counters, per event.

const events = Number(process.argv[2] ?? 20_000);
const days = Number(process.argv[3] ?? 30);
const folder = mkdtempSync(join(tmpdir(), 'tracker-dimension-bytes-'));
const path = join(folder, 'tracker.db');
const store = openSqliteStore({ path, synchronous: 'NORMAL' });
const random = createRandom(7);
const pick = (size: number) => Math.floor(random() * size);
const start = Date.parse('2026-01-01T00:00:00Z');
const facts: Fact[] = Array.from({ length: events }, (_, index) => ({
  type: 'visit',
  at: start + Math.floor((index / events) * days * 86_400_000),
  entryId: null,
  affiliateId: `aff-${pick(20)}`,
  subId: `sub-${pick(10_000)}`,
  s1: `p${pick(100)}`,
  s2: null,
  s3: null,
  version: 1 + pick(3),
  offerId: null,
  position: null,
  isBot: false,
  once: null,
  page: '/',
  utm: {
    utm_source: ['fb', 'google', 'native'][pick(3)],
    utm_medium: 'cpc',
    utm_campaign: `campaign-${pick(40)}`,
    utm_content: `creative-${pick(8)}`,
  },
  device: (['phone', 'tablet', 'desktop'] as const)[pick(3)],
}));
for (let index = 0; index < facts.length; index += 200) await store.recordFacts(facts.slice(index, index + 200));
// What the request path wrote, before the roll-up spreads it into the scopes and deletes it.
const pendingDb = new Database(path, { readonly: true });
const pendingRows = Number(pendingDb.prepare('SELECT count(*) FROM dimension_pending').pluck().get());
pendingDb.close();
await store.rollUpDimensions({});
await store.close();
const db = new Database(path);
const bytesOf = (names: string[]) =>
  Number(
    db
      .prepare(`SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name IN (${names.map(() => '?').join(', ')})`)
      .pluck()
      .get(...names),
  );
const rowsOf = (table: string) => Number(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
const dimensionTables = ['dimension_series', 'dimension_series_scope_value', 'dimension_history', 'dimension_scopes'];
const line = (label: string, rows: number, bytes: number) =>
  console.log(
    `${label}: ${rows.toLocaleString('en-US')} rows (${(rows / events).toFixed(1)} per event), ${(bytes / 1024 / 1024).toFixed(1)} MB (${Math.round(bytes / events)} B per event)`,
  );
console.log(
  `request path: ${pendingRows.toLocaleString('en-US')} pending dimension rows (${(pendingRows / events).toFixed(2)} per event; batches of 200 facts)`,
);
line(
  'dimension counts after the roll-up',
  rowsOf('dimension_series') + rowsOf('dimension_history'),
  bytesOf(dimensionTables),
);
line('funnel counters', rowsOf('counters'), bytesOf(['counters']));
line('event log', rowsOf('events'), bytesOf(['events']));
db.close();
rmSync(folder, { recursive: true, force: true });
