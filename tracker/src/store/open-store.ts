import { connectMongo } from './mongo/connect-mongo.ts';
import { openMongoStore } from './mongo/mongo-store.ts';
import type { Store } from './port.ts';
import type { Synchronous } from './sqlite/open-database.ts';
import { openSqliteStore } from './sqlite/sqlite-store.ts';

/** MongoDB when a URI is configured, the embedded SQLite file otherwise. */
export async function openStore({
  mongodbUri,
  mongodbDb,
  sqlitePath,
  sqliteSynchronous,
}: {
  mongodbUri: string | undefined;
  mongodbDb: string;
  sqlitePath: string;
  sqliteSynchronous: Synchronous;
}): Promise<Store> {
  if (mongodbUri) return openMongoStore({ client: await connectMongo({ uri: mongodbUri }), dbName: mongodbDb });
  return openSqliteStore({ path: sqlitePath, synchronous: sqliteSynchronous });
}
