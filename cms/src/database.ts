import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { env, isMongoDatabase } from './env.ts';
import { migrations } from './migrations/index.ts';

// One build serves both stores: MongoDB when DATABASE_URI says so, an embedded SQLite file otherwise.
export function createDatabaseAdapter({ migrationDir }: { migrationDir: string }): DatabaseAdapterObj {
  if (isMongoDatabase) return mongooseAdapter({ url: env.DATABASE_URI });
  // libsql does not create the folder of its database file.
  mkdirSync(path.dirname(env.DATABASE_URI.slice('file:'.length)), { recursive: true });
  return sqliteAdapter({
    client: { url: env.DATABASE_URI },
    // uuid ids keep documents the same shape as on MongoDB.
    idType: 'uuid',
    // The schema only ever changes through committed migrations, in development too.
    push: false,
    migrationDir,
    prodMigrations: migrations,
  });
}
