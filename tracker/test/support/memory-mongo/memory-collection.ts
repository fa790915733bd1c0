import { Aggregator, Query, update as applyModifier } from 'mingo';
import type {
  BulkUpdateOne,
  CollectionLike,
  CursorLike,
  IndexSpec,
  MongoDoc,
  SessionLike,
  UpdateResultLike,
  WriteOptions,
} from '../../../src/store/mongo/driver-surface.ts';
import type { UndoLog } from './memory-session.ts';

// One collection of the stand-in: documents in an array, MongoDB's query/update/aggregation language from
// mingo, unique indexes enforced on every write. Each call runs synchronously, so a single call is atomic.

export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(index: string) {
    super(`E11000 duplicate key error index: ${index}`);
    this.name = 'MongoServerError';
  }
}

type Sort = { [field: string]: 1 | -1 };

const clone = (doc: MongoDoc): MongoDoc => structuredClone(doc);

function isOperatorObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).some((key) => key.startsWith('$'));
}

/** The document an upsert starts from: the filter's plain equality fields, as MongoDB does. */
function seedFromFilter(filter: MongoDoc): MongoDoc {
  const seed: MongoDoc = {};
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith('$') && !key.includes('.') && !isOperatorObject(value)) seed[key] = value;
  }
  return seed;
}

/** Splits out $setOnInsert, which mingo does not know: it is a $set that applies only when inserting. */
function modifierFor(update: MongoDoc, inserting: boolean): MongoDoc {
  const { $setOnInsert, ...rest } = update;
  if (!inserting || typeof $setOnInsert !== 'object' || $setOnInsert === null) return rest;
  const $set = typeof rest.$set === 'object' && rest.$set !== null ? rest.$set : {};
  return { ...rest, $set: { ...$setOnInsert, ...$set } };
}

export function createMemoryCollection({
  name,
  undoLogOf,
}: {
  name: string;
  undoLogOf: (session?: SessionLike) => UndoLog | null;
}) {
  let docs: MongoDoc[] = [];
  const uniqueIndexes: IndexSpec[] = [{ key: { _id: 1 }, name: '_id_', unique: true }];
  let nextObjectId = 1;

  function checkUnique(candidate: MongoDoc, ignore: MongoDoc | null): void {
    for (const index of uniqueIndexes) {
      const fields = Object.keys(index.key);
      const clash = docs.find((doc) => doc !== ignore && fields.every((field) => doc[field] === candidate[field]));
      if (clash) throw new DuplicateKeyError(`${name}.${index.name}`);
    }
  }

  function matching(filter: MongoDoc, sort?: Sort): MongoDoc[] {
    const cursor = new Query(filter).find<MongoDoc>(docs);
    return sort ? cursor.sort(sort).all() : cursor.all();
  }

  function insert(doc: MongoDoc, session?: SessionLike): MongoDoc {
    const stored = clone(doc);
    if (stored._id === undefined) stored._id = `memory-${nextObjectId++}`;
    checkUnique(stored, null);
    docs.push(stored);
    undoLogOf(session)?.push(() => {
      docs = docs.filter((existing) => existing !== stored);
    });
    return stored;
  }

  function updateFirst(filter: MongoDoc, update: MongoDoc, options: WriteOptions & { sort?: Sort }) {
    const [target] = matching(filter, options.sort);
    if (!target) {
      if (!options.upsert) return { before: null, after: null, upserted: false };
      const seeded = seedFromFilter(filter);
      applyModifier(seeded, modifierFor(update, true));
      return { before: null, after: insert(seeded, options.session), upserted: true };
    }
    const next = clone(target);
    applyModifier(next, modifierFor(update, false));
    if (next._id !== target._id) throw new Error(`${name}: _id is immutable`);
    checkUnique(next, target);
    const position = docs.indexOf(target);
    docs[position] = next;
    undoLogOf(options.session)?.push(() => {
      const index = docs.indexOf(next);
      if (index >= 0) docs[index] = target;
    });
    return { before: target, after: next, upserted: false };
  }

  const cursorOf = (produce: () => MongoDoc[]): CursorLike => ({ toArray: async () => produce().map(clone) });

  const collection: CollectionLike = {
    createIndexes: async (indexes) => {
      for (const index of indexes)
        if (index.unique && !uniqueIndexes.some((known) => known.name === index.name)) uniqueIndexes.push(index);
      return indexes.map((index) => index.name);
    },
    insertOne: async (doc, options) => ({ insertedId: insert(doc, options?.session)._id }),
    insertMany: async (many, options) => ({ insertedCount: many.map((doc) => insert(doc, options?.session)).length }),
    findOne: async (filter, options) => {
      const [found] = matching(filter, options?.sort);
      return found ? clone(found) : null;
    },
    find: (filter, options) =>
      cursorOf(() => {
        const found = matching(filter, options?.sort);
        return options?.limit ? found.slice(0, options.limit) : found;
      }),
    updateOne: async (filter, update, options = {}): Promise<UpdateResultLike> => {
      const result = updateFirst(filter, update, options);
      return {
        matchedCount: result.before ? 1 : 0,
        modifiedCount: result.before ? 1 : 0,
        upsertedCount: result.upserted ? 1 : 0,
      };
    },
    updateMany: async (filter, update, options = {}): Promise<UpdateResultLike> => {
      const targets = matching(filter);
      for (const target of targets) updateFirst({ _id: target._id }, update, { session: options.session });
      return { matchedCount: targets.length, modifiedCount: targets.length, upsertedCount: 0 };
    },
    deleteMany: async (filter, options = {}) => {
      const removed = new Set(matching(filter));
      const before = docs;
      docs = docs.filter((doc) => !removed.has(doc));
      undoLogOf(options.session)?.push(() => {
        docs = before;
      });
      return { deletedCount: removed.size };
    },
    findOneAndUpdate: async (filter, update, options) => {
      const result = updateFirst(filter, update, options);
      const chosen = options.returnDocument === 'after' ? result.after : result.before;
      return chosen ? clone(chosen) : null;
    },
    bulkWrite: async (operations: BulkUpdateOne[], options) => {
      for (const { updateOne } of operations) {
        updateFirst(updateOne.filter, updateOne.update, {
          upsert: updateOne.upsert ?? false,
          session: options?.session,
        });
      }
      return { ok: 1 };
    },
    aggregate: (pipeline) => cursorOf(() => new Aggregator(pipeline).run(docs).map((doc) => ({ ...doc }))),
  };
  return collection;
}
