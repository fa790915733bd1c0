import { captureTrackingContext } from '../../stores/tracking-context.ts';
import { pushDataLayer } from '../../lib/data-layer.ts';
import { trackPageVisitOnce } from './page-visit.ts';
import { readPublicConfig } from '../../lib/public-config.ts';
import { isStaffPage } from '../../lib/staff-pages.ts';
import { startErrorMonitor } from './start-error-monitor.ts';
import { showCarriedToast } from '../../stores/toasts.ts';

/** What every page does on arrival: watch for errors, keep the tracking context, count the visit. */
export function startPage(): void {
  startErrorMonitor();
  // After every module script of the page has run, so the toaster's wake-up listener is in place.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => setTimeout(showCarriedToast, 0), { once: true });
  else setTimeout(showCarriedToast, 0);
  // On a staff page the query is the operator's (the dashboard's affiliate filter): capturing it would store
  // the filter as a visitor's affiliate and write the stored one back into the next bare /analytics.
  if (isStaffPage(window.location.pathname)) return;
  const tracking = captureTrackingContext();
  const { landingVersion, tracksVisit } = readPublicConfig();
  pushDataLayer({ event: 'page_view', page: window.location.pathname, landingVersion });
  // The session's visit is counted on whatever page it starts (an email may link straight
  // to /continue-registration); the page goes with it, so the landing versions still count their own.
  if (!tracksVisit) return;
  const track = () => void trackPageVisitOnce({ tracking, landingVersion });
  if ('requestIdleCallback' in window) window.requestIdleCallback(track, { timeout: 3000 });
  else setTimeout(track, 1);
}
