import type { Mailer } from '../email/mailer-port.ts';
import type { StoredJob } from '../jobs/port.ts';
import { jobHandler, type JobHandler } from '../jobs/worker.ts';
import type { Logger } from '../logger.ts';
import { pseudonymOf, scrubEmails } from '../logger.ts';
import type { SuppressionKeyer } from '../privacy/suppression-key.ts';
import type { Store } from '../store/port.ts';
import { nextRetryAt } from './backoff.ts';
import { isSuppressedFor } from './suppression-rule.ts';

// The guide email's kind of job: checked against the suppression list, sent, and marked sent, suppressed or
// failed (retried by backoff.ts, failed for good after its last attempt). A lease (10 min) outlives any send
// (the SMTP timeout is far shorter), so only a crash between "accepted by the mail server" and "marked sent"
// can repeat a message.

export function createEmailJobHandler({
  store,
  mailer,
  logger,
  suppressionKeyOf,
  clock = Date.now,
  leaseMs = 10 * 60 * 1000,
  batchSize = 10,
}: {
  store: Store;
  mailer: Mailer;
  logger: Logger;
  /** Where the suppression list is looked up (privacy/suppression-key.ts). */
  suppressionKeyOf: SuppressionKeyer;
  clock?: () => number;
  leaseMs?: number;
  batchSize?: number;
}): JobHandler {
  async function deliver(job: StoredJob, leaseOwner: string): Promise<void> {
    const log = logger.child({
      jobId: pseudonymOf(job.id),
      kind: job.kind,
      entryId: job.entryId,
      attempt: job.attempts + 1,
    });
    if (await isSuppressedFor({ job, store, suppressionKeyOf })) {
      await store.markJobSuppressed({ id: job.id, leaseOwner, reason: 'opted out' });
      log.info('delivery suppressed: the address opted out');
      return;
    }
    try {
      await mailer.send(job);
    } catch (error) {
      const retryAt = nextRetryAt({ attemptsMade: job.attempts + 1, now: clock() });
      const message = error instanceof Error ? error.message : String(error);
      await store.markJobFailed({ id: job.id, leaseOwner, error: message, retryAt });
      // Mail servers name the recipient in their refusals ("550 <ann@…>: unknown user"): log the reason scrubbed.
      log.warn(
        { reason: scrubEmails(message), retryAt },
        retryAt === null ? 'delivery failed for good' : 'delivery failed, will retry',
      );
      return;
    }
    await store.markJobSent({ id: job.id, leaseOwner, at: clock() });
    log.info('delivery sent');
  }

  return jobHandler({
    kind: 'email',
    leaseMs,
    batchSize,
    parallel: false,
    claim: (input) => store.claimDueJobs(input),
    run: deliver,
  });
}
