import { withCounting, type CountingOptions } from './counted-store.ts';
import { connectMongo } from './mongo/connect-mongo.ts';
import { openMongoAdapter } from './mongo/mongo-store.ts';
import type { Store } from './port.ts';
import type { Synchronous } from './sqlite/open-database.ts';
import { openSqliteAdapter } from './sqlite/sqlite-store.ts';

// The stores as the services use them: an adapter under the counting (counted-store.ts).

type AdapterOptions = { dimensionValueCap?: number };

export function openSqliteStore(options: Parameters<typeof openSqliteAdapter>[0] & CountingOptions): Store {
  return withCounting(openSqliteAdapter(options), options);
}

export async function openMongoStore(options: Parameters<typeof openMongoAdapter>[0] & AdapterOptions & CountingOptions): Promise<Store> {
  return withCounting(await openMongoAdapter(options), options);
}

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
