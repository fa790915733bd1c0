import { composeTracker } from './compose.ts';
import { readDkimSigningOrThrow } from './email/dkim-signing.ts';
import { createMailer } from './email/mailer.ts';
import { readEnv } from './env.ts';
import { createTrackerServer } from './http/create-server.ts';
import { createLogger } from './logger.ts';
import { createCmsSenderSettings } from './outbox/cms-sender-settings.ts';
import { createEmailJobHandler } from './outbox/email-job-handler.ts';
import { createJobWorker } from './jobs/worker.ts';
import { createRetentionWorker } from './retention/retention-worker.ts';
import { createDimensionRollUpWorker } from './reports/dimension-roll-up-worker.ts';
import { createSuppressionKeyer } from './privacy/suppression-key.ts';
import { createAlertJobHandler } from './alerts/alert-job-handler.ts';
import { createEmlOutbox } from './email/eml-outbox.ts';
import { createSmtpTransport } from './email/smtp-transport.ts';

// The process: env → store → app → listen → graceful shutdown. On SIGTERM/SIGINT it stops accepting,
// lets in-flight requests finish (their writes commit before they answer), stops the background workers (the job worker, the retention clean-up, the dimension roll-up, the alert rules, the daily summaries),
// commits whatever is queued, and closes the store.

const env = readEnv(process.env);
const dkim = readDkimSigningOrThrow(env);
const logger = createLogger({ level: env.TRACKER_LOG_LEVEL });
const { store, app, postbackHandler, alerts, summaries } = await composeTracker({ env, logger });
if (!dkim && env.NODE_ENV === 'production')
  logger.warn('mail is sent without a DKIM signature: set TRACKER_DKIM_* (deploy/README.md, Signed mail)');

const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  outboxDir: env.TRACKER_OUTBOX_DIR,
  publicUrl: env.TRACKER_PUBLIC_URL,
  secret: env.TRACKER_SECRET,
  entryLinkTtlMs: env.TRACKER_EMAIL_LINK_DAYS * 24 * 60 * 60 * 1000,
  dkim,
  getSettings: createCmsSenderSettings({ cmsUrl: env.TRACKER_CMS_URL }),
});
// The alerts' emails go the guide email's way (SMTP or the outbox folder), from the same sender.
const alertTransport = env.SMTP_URL
  ? createSmtpTransport(env.SMTP_URL, dkim)
  : createEmlOutbox(env.TRACKER_OUTBOX_DIR, dkim);
const alertHandler = createAlertJobHandler({
  store,
  transport: alertTransport,
  getSettings: createCmsSenderSettings({ cmsUrl: env.TRACKER_CMS_URL }),
  logger,
});
// One worker for the one job queue: the guide email, and the postbacks when they are on.
const emailHandler = createEmailJobHandler({
  store,
  mailer,
  logger,
  suppressionKeyOf: createSuppressionKeyer(env.TRACKER_SECRET),
});
const worker = createJobWorker({
  handlers: postbackHandler ? [emailHandler, alertHandler, postbackHandler] : [emailHandler, alertHandler],
  logger,
});
worker.start();
const retention = createRetentionWorker({
  store,
  postbacks: store,
  logger,
  settings: {
    entryDays: env.TRACKER_RETENTION_ENTRY_DAYS,
    eventDays: env.TRACKER_RETENTION_EVENT_DAYS,
    outboxDays: env.TRACKER_RETENTION_OUTBOX_DAYS,
    consentDays: env.TRACKER_RETENTION_CONSENT_DAYS,
  },
});
retention.start();
const dimensionRollUp = createDimensionRollUpWorker({ store, logger });
dimensionRollUp.start();
alerts.loop.start();
summaries.loop.start();

const server = createTrackerServer(app);
server.listen(env.TRACKER_PORT, env.TRACKER_HOST, () => {
  logger.info({ port: env.TRACKER_PORT, host: env.TRACKER_HOST, store: store.kind }, 'tracker listening');
});

let shuttingDown = false;

async function shutDown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  forced.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  await worker.stop();
  await retention.stop();
  await dimensionRollUp.stop();
  await alerts.loop.stop();
  await summaries.loop.stop();
  await mailer.close();
  await alertTransport.close();
  await store.close();
  logger.info('stopped');
  process.exit(0);
}

process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
