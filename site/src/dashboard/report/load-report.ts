import type {
  FunnelAnalytics,
  DailyAnalyticsRow,
  HourlyAnalyticsRow,
  OfferAnalyticsRow,
  VersionAnalyticsRow,
} from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { isHourlyRange } from '../logic/hourly-range.ts';
import { toAnalyticsQueryInput, type ReportFilters } from '../logic/report-filters.ts';

export type ReportData = {
  /** The filters these figures were computed for (the form may already show others). */
  filters: ReportFilters;
  funnel: FunnelAnalytics;
  daily: DailyAnalyticsRow[];
  versions: VersionAnalyticsRow[];
  offers: OfferAnalyticsRow[];
  /** Hour by hour, for a view of one or two days; null for longer ones. */
  hourly: HourlyAnalyticsRow[] | null;
};

/** The four reports of one view, fetched together so every figure on the page covers the same filters. */
export async function loadReport({
  filters,
  signal,
}: {
  filters: ReportFilters;
  signal: AbortSignal;
}): Promise<ReportData> {
  const query = toAnalyticsQueryInput(filters);
  const [funnel, daily, versions, offers, hourly] = await Promise.all([
    callApi('getFunnelAnalytics', { query }, { signal }),
    callApi('getDailyAnalytics', { query }, { signal }),
    callApi('getVersionAnalytics', { query }, { signal }),
    callApi('getOfferAnalytics', { query }, { signal }),
    isHourlyRange(filters) ? callApi('getHourlyAnalytics', { query }, { signal }) : null,
  ]);
  return { filters, funnel, daily, versions, offers, hourly: hourly?.hours ?? null };
}

export async function loadAffiliates({ signal }: { signal: AbortSignal }): Promise<string[]> {
  const list = await callApi('getAffiliates', {}, { signal });
  return list.map((item) => item.affiliateId).sort((a, b) => a.localeCompare(b));
}

// Several at a time, not all: an operator with hundreds of affiliates must not flood the tracker.
const comparisonConcurrency = 4;

/** The funnel of each affiliate for the same dates, for the affiliate comparison. */
export async function loadAffiliateFunnels({
  filters,
  affiliates,
  signal,
}: {
  filters: ReportFilters;
  affiliates: readonly string[];
  signal: AbortSignal;
}): Promise<{ affiliateId: string; funnel: FunnelAnalytics }[]> {
  const results: { affiliateId: string; funnel: FunnelAnalytics }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < affiliates.length) {
      const affiliateId = affiliates[next];
      next += 1;
      if (affiliateId === undefined) return;
      const funnel = await callApi(
        'getFunnelAnalytics',
        { query: toAnalyticsQueryInput({ ...filters, affiliateId }) },
        { signal },
      );
      results.push({ affiliateId, funnel });
    }
  };
  await Promise.all(Array.from({ length: Math.min(comparisonConcurrency, affiliates.length) }, worker));
  return results;
}
