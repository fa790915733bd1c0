import { dimensionLayout, dimensionValueCap } from '../counting/dimension-counts.ts';
import { withCounting, type CountingOptions } from './counted-store.ts';
import { connectMongo } from './mongo/connect-mongo.ts';
import { openMongoAdapter } from './mongo/mongo-store.ts';
import type { Store } from './port.ts';
import type { Synchronous } from './sqlite/open-database.ts';
import { openSqliteAdapter } from './sqlite/sqlite-store.ts';

// The stores as the services use them: an adapter under the counting (counted-store.ts), its roll-up given the
// counting's layout of dimension scopes.

type StoreOptions = CountingOptions & {
  /** Distinct values per dimension scope; the default is counting/dimension-counts.ts's, tests lower it. */
  dimensionValueCap?: number | undefined;
};

const dimensionsWith = (valueCap: number | undefined) => ({
  layout: dimensionLayout,
  valueCap: valueCap ?? dimensionValueCap,
});

export function openSqliteStore({
  path,
  synchronous,
  dimensionValueCap: valueCap,
  counterValueCaps,
}: { path: string; synchronous?: Synchronous } & StoreOptions): Store {
  return withCounting(
    openSqliteAdapter({ path, ...(synchronous ? { synchronous } : {}), dimensions: dimensionsWith(valueCap) }),
    { counterValueCaps },
  );
}

export async function openMongoStore({
  client,
  dbName,
  dimensionValueCap: valueCap,
  counterValueCaps,
}: Omit<Parameters<typeof openMongoAdapter>[0], 'dimensions'> & StoreOptions): Promise<Store> {
  return withCounting(await openMongoAdapter({ client, dbName, dimensions: dimensionsWith(valueCap) }), {
    counterValueCaps,
  });
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
