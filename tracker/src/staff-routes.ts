import type { Router } from 'express';
import type { AlertMonitor } from './alerts/alert-monitor.ts';
import { mountAlertRoutes } from './alerts/router.ts';
import type { Fetch } from './auth/cms-auth.ts';
import { requireOperator } from './auth/require-operator.ts';
import type { VerifyOperatorSession } from './auth/verify-operator-session.ts';
import type { Clock } from './clock.ts';
import type { Env } from './env.ts';
import { createConsentDocumentService } from './consent/consent-document-service.ts';
import { mountConsentRoutes } from './consent/router.ts';
import { createConversionExportService } from './conversion-exports/conversion-export-service.ts';
import { mountConversionExportRoutes } from './conversion-exports/router.ts';
import { createDataRequestService } from './data-requests/data-request-service.ts';
import { mountDataRequestRoutes } from './data-requests/router.ts';
import { createCmsExperiments } from './experiments/cms-experiments.ts';
import { createExperimentResultsService } from './experiments/experiment-results-service.ts';
import { createOfferOrderResults } from './experiments/offer-order-results.ts';
import { mountExperimentRoutes } from './experiments/router.ts';
import type { RouteMounter } from './http/route-mounter.ts';
import type { Logger } from './logger.ts';
import type { OfferOrderSource } from './offers/cms-offer-order.ts';
import { createPostbackHealthService, type PostbackDependencies } from './postbacks/health-service.ts';
import { mountPostbackHealthRoutes } from './postbacks/router.ts';
import { createSuppressionKeyer } from './privacy/suppression-key.ts';
import { mountAnnotationRoutes } from './reports/annotations-router.ts';
import { createChartAnnotationsService } from './reports/chart-annotations-service.ts';
import { createCmsChangeLog } from './reports/cms-change-log.ts';
import { createFirstViewService } from './reports/first-view-service.ts';
import { mountFirstViewRoute } from './reports/first-view-router.ts';
import { createReportService } from './reports/report-service.ts';
import { mountAnalyticsRoutes } from './reports/router.ts';
import { createReviewService } from './review/review-service.ts';
import { mountReviewRoutes } from './review/router.ts';
import type { Store } from './store/port.ts';

// The staff's calls, mounted by app.ts after the visitors': the dashboard's reports and marks, alerts, held
// conversions, conversion exports, experiments, postback health, consent documents and data requests. Every
// /api/analytics call needs an operator's session; the consent and data-request routes check their own roles.

export function mountStaffRoutes({
  router,
  mount,
  store,
  env,
  logger,
  verifyOperatorSession,
  clock,
  fetch,
  postbacks,
  alerts,
  offerOrder,
}: {
  router: Router;
  mount: RouteMounter;
  store: Store;
  env: Pick<Env, 'TRACKER_CMS_URL' | 'TRACKER_CMS_POSTBACK_KEY' | 'TRACKER_SECRET'> &
    Partial<Pick<Env, 'TRACKER_CMS_PUBLIC_URL'>>;
  logger: Logger;
  verifyOperatorSession: VerifyOperatorSession;
  clock: Clock;
  fetch: Fetch;
  postbacks: PostbackDependencies | undefined;
  alerts: AlertMonitor;
  offerOrder: OfferOrderSource;
}): void {
  router.use('/api/analytics', requireOperator({ verifyOperatorSession }));
  // Built once: each serves its own call and its part of the dashboard's first view (first-view-service.ts).
  const reports = createReportService({ store });
  const annotations = createChartAnnotationsService({
    changeLog: createCmsChangeLog({ cmsUrl: env.TRACKER_CMS_URL, fetch }),
    postbacks: store,
    cmsPublicUrl: env.TRACKER_CMS_PUBLIC_URL ?? env.TRACKER_CMS_URL,
    clock,
    logger,
  });
  const review = createReviewService({ store, postbacks: postbacks?.store ?? null, clock });
  const experiments = createExperimentResultsService({
    store,
    cms: createCmsExperiments({ cmsUrl: env.TRACKER_CMS_URL, key: env.TRACKER_CMS_POSTBACK_KEY, fetch }),
    clock,
  });
  const postbackHealth = postbacks ? createPostbackHealthService({ postbacks, clock }) : null;
  const documents = createConsentDocumentService({ store, clock });
  const offerOrderResults = createOfferOrderResults({ store, settings: offerOrder, clock });
  mountFirstViewRoute({
    mount,
    firstView: createFirstViewService({
      reports,
      annotations,
      alerts,
      experiments,
      offerOrder: offerOrderResults,
      review,
      postbackHealth,
      consent: documents,
      logger,
    }),
  });
  mountAnalyticsRoutes({ mount, reports });
  mountAnnotationRoutes({ mount, annotations });
  mountAlertRoutes({ mount, monitor: alerts });
  mountReviewRoutes({ mount, review });
  mountConversionExportRoutes({
    mount,
    exports: createConversionExportService({
      store,
      settings: postbacks?.settings ?? null,
      clock,
      secret: env.TRACKER_SECRET,
    }),
  });
  mountExperimentRoutes({
    mount,
    experiments,
    offerOrder: offerOrderResults,
  });
  if (postbackHealth) mountPostbackHealthRoutes({ mount, health: postbackHealth });
  mountConsentRoutes({
    router,
    mount,
    verifyOperatorSession,
    documents,
    store,
    secret: env.TRACKER_SECRET,
  });
  const suppressionKeyOf = createSuppressionKeyer(env.TRACKER_SECRET);
  mountDataRequestRoutes({
    router,
    mount,
    verifyOperatorSession,
    requests: createDataRequestService({ store, clock, suppressionKeyOf, postbacks: postbacks?.store ?? null }),
  });
}
