import type { SessionLike } from '../../../src/store/mongo/driver-surface.ts';

// Transactions of the stand-in: one at a time (a process-wide queue), undone from an undo log on failure.
// A real server runs them concurrently with snapshot isolation and write conflicts; see tracker/README.md.

export type UndoLog = { push(undo: () => void): void };

export type MemorySession = SessionLike & { undoLog: UndoLog | null };

export function createTransactionRunner() {
  let tail: Promise<unknown> = Promise.resolve();

  function startSession(): MemorySession {
    const session: MemorySession = {
      undoLog: null,
      withTransaction: async <T>(callback: () => Promise<T>): Promise<T> => {
        const turn = tail.then(async () => {
          const undos: (() => void)[] = [];
          session.undoLog = { push: (undo) => undos.push(undo) };
          try {
            return await callback();
          } catch (error) {
            for (const undo of undos.reverse()) undo();
            throw error;
          } finally {
            session.undoLog = null;
          }
        });
        tail = turn.catch(() => undefined);
        return turn;
      },
      endSession: async () => undefined,
    };
    return session;
  }

  return { startSession };
}
