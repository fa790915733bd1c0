import { signedInUserOrThrow } from '../auth/require-role.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { ReviewService } from './review-service.ts';

// The review panel's calls; the app puts requireOperator in front of /api/analytics.

export function mountReviewRoutes({ mount, review }: { mount: RouteMounter; review: ReviewService }): void {
  // GET /api/analytics/held-conversions?status=held: by affiliate and reason, and the newest listed
  mount('listHeldConversions', ({ query }) => review.list(query));

  // POST /api/analytics/held-conversions/decide: approve or reject one or many; audited
  mount('decideHeldConversions', ({ body }, { res }) => review.decide(body, signedInUserOrThrow(res)));
}
