import { readSessionToken } from '../auth/session-cookie.ts';
import { HttpError } from '../http/http-error.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { ChartAnnotationsService } from './chart-annotations-service.ts';

// The trend chart's marks; the app puts requireOperator in front of /api/analytics, and the CMS is read with
// the operator's own session, so the marks show only what that operator may read in the CMS.

export function mountAnnotationRoutes({
  mount,
  annotations,
}: {
  mount: RouteMounter;
  annotations: ChartAnnotationsService;
}): void {
  // GET /api/analytics/annotations: publishes, experiment changes and postback outages over the range
  mount('getChartAnnotations', ({ query }, { req }) => {
    const token = readSessionToken(req);
    if (!token) throw new HttpError({ code: 'unauthorized', message: 'Please sign in to see the analytics.' });
    return annotations.annotations({ query, token });
  });
}
