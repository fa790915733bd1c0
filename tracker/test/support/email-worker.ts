import type { Mailer } from '../../src/email/mailer-port.ts';
import { createJobWorker, type JobWorker } from '../../src/jobs/worker.ts';
import type { Logger } from '../../src/logger.ts';
import { createEmailJobHandler } from '../../src/outbox/email-job-handler.ts';
import type { SuppressionKeyer } from '../../src/privacy/suppression-key.ts';
import type { Store } from '../../src/store/port.ts';

/** The job worker as a tracker process runs it, with the guide email's handler only (the email suites). */
export function emailWorker({
  store,
  mailer,
  logger,
  suppressionKeyOf,
  clock = Date.now,
  workerId,
}: {
  store: Store;
  mailer: Mailer;
  logger: Logger;
  suppressionKeyOf: SuppressionKeyer;
  clock?: () => number;
  workerId?: string;
}): JobWorker {
  return createJobWorker({
    handlers: [createEmailJobHandler({ store, mailer, logger, suppressionKeyOf, clock })],
    logger,
    clock,
    ...(workerId ? { workerId } : {}),
  });
}
