import type { ApiResponse } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';

export type OfferOrderResults = ApiResponse<'getOfferOrderResults'>;
export type OfferOrderFlow = OfferOrderResults['flow'];

/** The one call the panel makes: the comparison for the flow on screen. */
export function loadOfferOrderResults({
  flow,
  signal,
}: {
  flow: OfferOrderFlow;
  signal: AbortSignal;
}): Promise<OfferOrderResults> {
  return callApi('getOfferOrderResults', { query: { flow } }, { signal });
}
