import type { OfferAction } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { pushDataLayer, type OfferFlowName } from '../../lib/data-layer.ts';
import type { OfferView } from '../../lib/offers/offer-view.ts';

// Per-offer tracking (spec section 7). Failures are only logged (spec section 8): the visitor moves on.

export function recordOfferAction({
  entryId,
  offer,
  action,
  pageNumber,
  flow,
}: {
  entryId: number;
  offer: Pick<OfferView, 'id' | 'title'>;
  action: OfferAction;
  pageNumber: number;
  flow: OfferFlowName;
}): Promise<void> {
  pushDataLayer({
    event: action === 'accepted' ? 'offer_accepted' : 'offer_declined',
    flow,
    offerId: offer.id,
    offerName: offer.title,
    position: pageNumber,
  });
  return callApi('recordOfferAction', {
    params: { id: entryId },
    body: { action, pageNumber, offerId: offer.id, offerName: offer.title, timestamp: new Date().toISOString() },
  }).then(
    () => undefined,
    (error: unknown) => console.warn(`[offers] could not record the ${action} offer ${offer.id}`, error),
  );
}
