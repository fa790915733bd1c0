import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { bulkLoadMongo, openSqliteBulkLoader, type BulkLoad } from '../../bench/bulk-load.ts';
import { createMemoryMongo } from './memory-mongo/memory-mongo.ts';
import { connectMongo } from '../../src/store/mongo/connect-mongo.ts';
import type { MongoClientLike } from '../../src/store/mongo/driver-surface.ts';
import { openMongoStore, openSqliteStore } from '../../src/store/open-store.ts';
import type { CounterValueCaps } from '../../src/counting/counter-value-caps.ts';
import type { Store } from '../../src/store/port.ts';
import { rateLimitPathFor } from '../../src/store/sqlite/rate-limit-database.ts';
import { dumpMongo, dumpSqlite, type Dump } from './store-dump.ts';

// Every adapter the contract and integration suites run against: SQLite always; MongoDB against a real
// server when MONGODB_URI is set (the variable is read here, in test support only), else the stand-in.

export type StoreUnderTest = {
  store: Store;
  /** A second store on the same data, as a second tracker process would open it. */
  openSecond(): Promise<Store>;
  /** The benchmark's bulk loader (bench/bulk-load.ts), writing beside this store into the same data. */
  loadBulk(input: BulkLoad): Promise<void>;
  /** Every value the store holds (support/store-dump.ts), for scans for personal data. */
  dump(): Promise<Dump>;
  /** Puts a row straight into a table (collection), past the store: what an older version or a fault left there. */
  plantRow(table: string, row: Record<string, string | number | null>): Promise<void>;
  cleanup(): Promise<void>;
};

/** Store options a suite may set: a lower cap of distinct values per dimension scope, lower day caps of counter values. */
export type StoreOptions = { dimensionValueCap?: number; counterValueCaps?: Partial<CounterValueCaps> };

export type StoreFactory = { name: string; open(options?: StoreOptions): Promise<StoreUnderTest> };

const mongoUri = process.env.MONGODB_URI;
let databaseCounter = 0;

function sqliteFactory(): StoreFactory {
  return {
    name: 'sqlite',
    open: async (options = {}) => {
      const folder = mkdtempSync(join(tmpdir(), 'tracker-store-'));
      const path = join(folder, 'tracker.db');
      const opened: Store[] = [openSqliteStore({ path, ...options })];
      return {
        store: opened[0] ?? openSqliteStore({ path }),
        openSecond: async () => {
          const second = openSqliteStore({ path });
          opened.push(second);
          return second;
        },
        loadBulk: async (input) => {
          const loader = openSqliteBulkLoader(path);
          loader.load(input);
          loader.close();
        },
        dump: async () => dumpSqlite([path, rateLimitPathFor(path)]),
        plantRow: async (table, row) => {
          const db = new Database(path);
          const columns = Object.keys(row);
          db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
            ...Object.values(row),
          );
          db.close();
        },
        cleanup: async () => {
          for (const store of opened) await store.close();
          rmSync(folder, { recursive: true, force: true });
        },
      };
    },
  };
}

function mongoFactory(): StoreFactory {
  return {
    name: mongoUri ? 'mongodb (server)' : 'mongodb (in-process stand-in)',
    open: async (options = {}) => {
      const client: MongoClientLike = mongoUri ? await connectMongo({ uri: mongoUri }) : createMemoryMongo();
      const dbName = `tracker_test_${process.pid}_${Date.now()}_${databaseCounter++}`;
      const store = await openMongoStore({ client: { ...client, close: async () => undefined }, dbName, ...options });
      return {
        store,
        openSecond: () => openMongoStore({ client: { ...client, close: async () => undefined }, dbName }),
        loadBulk: (input) => bulkLoadMongo({ db: client.db(dbName), ...input }),
        dump: () => dumpMongo(client.db(dbName)),
        plantRow: async (table, row) => {
          await client.db(dbName).collection(table).insertOne(row);
        },
        cleanup: async () => {
          if (mongoUri) await client.db(dbName).command({ dropDatabase: 1 });
          await client.close();
        },
      };
    },
  };
}

export const storeFactories: StoreFactory[] = [sqliteFactory(), mongoFactory()];
