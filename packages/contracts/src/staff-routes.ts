import * as alerts from './alerts.ts';
import * as analytics from './analytics.ts';
import * as chartAnnotations from './chart-annotations.ts';
import * as consent from './consent.ts';
import * as conversionReview from './conversion-review.ts';
import * as conversionExports from './conversion-exports.ts';
import * as dashboardFirstView from './dashboard-first-view.ts';
import * as dataRequests from './data-requests.ts';
import * as dimensionReport from './dimension-report.ts';
import * as experiments from './experiments.ts';
import * as hourly from './hourly.ts';
import * as offers from './offers.ts';
import { emptyBodySchema } from './fields.ts';
import * as postbacks from './postbacks.ts';
import type { ApiRouteDefinition } from './route-definition.ts';

// The calls of the staff's dashboard: reports and postback health (operators), consent documents and data-subject
// requests (admins). Part of the one API table (routes.ts), kept apart because no visitor page uses them.

export const staffRoutes = {
  getDashboardFirstView: {
    method: 'GET',
    path: '/api/analytics/first-view',
    query: analytics.analyticsQuerySchema,
    response: dashboardFirstView.dashboardFirstViewSchema,
    access: 'operator',
  },
  getFunnelAnalytics: {
    method: 'GET',
    path: '/api/analytics/funnel',
    query: analytics.analyticsQuerySchema,
    response: analytics.getFunnelAnalyticsResponseSchema,
    access: 'operator',
  },
  getDailyAnalytics: {
    method: 'GET',
    path: '/api/analytics/daily',
    query: analytics.analyticsQuerySchema,
    response: analytics.getDailyAnalyticsResponseSchema,
    access: 'operator',
  },
  getHourlyAnalytics: {
    method: 'GET',
    path: '/api/analytics/hourly',
    query: hourly.hourlyAnalyticsQuerySchema,
    response: hourly.getHourlyAnalyticsResponseSchema,
    access: 'operator',
  },
  getChartAnnotations: {
    method: 'GET',
    path: '/api/analytics/annotations',
    query: analytics.analyticsQuerySchema,
    response: chartAnnotations.getChartAnnotationsResponseSchema,
    access: 'operator',
  },
  getAffiliates: {
    method: 'GET',
    path: '/api/analytics/affiliates',
    response: analytics.getAffiliatesResponseSchema,
    access: 'operator',
  },
  getVersionAnalytics: {
    method: 'GET',
    path: '/api/analytics/versions',
    query: analytics.analyticsQuerySchema,
    response: analytics.getVersionAnalyticsResponseSchema,
    access: 'operator',
  },
  getOfferAnalytics: {
    method: 'GET',
    path: '/api/analytics/offers',
    query: analytics.analyticsQuerySchema,
    response: analytics.getOfferAnalyticsResponseSchema,
    access: 'operator',
  },
  getDimensionReport: {
    method: 'GET',
    path: '/api/analytics/dimensions',
    query: dimensionReport.dimensionReportQuerySchema,
    response: dimensionReport.dimensionReportSchema,
    access: 'operator',
  },
  exportGoogleAdsConversions: {
    method: 'GET',
    path: '/api/analytics/conversions/google-ads.csv',
    query: conversionExports.conversionExportQuerySchema,
    response: conversionExports.exportGoogleAdsConversionsResponseSchema,
    access: 'operator',
  },
  exportMetaConversions: {
    method: 'GET',
    path: '/api/analytics/conversions/meta.json',
    query: conversionExports.conversionExportQuerySchema,
    response: conversionExports.exportMetaConversionsResponseSchema,
    access: 'operator',
  },
  listExperiments: {
    method: 'GET',
    path: '/api/analytics/experiments',
    response: experiments.listExperimentsResponseSchema,
    access: 'operator',
  },
  getExperimentResults: {
    method: 'GET',
    path: '/api/analytics/experiments/:id',
    params: experiments.experimentResultsParamsSchema,
    query: experiments.experimentResultsQuerySchema,
    response: experiments.getExperimentResultsResponseSchema,
    access: 'operator',
  },
  getOfferOrderResults: {
    method: 'GET',
    path: '/api/analytics/offer-order',
    query: offers.offerOrderResultsQuerySchema,
    response: offers.offerOrderResultsResponseSchema,
    access: 'operator',
  },
  getPostbackHealth: {
    method: 'GET',
    path: '/api/analytics/postbacks',
    query: analytics.analyticsQuerySchema,
    response: postbacks.getPostbackHealthResponseSchema,
    access: 'operator',
  },
  sendTestPostback: {
    method: 'POST',
    path: '/api/analytics/postbacks/test',
    body: postbacks.sendTestPostbackBodySchema,
    response: postbacks.sendTestPostbackResponseSchema,
    access: 'operator',
  },
  replayPostback: {
    method: 'POST',
    path: '/api/analytics/postbacks/:id/replay',
    params: postbacks.replayPostbackParamsSchema,
    body: emptyBodySchema,
    response: postbacks.replayPostbackResponseSchema,
    access: 'operator',
  },
  listAlerts: {
    method: 'GET',
    path: '/api/analytics/alerts',
    response: alerts.listAlertsResponseSchema,
    access: 'operator',
  },
  getConsentFigures: {
    method: 'GET',
    path: '/api/analytics/consent-figures',
    response: consent.consentFiguresSchema,
    access: 'operator',
  },
  listHeldConversions: {
    method: 'GET',
    path: '/api/analytics/held-conversions',
    query: conversionReview.listHeldConversionsQuerySchema,
    response: conversionReview.listHeldConversionsResponseSchema,
    access: 'operator',
  },
  decideHeldConversions: {
    method: 'POST',
    path: '/api/analytics/held-conversions/decide',
    body: conversionReview.decideHeldConversionsBodySchema,
    response: conversionReview.decideHeldConversionsResponseSchema,
    access: 'operator',
  },
  getConsentDocument: {
    method: 'GET',
    path: '/api/admin/consent-document',
    query: consent.personLookupQuerySchema,
    response: consent.consentDocumentSchema,
    access: 'admin',
  },
  exportPerson: {
    method: 'GET',
    path: '/api/admin/data-requests/export',
    query: dataRequests.exportPersonQuerySchema,
    response: dataRequests.exportPersonResponseSchema,
    access: 'admin',
  },
  erasePerson: {
    method: 'POST',
    path: '/api/admin/data-requests/erase',
    body: dataRequests.erasePersonBodySchema,
    response: dataRequests.erasePersonResponseSchema,
    access: 'admin',
  },
  listAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    response: dataRequests.listAuditLogResponseSchema,
    access: 'admin',
  },
} as const satisfies Record<string, ApiRouteDefinition>;
