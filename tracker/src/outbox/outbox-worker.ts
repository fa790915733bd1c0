import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Mailer } from '../email/mailer-port.ts';
import type { Logger } from '../logger.ts';
import { pseudonymOf, scrubEmails } from '../logger.ts';
import type { SuppressionKeyer } from '../privacy/suppression-key.ts';
import type { Store, StoredJob } from '../store/port.ts';
import { nextRetryAt } from './backoff.ts';
import { isSuppressedFor } from './suppression-rule.ts';
import { createBackgroundLoop } from '../background-loop.ts';

// Sends due outbox jobs. Safe with several processes: a job is leased atomically to one worker before it
// is sent, and a sent job is never handed out again. A lease outlives any send (the SMTP timeout is far
// shorter), so only a crash between "accepted by the mail server" and "marked sent" can repeat a message.

export type OutboxWorker = {
  /** One pass: claim due jobs and try each once. Resolves with how many were tried. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
};

export function createOutboxWorker({
  store,
  mailer,
  logger,
  suppressionKeyOf,
  clock = Date.now,
  workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  pollMs = 1000,
  leaseMs = 10 * 60 * 1000,
  batchSize = 10,
}: {
  store: Store;
  mailer: Mailer;
  logger: Logger;
  /** Where the suppression list is looked up (privacy/suppression-key.ts). */
  suppressionKeyOf: SuppressionKeyer;
  clock?: () => number;
  workerId?: string;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
}): OutboxWorker {

  async function deliver(job: StoredJob): Promise<void> {
    const log = logger.child({ jobId: pseudonymOf(job.id), kind: job.kind, entryId: job.entryId, attempt: job.attempts + 1 });
    if (await isSuppressedFor({ job, store, suppressionKeyOf })) {
      await store.markJobSuppressed({ id: job.id, leaseOwner: workerId, reason: 'opted out' });
      log.info('delivery suppressed: the address opted out');
      return;
    }
    try {
      await mailer.send(job);
    } catch (error) {
      const retryAt = nextRetryAt({ attemptsMade: job.attempts + 1, now: clock() });
      const message = error instanceof Error ? error.message : String(error);
      await store.markJobFailed({ id: job.id, leaseOwner: workerId, error: message, retryAt });
      // Mail servers name the recipient in their refusals ("550 <ann@…>: unknown user"): log the reason scrubbed.
      log.warn({ reason: scrubEmails(message), retryAt }, retryAt === null ? 'delivery failed for good' : 'delivery failed, will retry');
      return;
    }
    await store.markJobSent({ id: job.id, leaseOwner: workerId, at: clock() });
    log.info('delivery sent');
  }

  async function pass(): Promise<number> {
    const now = clock();
    const jobs = await store.claimDueJobs({ now, leaseOwner: workerId, leaseUntil: now + leaseMs, limit: batchSize });
    for (const job of jobs) await deliver(job);
    return jobs.length;
  }

  return createBackgroundLoop({
    pass,
    everyMs: pollMs,
    onError: (error) => logger.error({ err: error }, 'outbox pass failed'),
  });
}
