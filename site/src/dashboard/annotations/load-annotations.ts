import type { GetChartAnnotationsResponse } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { toAnalyticsQueryInput, type ReportFilters } from '../logic/report-filters.ts';

/** What changed over the view's days, for the trend chart's marks and the list under it. */
export function loadAnnotations({
  filters,
  signal,
}: {
  filters: ReportFilters;
  signal: AbortSignal;
}): Promise<GetChartAnnotationsResponse> {
  return callApi('getChartAnnotations', { query: toAnalyticsQueryInput(filters) }, { signal });
}
