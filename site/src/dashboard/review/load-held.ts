import type { ApiResponse } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';

export type HeldConversions = ApiResponse<'listHeldConversions'>;

export function loadHeldConversions({ signal }: { signal: AbortSignal }): Promise<HeldConversions> {
  return callApi('listHeldConversions', { query: { status: 'held' } }, { signal });
}

export function decideHeldConversions({
  ids,
  decision,
}: {
  ids: string[];
  decision: 'approve' | 'reject';
}): Promise<ApiResponse<'decideHeldConversions'>> {
  return callApi('decideHeldConversions', { body: { ids, decision } });
}
