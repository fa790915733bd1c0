import type { RouteMounter } from '../http/route-mounter.ts';
import type { ExperimentResultsService } from './experiment-results-service.ts';
import type { OfferOrderResults } from './offer-order-results.ts';

// The landing experiments' results for operators; the app puts requireOperator in front of /api/analytics.

export function mountExperimentRoutes({
  mount,
  experiments,
  offerOrder,
}: {
  mount: RouteMounter;
  experiments: ExperimentResultsService;
  offerOrder: OfferOrderResults;
}): void {
  // GET /api/analytics/experiments: every experiment in the CMS, to pick one
  mount('listExperiments', () => experiments.list());

  // GET /api/analytics/experiments/:id: visitors, signups and the verdict per variant, overall and per affiliate
  mount('getExperimentResults', ({ params, query }) => experiments.results({ id: params.id, query }));

  // GET /api/analytics/offer-order?flow=: "by earnings" against the fixed order, with the verdict on revenue per visitor
  mount('getOfferOrderResults', ({ query }) => offerOrder(query));
}
