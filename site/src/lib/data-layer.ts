import type { OfferFlow } from '@seniorguide/content';
import { readPublicConfig } from './public-config.ts';

// The tag manager's data layer. Events are pushed only when a container is configured,
// so nothing about a visitor is collected in a browser-side array that nobody reads.

export type DataLayerEvent =
  | { event: 'page_view'; page: string; landingVersion: number | null }
  | { event: 'signup'; landingVersion: number; affiliateId: string | null }
  | { event: 'form_error'; form: string; message: string }
  | { event: 'error_detected'; message: string }
  | {
      event: 'offer_accepted' | 'offer_declined';
      flow: OfferFlow;
      offerId: string;
      offerName: string;
      position: number;
    }
  | { event: 'offer_flow_complete'; flow: OfferFlow; acceptedOffers: number; totalOffers: number }
  | { event: 'ebook_download'; tracking: 'per-user' | 'anonymous' | 'already-tracked' };

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

export function pushDataLayer(entry: DataLayerEvent): void {
  if (!readPublicConfig().tagManagerContainerId) return;
  const target: WindowWithDataLayer = window;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}
