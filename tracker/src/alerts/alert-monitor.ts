import type { ActiveAlert, ListAlertsResponse } from '@seniorguide/contracts';
import { createBackgroundLoop, type BackgroundLoop } from '../background-loop.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/port.ts';
import { alertEmailFor, alertJobId } from './alert-email.ts';
import { defaultAlertSettings, type AlertSettings, type FoundAlert } from './alert-settings.ts';
import { findMailRefused } from './mail-refused-rule.ts';
import { findPostbackOutages } from './postback-outage-rule.ts';
import { findRateChanges } from './rate-rules.ts';
import { findTrafficStopped } from './traffic-rule.ts';

// Evaluates the alert rules from the pre-aggregated counts and the job queue's health, every minute in the
// background and whenever the dashboard asks for a list older than a minute. Each alert found is an email to
// every admin and operator who chose alerts (or the configured fallback) through the job queue, queued under an id that names the alert, the period and the recipient,
// so one alert sends one email per recipient per period whichever process or evaluation finds it (no storm).
// The active list and the time each alert was first found are this process's.

export type AlertMonitor = {
  /** The active alerts, evaluated again when the last evaluation is older than `refreshMs`. */
  current(): Promise<ListAlertsResponse>;
  /** The background loop (index.ts starts it). */
  loop: BackgroundLoop<ListAlertsResponse>;
};

type Rule = (input: { store: Store; now: number; settings: AlertSettings }) => Promise<FoundAlert[]>;

const rules: Record<string, Rule> = {
  postback_outage: findPostbackOutages,
  traffic_stopped: findTrafficStopped,
  mail_refused: findMailRefused,
  rates: findRateChanges,
};

export function createAlertMonitor({
  store,
  clock,
  logger,
  recipients,
  dashboardUrl,
  settings = defaultAlertSettings,
  refreshMs = 60_000,
}: {
  store: Store;
  clock: Clock;
  logger: Logger;
  /** The addresses to email, read at each evaluation (cms-mail-recipients.ts); none: the banner only. */
  recipients: () => Promise<readonly string[]>;
  /** Named in each email. */
  dashboardUrl: string;
  settings?: AlertSettings;
  refreshMs?: number;
}): AlertMonitor {
  const firstFound = new Map<string, number>();
  let last: ListAlertsResponse | null = null;
  let lastAt = -Infinity;
  let running: Promise<ListAlertsResponse> | null = null;
  // Ids this process already wrote: an alert that lasts costs no write per evaluation (the store still refuses a repeat).
  const written = new Set<string>();

  async function findAll(now: number): Promise<FoundAlert[]> {
    const results = await Promise.all(
      Object.entries(rules).map(([name, rule]) =>
        // One rule's failed read keeps neither the others nor the banner from working.
        rule({ store, now, settings }).catch((error: unknown) => {
          logger.error({ err: error, rule: name }, 'an alert rule could not be evaluated');
          return [];
        }),
      ),
    );
    return results.flat();
  }

  async function notify(alert: FoundAlert, now: number, addresses: readonly string[]): Promise<void> {
    const periodMs = settings.renotifyHours[alert.rule] * 60 * 60 * 1000;
    const period = Math.floor(now / periodMs);
    const message = alertEmailFor({ alert, dashboardUrl });
    for (const email of addresses) {
      const id = alertJobId({ alertId: alert.id, period, email });
      if (written.has(id)) continue;
      const { queued } = await store.enqueueAlertJob({ id, email, ...message, dueAt: now });
      if (written.size >= 10_000) written.clear();
      written.add(id);
      if (queued) logger.info({ alert: alert.id, rule: alert.rule }, 'alert email queued');
    }
  }

  async function evaluate(): Promise<ListAlertsResponse> {
    const now = clock();
    const found = await findAll(now);
    const active = new Set(found.map((alert) => alert.id));
    for (const id of firstFound.keys()) if (!active.has(id)) firstFound.delete(id);
    const alerts: ActiveAlert[] = [];
    const addresses = found.length > 0 ? await recipients() : [];
    for (const alert of found) {
      if (!firstFound.has(alert.id)) firstFound.set(alert.id, now);
      await notify(alert, now, addresses);
      alerts.push({ ...alert, since: new Date(firstFound.get(alert.id) ?? now).toISOString() });
    }
    last = { alerts, evaluatedAt: new Date(now).toISOString() };
    lastAt = now;
    return last;
  }

  /** One evaluation at a time: a request during the loop's pass waits for it instead of starting another. */
  function evaluateOnce(): Promise<ListAlertsResponse> {
    running ??= evaluate().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async current() {
      const now = clock();
      if (last && now >= lastAt && now - lastAt < refreshMs) return last;
      return evaluateOnce();
    },
    loop: createBackgroundLoop({
      pass: evaluateOnce,
      everyMs: refreshMs,
      onError: (error) => logger.error({ err: error }, 'alert evaluation failed'),
    }),
  };
}
