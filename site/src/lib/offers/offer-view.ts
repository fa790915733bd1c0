import type { Offer } from '@seniorguide/contracts';
import { fallbackSourceLine, type Offer as CmsOffer } from '@seniorguide/content';
import { mediaSrc } from '../media/media-url.ts';

// What an offer card shows, as serialisable island props: the contracts' offer (its `id` is the offer id
// the funnel records, e.g. 'medicare'), the CMS disclaimer and the icon's site-relative address.

export type OfferView = Offer & {
  source: string;
  disclaimer: string | null;
  iconSrc: string | null;
  /** The CMS document and version the disclaimer came from (the consent ledger records them). */
  cms: { documentId: string; version: string };
};

export function toOfferView(offer: CmsOffer): OfferView {
  return {
    id: offer.slug,
    offerid: offer.offerid,
    title: offer.title,
    headline: offer.headline,
    description: offer.description,
    buttonText: offer.buttonText,
    baseUrl: offer.baseUrl,
    source: offer.sourceLine?.trim() || fallbackSourceLine,
    disclaimer: offer.disclaimer?.trim() || null,
    iconSrc: mediaSrc(offer.icon),
    cms: { documentId: offer.id, version: offer.updatedAt },
  };
}
