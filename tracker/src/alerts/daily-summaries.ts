import type { AnalyticsQuery, DailyAnalyticsRow } from '@seniorguide/contracts';
import { createBackgroundLoop, type BackgroundLoop } from '../background-loop.ts';
import type { Clock } from '../clock.ts';
import type { AlertJobs } from '../jobs/port.ts';
import { pseudonymOf, type Logger } from '../logger.ts';
import type { MailRecipients } from './cms-mail-recipients.ts';
import { dailySummaryEmail, summaryJobId } from './daily-summary-email.ts';
import { addDays, localDateAndHour } from './local-day.ts';

// The daily summary: once a day, from `sendAtHour` (07:00) in each reader's own time zone, an email with
// yesterday's figures there beside the day before, for each admin and operator who chose it. The figures are
// the dashboard's own daily report (two rows of it, read from the pre-aggregated counters, never the event
// log). The email is a job of the one queue (kind `alert`, sent by the alerts' handler) whose id names the
// reader's local day and a hash of their address: the store refuses a second one, so each reader gets one
// summary a day however many processes, passes or restarts look.

export type DailyReport = (query: AnalyticsQuery) => Promise<DailyAnalyticsRow[]>;

export type DailySummaries = { loop: BackgroundLoop<number> };

export function createDailySummaries({
  store,
  clock,
  logger,
  recipients,
  dailyReport,
  dashboardUrl,
  sendAtHour = 7,
  everyMs = 60_000,
}: {
  store: Pick<AlertJobs, 'enqueueAlertJob'>;
  clock: Clock;
  logger: Logger;
  recipients: Pick<MailRecipients, 'summaryRecipients'>;
  /** The report service's `daily`, as the dashboard's Daily Performance reads it. */
  dailyReport: DailyReport;
  dashboardUrl: string;
  sendAtHour?: number;
  everyMs?: number;
}): DailySummaries {
  // Ids this process already queued: a pass after the hour costs no report and no write per reader.
  const written = new Set<string>();

  /** One pass: queues the summaries due now; answers how many it queued. */
  async function pass(): Promise<number> {
    const now = clock();
    // Readers in one zone share one read of the report.
    const reports = new Map<string, Promise<DailyAnalyticsRow[]>>();
    let queued = 0;
    for (const { email, timeZone } of await recipients.summaryRecipients()) {
      const today = localDateAndHour(now, timeZone);
      if (today.hour < sendAtHour) continue;
      const id = summaryJobId({ date: today.date, email });
      if (written.has(id)) continue;
      const yesterday = addDays(today.date, -1);
      const key = `${timeZone} ${yesterday}`;
      const rows =
        reports.get(key) ??
        dailyReport({ startDate: addDays(today.date, -2), endDate: yesterday, timezone: timeZone, affiliateId: null });
      reports.set(key, rows);
      const [dayBefore, last] = await rows;
      if (!dayBefore || !last) continue;
      const message = dailySummaryEmail({ yesterday: last, dayBefore, timeZone, dashboardUrl });
      const result = await store.enqueueAlertJob({ id, email, ...message, dueAt: now });
      if (written.size >= 10_000) written.clear();
      written.add(id);
      if (result.queued) {
        queued += 1;
        logger.info({ jobId: pseudonymOf(id), day: yesterday }, 'daily summary queued');
      }
    }
    return queued;
  }

  return {
    loop: createBackgroundLoop({
      pass,
      everyMs,
      onError: (error) => logger.error({ err: error }, 'the daily summaries could not be queued'),
    }),
  };
}
