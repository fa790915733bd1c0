import { readSessionToken } from '../auth/session-cookie.ts';
import { HttpError } from '../http/http-error.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { FirstViewService } from './first-view-service.ts';

// The dashboard's first view; the app puts requireOperator in front of /api/analytics.

export function mountFirstViewRoute({ mount, firstView }: { mount: RouteMounter; firstView: FirstViewService }): void {
  // GET /api/analytics/first-view: the report of the filters and the first view of every panel below it, at once
  mount('getDashboardFirstView', ({ query }, { req }) => {
    const token = readSessionToken(req);
    if (!token) throw new HttpError({ code: 'unauthorized', message: 'Please sign in to see the analytics.' });
    return firstView({ query, token });
  });
}
