import { Worker } from 'node:worker_threads';
import type { DimensionRollUpRules } from '../../counting/records.ts';
import type { Synchronous } from './open-database.ts';
import type { WriterMessage, WriterNotice, WriterRequest } from './writer-thread.ts';
import type { WriteCommand, WriteResults } from './write-commands.ts';

// The main thread's side of the writer thread: one thread for the whole process (see writer-thread.ts),
// shared by every open store. It queues commands, sends them in one message per event-loop turn, and
// settles each caller's promise when the writer reports its batch committed.

export class WriterError extends Error {
  readonly code: unknown;
  constructor({ name, message, code }: { name: string; message: string; code: unknown }) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

export type WriterClient = {
  run<C extends WriteCommand>(command: C): Promise<WriteResults[C['op']]>;
  close(): Promise<void>;
};

type WriterHost = {
  worker: Worker;
  pending: Map<number, Pending>;
  closing: Map<number, () => void>;
  /** Commands of this event-loop turn, sent together in one message. */
  outgoing: WriterRequest[];
  openStores: number;
  failure: Error | null;
};

let host: WriterHost | null = null;
let nextSeq = 1;
let nextStore = 1;

function startHost(): WriterHost {
  const worker = new Worker(new URL('./writer-thread.ts', import.meta.url));
  const started: WriterHost = {
    worker,
    pending: new Map(),
    closing: new Map(),
    outgoing: [],
    openStores: 0,
    failure: null,
  };
  const failAll = (error: Error) => {
    started.failure = error;
    for (const { reject } of started.pending.values()) reject(error);
    started.pending.clear();
    for (const resolve of started.closing.values()) resolve();
    started.closing.clear();
    // The next store to open starts a new thread.
    if (host === started) host = null;
  };
  worker.on('message', (notice: WriterNotice) => {
    if (notice.type === 'closed') {
      started.closing.get(notice.store)?.();
      started.closing.delete(notice.store);
      return;
    }
    for (const reply of notice.replies) {
      const waiting = started.pending.get(reply.seq);
      started.pending.delete(reply.seq);
      if (!waiting) continue;
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new WriterError(reply.error));
    }
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => failAll(started.failure ?? new Error('The SQLite writer thread has stopped')));
  return started;
}

function post(target: WriterHost, message: WriterMessage): void {
  target.worker.postMessage(message);
}

function flush(target: WriterHost): void {
  if (target.outgoing.length === 0) return;
  post(target, { type: 'run', requests: target.outgoing });
  target.outgoing = [];
}

export function startWriter({
  path,
  synchronous,
  dimensions,
}: {
  path: string;
  synchronous: Synchronous;
  /** The roll-up's layout and cap of values per scope (counting/dimension-counts.ts); plain data, sent to the thread. */
  dimensions: DimensionRollUpRules;
}): WriterClient {
  host ??= startHost();
  const target = host;
  const store = nextStore++;
  target.openStores += 1;
  // Only open stores keep the process alive; an idle thread lets it exit.
  target.worker.ref();
  post(target, { type: 'open', store, path, synchronous, dimensions });
  let closed: Promise<void> | null = null;

  return {
    run<C extends WriteCommand>(command: C): Promise<WriteResults[C['op']]> {
      if (target.failure) return Promise.reject(target.failure);
      if (closed) return Promise.reject(new Error('This SQLite store is closed'));
      const seq = nextSeq++;
      return new Promise<WriteResults[C['op']]>((resolve, reject) => {
        // The writer answers each command with the value its executor returns for that op (write-commands.ts).
        target.pending.set(seq, { resolve: (value) => resolve(value as WriteResults[C['op']]), reject });
        if (target.outgoing.length === 0) setImmediate(() => flush(target));
        target.outgoing.push({ store, seq, command });
      });
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        if (target.failure) return resolve();
        target.closing.set(store, resolve);
        flush(target);
        post(target, { type: 'close', store });
      }).then(() => {
        target.openStores -= 1;
        if (target.openStores === 0) target.worker.unref();
      });
      return closed;
    },
  };
}
