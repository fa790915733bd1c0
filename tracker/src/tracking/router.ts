import type { RouteMounter } from '../http/route-mounter.ts';
import type { TrackingService } from './tracking-service.ts';

const success = { success: true } as const;

export function mountTrackingRoutes({ mount, tracking }: { mount: RouteMounter; tracking: TrackingService }): void {
  // POST /api/track-visit: one page visit (an impression), answered once it is durable
  mount('trackVisit', async ({ body }, { client }) => {
    await tracking.trackVisit(body, client);
    return success;
  });

  // POST /api/track-anonymous-download: a download with no known entry
  mount('trackAnonymousDownload', async ({ body }, { client }) => {
    await tracking.trackAnonymousDownload(body, client);
    return success;
  });

  // POST /api/log-error: a browser error report, logged without email addresses
  mount('logError', ({ body }, { client }) => {
    tracking.logBrowserError(body, client);
    return success;
  });
}
