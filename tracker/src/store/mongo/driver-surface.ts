// The part of the official driver's MongoClient/Db/Collection that the adapter uses, and nothing more.
// The real MongoClient satisfies it (checked in connect-mongo.ts); so does the in-process stand-in
// (test/support/memory-mongo), which lets the adapter's real queries, updates and pipelines run in every test run.

export type MongoDoc = { [key: string]: unknown };

export type SessionLike = {
  withTransaction<T>(callback: () => Promise<T>): Promise<T>;
  endSession(): Promise<void>;
};

export type WriteOptions = { session?: SessionLike; upsert?: boolean };

export type UpdateResultLike = { matchedCount: number; modifiedCount: number; upsertedCount: number };

export type BulkUpdateOne = { updateOne: { filter: MongoDoc; update: MongoDoc; upsert?: boolean } };

export type CursorLike = { toArray(): Promise<MongoDoc[]> };

export type IndexSpec = {
  key: { [field: string]: 1 | -1 };
  name: string;
  unique?: boolean;
  expireAfterSeconds?: number;
};

export type CollectionLike = {
  createIndexes(indexes: IndexSpec[]): Promise<unknown>;
  insertOne(doc: MongoDoc, options?: WriteOptions): Promise<unknown>;
  insertMany(docs: MongoDoc[], options?: WriteOptions): Promise<unknown>;
  findOne(
    filter: MongoDoc,
    options?: { session?: SessionLike; sort?: { [field: string]: 1 | -1 } },
  ): Promise<MongoDoc | null>;
  find(
    filter: MongoDoc,
    options?: { session?: SessionLike; sort?: { [field: string]: 1 | -1 }; limit?: number },
  ): CursorLike;
  updateOne(filter: MongoDoc, update: MongoDoc, options?: WriteOptions): Promise<UpdateResultLike>;
  updateMany(filter: MongoDoc, update: MongoDoc, options?: { session?: SessionLike }): Promise<UpdateResultLike>;
  deleteMany(filter: MongoDoc, options?: { session?: SessionLike }): Promise<{ deletedCount: number }>;
  findOneAndUpdate(
    filter: MongoDoc,
    update: MongoDoc,
    options: WriteOptions & { returnDocument: 'before' | 'after'; sort?: { [field: string]: 1 | -1 } },
  ): Promise<MongoDoc | null>;
  bulkWrite(operations: BulkUpdateOne[], options?: { session?: SessionLike; ordered?: boolean }): Promise<unknown>;
  aggregate(pipeline: MongoDoc[], options?: { session?: SessionLike }): CursorLike;
};

export type DbLike = {
  collection(name: string): CollectionLike;
  command(command: MongoDoc): Promise<unknown>;
};

export type MongoClientLike = {
  db(name: string): DbLike;
  startSession(): SessionLike;
  close(): Promise<void>;
};

/** A duplicate-key error from a unique index, as both the server and the stand-in report it. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;
}
