import { parentPort } from 'node:worker_threads';
import type { CounterIncrement, DimensionRollUpRules } from '../../counting/records.ts';
import { prepareCounterValueAdmission } from './counter-value-caps.ts';
import { prepareDimensionPending, prepareDimensionRollUp } from './dimension-counts.ts';
import { createGroupCommit, type GroupCommit } from './group-commit.ts';
import { openDatabase, type Synchronous } from './open-database.ts';
import { prepareOutboxStatements } from './outbox-statements.ts';
import { preparePostbackJobWrites } from './postback-job-writes.ts';
import { preparePrivacyWrites } from './privacy-records.ts';
import { preparePurge } from './purge-expired.ts';
import { prepareConversionReviewWrites } from './conversion-review.ts';
import { prepareStatements } from './statements.ts';
import { executeWrite, type WriteCommand, type WriteContext } from './write-commands.ts';

// The writer thread: it owns the write connection of every store the process has open, so the fsync of each
// group commit (and each WAL checkpoint) happens here while the main thread goes on serving requests.
// Commands arrive in batches and their answers go back in batches, one message per event-loop turn each way.
// One thread serves the whole process and lives as long as it does: a worker thread that exits while
// another isolate runs WebAssembly (Node's TypeScript stripping) can crash the process in V8.

export type WriterRequest = { store: number; seq: number; command: WriteCommand };
export type WriterMessage =
  | { type: 'open'; store: number; path: string; synchronous: Synchronous; dimensions: DimensionRollUpRules }
  | { type: 'run'; requests: WriterRequest[] }
  | { type: 'close'; store: number };
export type SerializedError = { name: string; message: string; code: unknown };
export type WriterReply =
  | { seq: number; ok: true; value: unknown }
  | { seq: number; ok: false; error: SerializedError };
export type WriterNotice = { type: 'replies'; replies: WriterReply[] } | { type: 'closed'; store: number };

const port = parentPort;
if (!port) throw new Error('writer-thread.ts runs as a worker thread');

type OpenStore = { close(): Promise<void>; commits: GroupCommit; context: WriteContext };

function openStore(path: string, synchronous: Synchronous, dimensions: DimensionRollUpRules): OpenStore {
  const db = openDatabase(path, synchronous);
  const statements = prepareStatements(db);
  const commits = createGroupCommit({
    db,
    applyIncrements: (increments: CounterIncrement[]) => {
      for (const increment of increments) {
        statements.counterUpserts[increment.quarter]?.run(
          increment.affiliate,
          increment.version,
          increment.metric,
          increment.detail,
          increment.day,
          increment.count,
          increment.count,
        );
      }
    },
    addPendingDimensionFacts: prepareDimensionPending(db),
  });
  return {
    commits,
    context: {
      statements,
      outbox: prepareOutboxStatements(db),
      postbacks: preparePostbackJobWrites(db),
      knownAffiliates: new Set<string>(),
      admitCounterValue: prepareCounterValueAdmission(db),
      purge: preparePurge(db),
      privacy: preparePrivacyWrites(db),
      rollUpDimensions: prepareDimensionRollUp(db, dimensions),
      reviews: prepareConversionReviewWrites(db),
    },
    close: async () => {
      await commits.drain();
      db.close();
    },
  };
}

const stores = new Map<number, OpenStore | Error>();

let outgoing: WriterReply[] = [];
function sendReplies(): void {
  if (outgoing.length === 0) return;
  port?.postMessage({ type: 'replies', replies: outgoing } satisfies WriterNotice);
  outgoing = [];
}

function reply(message: WriterReply): void {
  if (outgoing.length === 0) setImmediate(sendReplies);
  outgoing.push(message);
}

function describe(error: unknown): SerializedError {
  if (error instanceof Error)
    return { name: error.name, message: error.message, code: 'code' in error ? error.code : undefined };
  return { name: 'Error', message: String(error), code: undefined };
}

function run({ store, seq, command }: WriterRequest): void {
  const target = stores.get(store);
  if (target === undefined || target instanceof Error) {
    reply({ seq, ok: false, error: describe(target ?? new Error('This SQLite store is closed')) });
    return;
  }
  target.commits
    .write(() => executeWrite(target.context, command))
    .then(
      (value) => reply({ seq, ok: true, value }),
      (error: unknown) => reply({ seq, ok: false, error: describe(error) }),
    );
}

port.on('message', (message: WriterMessage) => {
  switch (message.type) {
    case 'open':
      try {
        stores.set(message.store, openStore(message.path, message.synchronous, message.dimensions));
      } catch (error) {
        // Every write to this store is answered with the reason it could not open.
        stores.set(message.store, error instanceof Error ? error : new Error(String(error)));
      }
      return;
    case 'run':
      for (const request of message.requests) run(request);
      return;
    case 'close': {
      const target = stores.get(message.store);
      stores.delete(message.store);
      const closing = target instanceof Error || target === undefined ? Promise.resolve() : target.close();
      // After the last commit, let its replies be queued (promise callbacks), send them, then confirm.
      void closing.then(() =>
        setImmediate(() => {
          sendReplies();
          port.postMessage({ type: 'closed', store: message.store } satisfies WriterNotice);
        }),
      );
      return;
    }
  }
});
