import { createAlertJobHandler } from '../../src/alerts/alert-job-handler.ts';
import { createSmtpTransport } from '../../src/email/smtp-transport.ts';
import { createJobWorker, type JobWorker } from '../../src/jobs/worker.ts';
import { createLogger } from '../../src/logger.ts';
import type { Store } from '../../src/store/port.ts';

// The job worker with the alerts' handler only, sending through a real SMTP transport to the tests' sink.

export const alertSender = { senderName: 'Senior Guide', senderEmail: 'guide@example.com', postalAddress: '1 Main St' };

export function alertMailWorker({
  store,
  smtpUrl,
  clock,
}: {
  store: Store;
  smtpUrl: string;
  clock: () => number;
}): JobWorker & { close(): Promise<void> } {
  const logger = createLogger({ level: 'silent' });
  const transport = createSmtpTransport(smtpUrl);
  const worker = createJobWorker({
    handlers: [createAlertJobHandler({ store, transport, getSettings: async () => alertSender, logger, clock })],
    logger,
    clock,
  });
  return { ...worker, close: () => transport.close() };
}
