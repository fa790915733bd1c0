import type { Database } from 'better-sqlite3';
import type { CounterIncrement, DimensionFact } from '../../counting/records.ts';
import { mergeDimensionFacts, mergeIncrements } from '../merge-writes.ts';

// Group commit: writes queued during one event-loop turn are committed together in one transaction (one
// WAL fsync under synchronous=FULL), and each caller's promise settles only after that commit. A failing
// write fails alone: the others of its batch still commit.

export type WriteOutcome<T> = {
  value: T;
  increments: CounterIncrement[];
  dimensionFacts?: DimensionFact[];
  afterCommit?: () => void;
};

type Attempt = { increments: CounterIncrement[]; dimensionFacts: DimensionFact[]; settle: () => void };

type QueuedWrite = { attempt: () => Attempt; reject: (error: unknown) => void };

export type GroupCommit = {
  write<T>(run: () => WriteOutcome<T>): Promise<T>;
  /** Resolves once everything queued so far is committed. */
  drain(): Promise<void>;
};

export function createGroupCommit({
  db,
  applyIncrements,
  addPendingDimensionFacts,
}: {
  db: Database;
  applyIncrements: (increments: CounterIncrement[]) => void;
  /** The batch's dimension facts, merged, pending roll-up (sqlite/dimension-counts.ts), in the same transaction. */
  addPendingDimensionFacts: (facts: DimensionFact[]) => void;
}): GroupCommit {
  let queue: QueuedWrite[] = [];
  let scheduled = false;
  const waitingForIdle: (() => void)[] = [];

  /** Runs the batch's writes in the open transaction; `isolated` gives each its own savepoint. */
  function runWrites(batch: QueuedWrite[], isolated: boolean): (() => void)[] {
    const settlements: (() => void)[] = [];
    const increments: CounterIncrement[] = [];
    const dimensionFacts: DimensionFact[] = [];
    for (const write of batch) {
      try {
        const attempt = isolated ? db.transaction(write.attempt)() : write.attempt();
        increments.push(...attempt.increments);
        dimensionFacts.push(...attempt.dimensionFacts);
        settlements.push(attempt.settle);
      } catch (error) {
        if (!isolated) throw error;
        settlements.push(() => write.reject(error));
      }
    }
    if (increments.length > 0) applyIncrements(mergeIncrements(increments));
    if (dimensionFacts.length > 0) addPendingDimensionFacts(mergeDimensionFacts(dimensionFacts));
    return settlements;
  }

  // IMMEDIATE takes the write lock first (waiting up to busy_timeout for another process), so a batch
  // never fails halfway with SQLITE_BUSY when it turns from reading to writing.
  function commitBatch(batch: QueuedWrite[]): (() => void)[] {
    try {
      return db.transaction(() => runWrites(batch, false)).immediate();
    } catch {
      // Writes almost never fail, so a batch first runs without a savepoint per write (two statements
      // each); when one does fail, the whole batch was rolled back and runs again with savepoints, so
      // that write fails alone. Writes keep their in-memory effects for after the commit, so a rerun is safe.
      return db.transaction(() => runWrites(batch, true)).immediate();
    }
  }

  function flush(): void {
    scheduled = false;
    const batch = queue;
    queue = [];
    try {
      for (const settle of commitBatch(batch)) settle();
    } catch (error) {
      for (const write of batch) write.reject(error);
    }
    if (queue.length === 0) for (const resolve of waitingForIdle.splice(0)) resolve();
  }

  return {
    write<T>(run: () => WriteOutcome<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          attempt: () => {
            const outcome = run();
            return {
              increments: outcome.increments,
              dimensionFacts: outcome.dimensionFacts ?? [],
              settle: () => {
                outcome.afterCommit?.();
                resolve(outcome.value);
              },
            };
          },
          reject,
        });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    drain(): Promise<void> {
      if (queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waitingForIdle.push(resolve));
    },
  };
}
