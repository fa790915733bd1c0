import { useEffect, useState } from 'react';
import type { ListAlertsResponse } from '@seniorguide/contracts';
import { useLoad, type LoadSeed, type SessionLossHandler } from '../report/useLoad.ts';
import { useOperatorZone } from '../session/operator-zone.ts';
import { alertTexts } from './alert-texts.ts';
import { loadAlerts } from './load-alerts.ts';

// The alerts active now (the tracker's alert rules), brought by the report's first view (at each load and
// Refresh), then read every minute. Nothing is drawn while there is none, so the usual page never moves; an alert
// is worth the shift it makes.

const everyMs = 60_000;

const timeOf = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });

export function AlertBanner({
  firstView,
  onSessionLoss,
}: {
  /** The alerts as the report's first view brought them, keyed by that load. */
  firstView: LoadSeed<ListAlertsResponse>;
  onSessionLoss: SessionLossHandler;
}) {
  const timeZone = useOperatorZone();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((count) => count + 1), everyMs);
    return () => clearInterval(timer);
  }, []);
  const alerts = useLoad({
    key: `${firstView.key}:${tick}`,
    load: (signal) => loadAlerts({ signal }),
    onSessionLoss,
    seed: { ...firstView, key: `${firstView.key}:0` },
  });
  const active = alerts.data?.alerts ?? [];
  if (active.length === 0) return null;
  return (
    <section
      aria-label={alertTexts.regionLabel}
      data-testid="alert-banner"
      className="rounded-box border-2 border-warning bg-base-100 p-4"
    >
      <div role="alert">
        <p className="text-lg font-bold">{alertTexts.title(active.length)}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {active.map((alert) => (
            <li key={alert.id} data-rule={alert.rule}>
              <strong>{alert.title}</strong> ({alertTexts.since} {timeOf(alert.since, timeZone)}). {alert.detail}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
