import { Worker } from 'node:worker_threads';
import type { Synchronous } from './open-database.ts';
import type { WriterReply, WriterRequest } from './writer-thread.ts';
import type { WriteCommand, WriteResults } from './write-commands.ts';

// The main thread's side of the writer thread: queues commands, sends them in one message per event-loop
// turn, and settles each caller's promise when the writer reports its batch committed.

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

export function startWriter({ path, synchronous }: { path: string; synchronous: Synchronous }): WriterClient {
  const worker = new Worker(new URL('./writer-thread.ts', import.meta.url), { workerData: { path, synchronous } });
  const pending = new Map<number, Pending>();
  let outgoing: WriterRequest[] = [];
  let nextSeq = 1;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  worker.on('message', (message: WriterReply[] | 'ready' | 'closed') => {
    if (!Array.isArray(message)) return;
    for (const reply of message) {
      const waiting = pending.get(reply.seq);
      pending.delete(reply.seq);
      if (!waiting) continue;
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new WriterError(reply.error));
    }
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => failAll(failure ?? new Error('The SQLite writer thread has stopped')));

  function flush(): void {
    worker.postMessage(outgoing);
    outgoing = [];
  }

  return {
    run<C extends WriteCommand>(command: C): Promise<WriteResults[C['op']]> {
      if (failure) return Promise.reject(failure);
      const seq = nextSeq++;
      return new Promise<WriteResults[C['op']]>((resolve, reject) => {
        // The writer answers each command with the value its executor returns for that op (write-commands.ts).
        pending.set(seq, { resolve: (value) => resolve(value as WriteResults[C['op']]), reject });
        if (outgoing.length === 0) setImmediate(flush);
        outgoing.push({ seq, command });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (failure) return resolve();
        worker.once('exit', () => resolve());
        const send = () => worker.postMessage('close');
        if (outgoing.length > 0) flush();
        send();
      }),
  };
}
