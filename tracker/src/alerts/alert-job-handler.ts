import type { SendMailOptions } from 'nodemailer';
import type { SenderSettings } from '../email/delivery-email-parts.ts';
import type { MessageTransport } from '../email/message-transport.ts';
import type { AlertJobs, EmailJobs, StoredAlertJob } from '../jobs/port.ts';
import { jobHandler, type JobHandler } from '../jobs/worker.ts';
import type { Logger } from '../logger.ts';
import { pseudonymOf, scrubEmails } from '../logger.ts';
import { nextRetryAt } from '../outbox/backoff.ts';

// The alerts' kind of job: one email to one operator (an alert in plain text, the daily summary with its HTML
// too), from the product's sender (the CMS's site settings, as the guide email), through the same transport
// (SMTP, or the local outbox folder); marked sent, or retried on the guide email's backoff. Logs name the job by a pseudonym and never the address.

export function alertMessageOf(job: StoredAlertJob, settings: SenderSettings): SendMailOptions {
  const domain = settings.senderEmail.split('@')[1] ?? 'localhost';
  return {
    from: { name: settings.senderName, address: settings.senderEmail },
    to: job.email,
    subject: job.subject,
    text: job.text,
    ...(job.html === undefined ? {} : { html: job.html }),
    // The job id names the message, so a resend after a crash is recognised as the same message.
    messageId: `<alert.${pseudonymOf(job.id)}@${domain}>`,
  };
}

export function createAlertJobHandler({
  store,
  transport,
  getSettings,
  logger,
  clock = Date.now,
  leaseMs = 10 * 60 * 1000,
  batchSize = 10,
}: {
  store: AlertJobs & Pick<EmailJobs, 'markJobSent' | 'markJobFailed'>;
  transport: MessageTransport;
  getSettings: () => Promise<SenderSettings>;
  logger: Logger;
  clock?: () => number;
  leaseMs?: number;
  batchSize?: number;
}): JobHandler {
  async function send(job: StoredAlertJob, leaseOwner: string): Promise<void> {
    const log = logger.child({ jobId: pseudonymOf(job.id), kind: 'alert', attempt: job.attempts + 1 });
    try {
      await transport.deliver(alertMessageOf(job, await getSettings()), job.id);
    } catch (error) {
      const retryAt = nextRetryAt({ attemptsMade: job.attempts + 1, now: clock() });
      const message = error instanceof Error ? error.message : String(error);
      await store.markJobFailed({ id: job.id, leaseOwner, error: message, retryAt });
      log.warn({ reason: scrubEmails(message), retryAt }, 'alert email failed');
      return;
    }
    await store.markJobSent({ id: job.id, leaseOwner, at: clock() });
    log.info('alert email sent');
  }

  return jobHandler({
    kind: 'alert',
    leaseMs,
    batchSize,
    parallel: false,
    claim: (input) => store.claimDueAlertJobs(input),
    run: send,
  });
}
