import type { RouteMounter } from '../http/route-mounter.ts';
import type { ReportService } from './report-service.ts';

// The operator reports; the app puts requireOperator in front of /api/analytics.

export function mountAnalyticsRoutes({ mount, reports }: { mount: RouteMounter; reports: ReportService }): void {
  // GET /api/analytics/funnel: totals of each stage over the range
  mount('getFunnelAnalytics', ({ query }) => reports.funnel(query));

  // GET /api/analytics/daily: one row per local day of the range, days without traffic included
  mount('getDailyAnalytics', ({ query }) => reports.daily(query));

  // GET /api/analytics/hourly: one or two local days, hour by hour
  mount('getHourlyAnalytics', ({ query }) => reports.hourly(query));

  // GET /api/analytics/affiliates: every affiliate seen in human traffic
  mount('getAffiliates', () => reports.affiliates());

  // GET /api/analytics/versions: the funnel per landing version
  mount('getVersionAnalytics', ({ query }) => reports.versions(query));

  // GET /api/analytics/offers: accepted and declined per offer and position
  mount('getOfferAnalytics', ({ query }) => reports.offers(query));

  // GET /api/analytics/dimensions: one row per value of a tracking dimension, top values then "Other"
  mount('getDimensionReport', ({ query }) => reports.dimensions(query));
}
