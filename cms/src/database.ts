import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { migrations } from './migrations/index.ts';

type AdapterOptions = { databaseUri: string; migrationDir: string };

export const isMongoUri = (databaseUri: string) => /^mongodb(\+srv)?:\/\//.test(databaseUri);

// One build serves both stores: MongoDB when DATABASE_URI says so, an embedded SQLite file otherwise.
export function createDatabaseAdapter({ databaseUri, migrationDir }: AdapterOptions): DatabaseAdapterObj {
  // Indexes are built before the CMS serves, not in the background.
  if (isMongoUri(databaseUri)) return mongooseAdapter({ url: databaseUri, ensureIndexes: true });
  // libsql does not create the folder of its database file.
  mkdirSync(path.dirname(databaseUri.slice('file:'.length)), { recursive: true });
  return sqliteAdapter({
    client: { url: databaseUri },
    // uuid ids keep documents the same shape as on MongoDB.
    idType: 'uuid',
    // The schema only ever changes through committed migrations, in development too.
    push: false,
    migrationDir,
    prodMigrations: migrations,
  });
}
