import { MongoClient } from 'mongodb';
import type { MongoClientLike } from './driver-surface.ts';

/** Connects the official driver; writes wait for a journaled majority, so an acknowledged write survives a crash. */
export async function connectMongo({ uri }: { uri: string }): Promise<MongoClientLike> {
  const client = new MongoClient(uri, {
    writeConcern: { w: 'majority', journal: true },
    readConcern: { level: 'majority' },
  });
  await client.connect();
  const surface: MongoClientLike = client;
  return surface;
}
