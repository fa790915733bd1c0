import type { CounterRow } from '../src/counting/counter-increments.ts';
import type { Fact } from '../src/counting/facts.ts';
import { directAffiliate } from '../src/counting/metrics.ts';
import { collectionsOf } from '../src/store/mongo/collections.ts';
import type { DbLike } from '../src/store/mongo/driver-surface.ts';
import { applyIncrements } from '../src/store/mongo/record-facts.ts';
import { openDatabase } from '../src/store/sqlite/open-database.ts';
import { prepareStatements } from '../src/store/sqlite/statements.ts';

// Loads synthetic data straight into an adapter's storage, beside the Store port (which has no bulk
// write): the facts go to the event log as already counted, and the counter rows, built once for the
// whole load, are added to what is stored. For the benchmark generator, and the store contract suite
// checks that what it writes reads back like counted facts.

export type BulkLoad = { facts: Fact[]; rows: CounterRow[] };

/** A second connection on the SQLite file: one transaction per load; close() checkpoints the WAL into the file. */
export function openSqliteBulkLoader(path: string): { load(input: BulkLoad): void; close(): void } {
  const db = openDatabase(path, 'FULL');
  const statements = prepareStatements(db);
  const load = db.transaction(({ facts, rows }: BulkLoad) => {
    for (const fact of facts) {
      statements.insertEvent.run(
        fact.at,
        fact.type,
        fact.entryId,
        fact.affiliateId,
        fact.subId,
        fact.s1,
        fact.s2,
        fact.s3,
        fact.version,
        fact.offerId,
        fact.position,
        fact.isBot ? 1 : 0,
        1,
        fact.page ?? null,
        null,
        null,
      );
      if (!fact.isBot) statements.insertAffiliate.run(fact.affiliateId ?? directAffiliate, fact.at);
    }
    for (const row of rows) {
      const total = row.quarters.reduce((sum, count) => sum + count, 0);
      statements.counterRowUpsert.run(
        row.affiliate,
        row.version,
        row.metric,
        row.detail,
        row.day,
        total,
        ...row.quarters,
      );
    }
  });
  return { load: (input) => load(input), close: () => db.close() };
}

export async function bulkLoadMongo({ db, facts, rows }: BulkLoad & { db: DbLike }): Promise<void> {
  const collections = collectionsOf(db);
  if (facts.length > 0)
    await collections.events.insertMany(
      facts.map(({ once: _once, offerName: _offerName, ...fact }) => ({ ...fact, counted: true })),
    );
  const increments = rows.flatMap(({ quarters, ...row }) =>
    quarters.flatMap((count, quarter) => (count > 0 ? [{ ...row, quarter, count }] : [])),
  );
  await applyIncrements({ collections, increments });
}
