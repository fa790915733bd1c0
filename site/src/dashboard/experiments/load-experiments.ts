import type { ApiResponse } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';

export type ExperimentList = ApiResponse<'listExperiments'>;
export type ExperimentResults = ApiResponse<'getExperimentResults'>;

export function loadExperiments({ signal }: { signal: AbortSignal }): Promise<ExperimentList> {
  return callApi('listExperiments', {}, { signal });
}

export function loadExperimentResults({
  id,
  since,
  signal,
}: {
  id: string;
  since: string | null;
  signal: AbortSignal;
}): Promise<ExperimentResults> {
  return callApi('getExperimentResults', { params: { id }, query: since ? { since } : {} }, { signal });
}
