import type { OfferFlow } from '@seniorguide/content';
import { callApi } from '../../lib/api.ts';
import { pushDataLayer } from '../../lib/data-layer.ts';

// The end of an offer flow: complete-offers, then the completion notice and the
// completion step. Only complete-offers decides the outcome; the other two are logged when they fail.
// Each call gives up after a while so a hanging tracker never keeps the visitor from the thank-you page.

const callTimeoutMs = 8000;

function warn(what: string) {
  return (error: unknown) => console.warn(`[offers] ${what} failed`, error);
}

/** Resolves true when the flow was recorded as completed. Never rejects. */
export async function completeOfferFlow({
  entryId,
  acceptedOffers,
  totalOffers,
  flow,
}: {
  entryId: number;
  acceptedOffers: string[];
  totalOffers: number;
  flow: OfferFlow;
}): Promise<boolean> {
  pushDataLayer({ event: 'offer_flow_complete', flow, acceptedOffers: acceptedOffers.length, totalOffers });
  const params = { id: entryId };
  const timestamp = new Date().toISOString();
  try {
    await callApi(
      'completeOffers',
      { params, body: { acceptedOffers, totalOffers, completedAt: timestamp } },
      { signal: AbortSignal.timeout(callTimeoutMs) },
    );
  } catch (error) {
    warn('complete-offers')(error);
    return false;
  }
  await Promise.all([
    callApi(
      'notifyOfferComplete',
      { params, body: { acceptedOffers, totalOffers, source: `continue-registration-${flow}`, timestamp } },
      { signal: AbortSignal.timeout(callTimeoutMs) },
    ).catch(warn('notify-offer-complete')),
    callApi('markStepComplete', { params }, { signal: AbortSignal.timeout(callTimeoutMs) }).catch(
      warn('step/complete'),
    ),
  ]);
  return true;
}
