import type { CollectionLike, CursorLike, DbLike, MongoClientLike } from '../../src/store/mongo/driver-surface.ts';

// A tracker process's connection to the in-process MongoDB stand-in that can be cut off as a SIGKILL cuts it:
// after kill(), every call of this connection fails, so a transaction in flight is rolled back by the stand-in
// and nothing more of that process reaches the data; what committed before stays. A new connection (the
// restarted tracker) sees the same data.

export type KillableClient = { client: MongoClientLike; kill(): void };

const killedError = () => Object.assign(new Error('the tracker process was killed'), { code: 'KILLED' });

export function killableConnection(server: MongoClientLike): KillableClient {
  let killed = false;
  const guard = <T>(run: () => T): T => {
    if (killed) throw killedError();
    return run();
  };
  const cursor = (open: () => CursorLike): CursorLike => ({
    toArray: () => (killed ? Promise.reject(killedError()) : open().toArray()),
  });
  const collection = (inner: CollectionLike): CollectionLike => ({
    createIndexes: async (specs) => guard(() => inner.createIndexes(specs)),
    insertOne: async (doc, options) => guard(() => inner.insertOne(doc, options)),
    insertMany: async (docs, options) => guard(() => inner.insertMany(docs, options)),
    findOne: async (filter, options) => guard(() => inner.findOne(filter, options)),
    find: (filter, options) => cursor(() => inner.find(filter, options)),
    updateOne: async (filter, update, options) => guard(() => inner.updateOne(filter, update, options)),
    updateMany: async (filter, update, options) => guard(() => inner.updateMany(filter, update, options)),
    deleteMany: async (filter, options) => guard(() => inner.deleteMany(filter, options)),
    findOneAndUpdate: async (filter, update, options) => guard(() => inner.findOneAndUpdate(filter, update, options)),
    bulkWrite: async (operations, options) => guard(() => inner.bulkWrite(operations, options)),
    aggregate: (pipeline, options) => cursor(() => inner.aggregate(pipeline, options)),
  });
  const db = (name: string): DbLike => {
    const inner = server.db(name);
    return {
      collection: (collectionName) => collection(inner.collection(collectionName)),
      command: async (command) => guard(() => inner.command(command)),
    };
  };
  return {
    client: { db, startSession: () => guard(() => server.startSession()), close: async () => undefined },
    kill: () => {
      killed = true;
    },
  };
}
