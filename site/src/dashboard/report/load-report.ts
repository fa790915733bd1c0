import type {
  DailyAnalyticsRow,
  DashboardFirstView,
  FunnelAnalytics,
  HourlyAnalyticsRow,
  OfferAnalyticsRow,
  VersionAnalyticsRow,
} from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { toAnalyticsQueryInput, type ReportFilters } from '../logic/report-filters.ts';

/** What the panels below the report show before the operator touches them, as the first view brought it. */
export type FirstViewPanels = Pick<
  DashboardFirstView,
  'annotations' | 'alerts' | 'dimensions' | 'experiments' | 'offerOrder' | 'held' | 'postbacks' | 'consentFigures'
>;

export type ReportData = {
  /** The filters these figures were computed for (the form may already show others). */
  filters: ReportFilters;
  /** Which load this is (its filters and Refresh): a panel shows its first-view part while it matches. */
  stamp: string;
  funnel: FunnelAnalytics;
  daily: DailyAnalyticsRow[];
  versions: VersionAnalyticsRow[];
  offers: OfferAnalyticsRow[];
  /** Hour by hour, for a view of one or two days; null for longer ones. */
  hourly: HourlyAnalyticsRow[] | null;
  /** Every affiliate seen, sorted, for the filter and the comparison. */
  affiliates: string[];
  /** Each affiliate's funnel over the same days; null in one affiliate's view. */
  comparison: { affiliateId: string; funnel: FunnelAnalytics }[] | null;
  panels: FirstViewPanels;
};

/**
 * The report of one view and the first view of every panel under it, in one call (the tracker's first view),
 * so every figure on the page covers the same filters and opening the page is not a call per table.
 */
export async function loadReport({
  filters,
  stamp,
  signal,
}: {
  filters: ReportFilters;
  stamp: string;
  signal: AbortSignal;
}): Promise<ReportData> {
  const { affiliates, comparison, funnel, daily, versions, offers, hourly, ...panels } = await callApi(
    'getDashboardFirstView',
    { query: toAnalyticsQueryInput(filters) },
    { signal },
  );
  return {
    filters,
    stamp,
    funnel,
    daily,
    versions,
    offers,
    hourly,
    affiliates: affiliates.map((item) => item.affiliateId).sort((a, b) => a.localeCompare(b)),
    comparison,
    panels,
  };
}
