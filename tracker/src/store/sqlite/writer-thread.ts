import { parentPort, workerData } from 'node:worker_threads';
import type { CounterIncrement } from '../../analytics/counter-increments.ts';
import { createGroupCommit } from './group-commit.ts';
import { openDatabase } from './open-database.ts';
import { prepareOutboxStatements } from './outbox-statements.ts';
import { prepareStatements } from './statements.ts';
import { executeWrite, type WriteCommand } from './write-commands.ts';

// The writer thread: it owns the write connection, so the fsync of each group commit (and each WAL
// checkpoint) happens here while the main thread goes on serving requests. Commands arrive in batches and
// their answers go back in batches, one message per event-loop turn each way.

export type WriterRequest = { seq: number; command: WriteCommand };
export type WriterReply = { seq: number; ok: true; value: unknown } | { seq: number; ok: false; error: { name: string; message: string; code: unknown } };

const port = parentPort;
if (!port) throw new Error('writer-thread.ts runs as a worker thread');
const options: unknown = workerData;
if (typeof options !== 'object' || options === null || !('path' in options) || typeof options.path !== 'string') {
  throw new TypeError('writer-thread.ts needs { path, synchronous } as workerData');
}
const synchronous = 'synchronous' in options && options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL';

const db = openDatabase(options.path, synchronous);
const statements = prepareStatements(db);
const context = { statements, outbox: prepareOutboxStatements(db), knownAffiliates: new Set<string>() };
const commits = createGroupCommit({
  db,
  applyIncrements: (increments: CounterIncrement[]) => {
    for (const increment of increments) {
      statements.counterUpserts[increment.quarter]?.run(increment.affiliate, increment.version, increment.metric, increment.detail, increment.day, increment.count, increment.count);
    }
  },
});

let outgoing: WriterReply[] = [];
function sendReplies(): void {
  if (outgoing.length === 0) return;
  port?.postMessage(outgoing);
  outgoing = [];
}

function reply(message: WriterReply): void {
  if (outgoing.length === 0) setImmediate(sendReplies);
  outgoing.push(message);
}

function describe(error: unknown): { name: string; message: string; code: unknown } {
  if (error instanceof Error) return { name: error.name, message: error.message, code: 'code' in error ? error.code : undefined };
  return { name: 'Error', message: String(error), code: undefined };
}

port.on('message', (message: WriterRequest[] | 'close') => {
  if (message === 'close') {
    // After the last commit, let its replies be queued (promise callbacks), send them, then close.
    void commits.drain().then(() =>
      setImmediate(() => {
        sendReplies();
        db.close();
        port.postMessage('closed');
        port.close();
      }),
    );
    return;
  }
  for (const { seq, command } of message) {
    commits.write(() => executeWrite(context, command)).then(
      (value) => reply({ seq, ok: true, value }),
      (error: unknown) => reply({ seq, ok: false, error: describe(error) }),
    );
  }
});
port.postMessage('ready');
