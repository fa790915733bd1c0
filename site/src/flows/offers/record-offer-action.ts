import type { OfferFlow } from '@seniorguide/content';
import type { OfferAction } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { pushDataLayer } from '../../lib/data-layer.ts';
import type { OfferView } from '../../lib/offers/offer-view.ts';
import { describeDisclosure } from '../privacy/describe-disclosure.ts';

// Per-offer tracking. Failures are only logged, never shown: the visitor moves on.

export function recordOfferAction({
  entryId,
  offer,
  action,
  pageNumber,
  flow,
}: {
  entryId: number;
  offer: Pick<OfferView, 'id' | 'title' | 'disclaimer' | 'cms'>;
  action: OfferAction;
  pageNumber: number;
  flow: OfferFlow;
}): Promise<void> {
  pushDataLayer({
    event: action === 'accepted' ? 'offer_accepted' : 'offer_declined',
    flow,
    offerId: offer.id,
    offerName: offer.title,
    position: pageNumber,
  });
  // An accepted offer's disclaimer goes to the consent ledger: the visitor agreed to be passed to this partner.
  const disclosure =
    action === 'accepted' && offer.disclaimer
      ? describeDisclosure({
          from: { source: 'offers', ...offer.cms },
          text: offer.disclaimer,
          route: window.location.pathname,
        })
      : Promise.resolve(undefined);
  return disclosure
    .then((seen) =>
      callApi('recordOfferAction', {
        params: { id: entryId },
        body: {
          action,
          pageNumber,
          offerId: offer.id,
          offerName: offer.title,
          timestamp: new Date().toISOString(),
          disclosure: seen,
        },
      }),
    )
    .then(
      () => undefined,
      (error: unknown) => console.warn(`[offers] could not record the ${action} offer ${offer.id}`, error),
    );
}
