import type { ApiResponse } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { toAnalyticsQueryInput, type ReportFilters } from '../logic/report-filters.ts';

export type PostbackHealth = ApiResponse<'getPostbackHealth'>;

export function loadPostbackHealth({
  filters,
  signal,
}: {
  filters: ReportFilters;
  signal: AbortSignal;
}): Promise<PostbackHealth> {
  return callApi('getPostbackHealth', { query: toAnalyticsQueryInput(filters) }, { signal });
}
