import type { RouteMounter } from '../http/route-mounter.ts';
import type { PostbackHealthService } from './health-service.ts';

// The postback health panel's calls; the app puts requireOperator in front of /api/analytics.

export function mountPostbackHealthRoutes({
  mount,
  health,
}: {
  mount: RouteMounter;
  health: PostbackHealthService;
}): void {
  // GET /api/analytics/postbacks: sent, delivered, failing and pending per affiliate and event, and the latest attempts
  mount('getPostbackHealth', ({ query }) => health.health(query));

  // POST /api/analytics/postbacks/test: call a template once with sample values and show the answer
  mount('sendTestPostback', ({ body }) => health.sendTest(body));

  // POST /api/analytics/postbacks/:id/replay: queue a postback that failed for good again
  mount('replayPostback', ({ params }) => health.replay(params.id));
}
