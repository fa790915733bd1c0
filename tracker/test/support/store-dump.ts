import Database from 'better-sqlite3';
import { collectionNames } from '../../src/store/mongo/collections.ts';
import type { DbLike } from '../../src/store/mongo/driver-surface.ts';
import { privacyCollectionNames } from '../../src/store/mongo/privacy-records.ts';

// Every value a store holds, as text with where it sits ('table.column'), for tests that scan for personal data.

export type Dump = { place: string; value: string }[];

function flatten(source: string, row: Record<string, unknown>): Dump {
  return Object.entries(row).map(([column, value]) => ({
    place: `${source}.${column}`,
    value: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  }));
}

export function dumpSqlite(files: string[]): Dump {
  return files.flatMap((file) => {
    const db = new Database(file, { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all().map(String);
      return tables.flatMap((table) =>
        db
          .prepare(`SELECT * FROM "${table}"`)
          .all()
          .flatMap((row) => (typeof row === 'object' && row !== null ? flatten(table, { ...row }) : [])),
      );
    } finally {
      db.close();
    }
  });
}

export async function dumpMongo(db: DbLike): Promise<Dump> {
  const names = [...Object.values(collectionNames), ...Object.values(privacyCollectionNames)];
  const dumps = await Promise.all(
    names.map(async (name) => (await db.collection(name).find({}).toArray()).flatMap((doc) => flatten(name, doc))),
  );
  return dumps.flat();
}
