import { captureTrackingContext } from '../stores/tracking-context.ts';
import { pushDataLayer } from './data-layer.ts';
import { trackPageVisitOnce } from './page-visit.ts';
import { readPublicConfig } from './public-config.ts';
import { startErrorMonitor } from './start-error-monitor.ts';

/** What every page does on arrival: watch for errors, keep the tracking context, count the visit. */
export function startPage(): void {
  startErrorMonitor();
  const tracking = captureTrackingContext();
  const { landingVersion } = readPublicConfig();
  pushDataLayer({ event: 'page_view', page: window.location.pathname, landingVersion });
  // Impressions are landing-page visits (the dashboard's funnel starts there).
  if (landingVersion === null) return;
  const track = () => void trackPageVisitOnce({ tracking, landingVersion });
  if ('requestIdleCallback' in window) window.requestIdleCallback(track, { timeout: 3000 });
  else setTimeout(track, 1);
}
