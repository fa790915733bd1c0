import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { CounterIncrement } from '../../analytics/counter-increments.ts';
import { factsForEntry } from '../../analytics/entry-facts.ts';
import { directAffiliate } from '../../analytics/metrics.ts';
import { applyEntryPatch } from '../patch.ts';
import type { Store, StoredEntry } from '../port.ts';
import { createGroupCommit } from './group-commit.ts';
import { toEntryOrNull } from './entry-rows.ts';
import { prepareOutboxStatements } from './outbox-statements.ts';
import { createCounterReader } from './read-counters.ts';
import { recordFactsInTransaction } from './record-facts.ts';
import { createSchema } from './schema.ts';
import { prepareStatements } from './statements.ts';

// The embedded adapter. WAL with synchronous=FULL: a commit is on disk (WAL fsynced) before any caller
// hears "ok"; group commit pays that fsync once per batch. Several processes may share the file: SQLite
// serialises writers (busy_timeout), ids come from AUTOINCREMENT, markers and jobs live in the same file.

export function openSqliteStore({ path }: { path: string }): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  createSchema(db);
  const statements = prepareStatements(db);
  const outbox = prepareOutboxStatements(db);
  const counterReader = createCounterReader(db);
  const knownAffiliates = new Set<string>();

  function applyIncrements(increments: CounterIncrement[]): void {
    for (const increment of increments) {
      statements.counterUpserts[increment.quarter]?.run(
        increment.affiliate,
        increment.version,
        increment.metric,
        increment.detail,
        increment.day,
        increment.count,
        increment.count,
      );
    }
  }

  const commits = createGroupCommit({ db, applyIncrements });
  const entryById = (id: number) => toEntryOrNull(statements.entryById.get(id));
  const noIncrements = <T>(value: T) => ({ value, increments: [] });

  return {
    kind: 'sqlite',
    createEntry: ({ entry, facts }) =>
      commits.write<{ entry: StoredEntry; created: boolean }>(() => {
        const existing = toEntryOrNull(statements.entryByEmail.get(entry.email));
        if (existing) return noIncrements({ entry: existing, created: false });
        const { lastInsertRowid } = statements.insertEntry.run({
          ...entry,
          selectedOffers: JSON.stringify(entry.selectedOffers),
          campaign: JSON.stringify(entry.campaign),
          isBot: entry.isBot ? 1 : 0,
        });
        const created: StoredEntry = { ...entry, id: Number(lastInsertRowid), updatedAt: entry.createdAt };
        return recordFactsInTransaction({ statements, facts: factsForEntry(created, facts), knownAffiliates, value: { entry: created, created: true } });
      }),
    getEntry: async (id) => entryById(id),
    findEntryByEmail: async (email) => toEntryOrNull(statements.entryByEmail.get(email)),
    findLatestEntryByIp: async ({ ip, since }) => toEntryOrNull(statements.latestEntryByIp.get(ip, since)),
    updateEntry: ({ id, patch, facts }) =>
      commits.write<StoredEntry | null>(() => {
        const current = entryById(id);
        if (!current) return noIncrements(null);
        const next = applyEntryPatch(current, patch);
        statements.updateEntry.run({ ...next, selectedOffers: JSON.stringify(next.selectedOffers) });
        return recordFactsInTransaction({ statements, facts: factsForEntry(next, facts), knownAffiliates, value: next });
      }),
    recordFacts: (facts) =>
      commits.write(() => recordFactsInTransaction({ statements, facts, knownAffiliates, value: undefined })),
    readCounters: async (query) => counterReader.readCounters(query),
    sumCounters: async (query) => counterReader.sumCounters(query),
    listAffiliates: async () => statements.listAffiliates.all().filter((value) => typeof value === 'string'),
    listOfferNames: async () => {
      const names = new Map<string, string>();
      for (const row of statements.listOfferNames.all()) {
        if (Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string') names.set(row[0], row[1]);
      }
      return names;
    },
    loadBulk: async ({ facts, rows }) => {
      db.transaction(() => {
        for (const fact of facts) {
          statements.insertEvent.run(fact.at, fact.type, fact.entryId, fact.affiliateId, fact.subId, fact.s1, fact.s2, fact.s3,
            fact.version, fact.offerId, fact.position, fact.isBot ? 1 : 0, 1);
          if (!fact.isBot) statements.insertAffiliate.run(fact.affiliateId ?? directAffiliate, fact.at);
        }
        for (const row of rows) {
          const total = row.quarters.reduce((sum, count) => sum + count, 0);
          statements.counterRowUpsert.run(row.affiliate, row.version, row.metric, row.detail, row.day, total, ...row.quarters);
        }
      })();
    },
    enqueueJob: (job) => commits.write(() => noIncrements({ queued: outbox.insert(job) })),
    claimDueJobs: (input) => commits.write(() => noIncrements(outbox.claim(input))),
    markJobSent: (input) => commits.write(() => noIncrements(void outbox.markSent(input))),
    markJobSuppressed: (input) => commits.write(() => noIncrements(void outbox.markSuppressed(input))),
    markJobFailed: (input) => commits.write(() => noIncrements(void outbox.markFailed(input))),
    getJobStatus: async (id) => outbox.status(id),
    addOptOut: ({ email, at }) => commits.write(() => noIncrements(void outbox.addOptOut(email, at))),
    isOptedOut: async (email) => outbox.isOptedOut(email),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      await commits.drain();
      db.close();
    },
  };
}
