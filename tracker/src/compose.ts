import type { Express } from 'express';
import { createApp } from './app.ts';
import { createCmsSessionVerifier } from './auth/verify-operator-session.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { composePostbacks } from './postbacks/compose-postbacks.ts';
import type { PostbackDependencies } from './postbacks/health-service.ts';
import type { JobHandler } from './jobs/worker.ts';
import { openStore } from './store/open-store.ts';
import type { Store } from './store/port.ts';
import type { Clock } from './clock.ts';
import { createCmsReviewThreshold, noReviewThreshold } from './review/review-threshold.ts';
import { createAlertMonitor, type AlertMonitor } from './alerts/alert-monitor.ts';
import { createMailRecipients } from './alerts/cms-mail-recipients.ts';
import { createDailySummaries, type DailySummaries } from './alerts/daily-summaries.ts';
import { createReportService } from './reports/report-service.ts';

/** The store and the app as every tracker process builds them; a clock can be given (tests move time). */
export async function composeTracker({ env, logger, clock }: { env: Env; logger: Logger; clock?: Clock }): Promise<{
  store: Store;
  app: Express;
  postbacks: PostbackDependencies;
  postbackHandler: JobHandler | null;
  alerts: AlertMonitor;
  summaries: DailySummaries;
}> {
  const opened = await openStore({
    mongodbUri: env.MONGODB_URI,
    mongodbDb: env.TRACKER_MONGODB_DB,
    sqlitePath: env.TRACKER_DB_PATH,
    sqliteSynchronous: env.TRACKER_SQLITE_SYNCHRONOUS,
  });
  const { store, postbacks, handler } = composePostbacks({ env, store: opened, logger, clock: clock ?? Date.now });
  const verifier = createCmsSessionVerifier({ cmsUrl: env.TRACKER_CMS_URL });
  // The threshold lives in the Postbacks global, which only the postback key may read.
  const key = env.TRACKER_CMS_POSTBACK_KEY;
  const reviewThreshold = key
    ? createCmsReviewThreshold({
        cmsUrl: env.TRACKER_CMS_URL,
        key,
        onError: (error) => logger.warn({ err: error }, 'the review threshold could not be read from the CMS'),
      })
    : noReviewThreshold;
  const mailRecipients = createMailRecipients({
    cmsUrl: env.TRACKER_CMS_URL,
    key,
    fallbackAlertAddresses: env.TRACKER_ALERT_EMAILS,
    logger,
    clock,
  });
  const dashboardUrl = new URL('/analytics', env.TRACKER_PUBLIC_URL).href;
  const alerts = createAlertMonitor({
    store,
    clock: clock ?? Date.now,
    logger,
    recipients: mailRecipients.alertAddresses,
    dashboardUrl,
  });
  // The summary reads the dashboard's own daily report.
  const summaries = createDailySummaries({
    store,
    clock: clock ?? Date.now,
    logger,
    recipients: mailRecipients,
    dailyReport: createReportService({ store }).daily,
    dashboardUrl,
  });
  const app = createApp({
    store,
    env,
    logger,
    verifyOperatorSession: verifier,
    forgetSession: verifier.forget,
    clock,
    postbacks,
    reviewThreshold,
    mailRecipients,
    alerts,
  });
  return { store, app, postbacks, postbackHandler: handler, alerts, summaries };
}
