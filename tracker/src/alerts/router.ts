import type { RouteMounter } from '../http/route-mounter.ts';
import type { AlertMonitor } from './alert-monitor.ts';

// The operator's alerts; the app puts requireOperator in front of /api/analytics.

export function mountAlertRoutes({ mount, monitor }: { mount: RouteMounter; monitor: AlertMonitor }): void {
  // GET /api/analytics/alerts: the alerts active now (postbacks failing, traffic stopped, mail refused, rates)
  mount('listAlerts', () => monitor.current());
}
