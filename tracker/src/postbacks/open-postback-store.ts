import { connectMongo } from '../store/mongo/connect-mongo.ts';
import { openMongoPostbackStore } from './store/mongo-postback-store.ts';
import type { PostbackStore } from './store/port.ts';
import { openSqlitePostbackStore } from './store/sqlite-postback-store.ts';

/** Beside the tracker's own store: MongoDB when a URI is configured (a connection of its own), else a SQLite file. */
export async function openPostbackStore({ mongodbUri, mongodbDb, sqlitePath }: { mongodbUri: string | undefined; mongodbDb: string; sqlitePath: string }): Promise<PostbackStore> {
  if (!mongodbUri) return openSqlitePostbackStore({ trackerPath: sqlitePath });
  const client = await connectMongo({ uri: mongodbUri });
  return openMongoPostbackStore({ db: client.db(mongodbDb), close: () => client.close() });
}
