import type { ListAlertsResponse } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';

export function loadAlerts({ signal }: { signal: AbortSignal }): Promise<ListAlertsResponse> {
  return callApi('listAlerts', {}, { signal });
}
