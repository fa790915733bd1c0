import type { CollectionLike, DbLike, MongoClientLike, SessionLike } from '../../../src/store/mongo/driver-surface.ts';
import { createMemoryCollection } from './memory-collection.ts';
import { createTransactionRunner, type MemorySession } from './memory-session.ts';

// An in-process stand-in for a MongoDB server behind the driver surface the adapter uses. Used by the tests
// when MONGODB_URI is not set, so the MongoDB adapter's queries, updates and pipelines run in every test run.

function isMemorySession(session: SessionLike | undefined): session is MemorySession {
  return session !== undefined && 'undoLog' in session;
}

export function createMemoryMongo(): MongoClientLike {
  const transactions = createTransactionRunner();
  const databases = new Map<string, Map<string, CollectionLike>>();
  const undoLogOf = (session?: SessionLike) => (isMemorySession(session) ? session.undoLog : null);

  function db(name: string): DbLike {
    const collections = databases.get(name) ?? new Map<string, CollectionLike>();
    databases.set(name, collections);
    return {
      collection: (collectionName) => {
        const existing = collections.get(collectionName);
        if (existing) return existing;
        const created = createMemoryCollection({ name: collectionName, undoLogOf });
        collections.set(collectionName, created);
        return created;
      },
      command: async (command) => {
        if ('ping' in command) return { ok: 1 };
        throw new Error(`memory-mongo: unsupported command ${Object.keys(command).join(',')}`);
      },
    };
  }

  return { db, startSession: transactions.startSession, close: async () => undefined };
}
