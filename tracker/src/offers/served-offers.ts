import { offerFlows, selectOffersForFlow, type OfferFlow } from '@seniorguide/content';
import { OFFERS_PER_FLOW } from '@seniorguide/funnel';
import { HttpError } from '../http/http-error.ts';

// An accepted or declined offer is a paid conversion, so the tracker takes one only for an offer the funnel
// serves: one of the first seven published offers of the sequential or the list flow, in the marketer's order,
// as the site shows them. An invented offer id is refused before anything is written, so it counts nowhere and
// fires no postback.

export type FlowOfferDoc = {
  slug: string;
  flows: OfferFlow[];
  order: Partial<Record<OfferFlow, number | null | undefined>>;
};

/** The offer ids the flows serve. */
export type ServedOffers = ReadonlySet<string>;

export function servedOffersOf(offers: readonly FlowOfferDoc[]): ServedOffers {
  return new Set(
    offerFlows.flatMap((flow) =>
      selectOffersForFlow({ offers, flow })
        .slice(0, OFFERS_PER_FLOW)
        .map((offer) => offer.slug),
    ),
  );
}

/** Throws the 400 the visitor's call gets when it names an offer the flows do not serve. */
export function refuseUnserved(served: ServedOffers, offerIds: readonly string[]): void {
  const unserved = [...new Set(offerIds.filter((offerId) => !served.has(offerId)))];
  if (unserved.length === 0) return;
  throw new HttpError({
    code: 'invalid_request',
    message: `No offer of this funnel has the id ${unserved.map((id) => `'${id}'`).join(', ')}.`,
    issues: unserved.map((offerId) => ({
      path: 'offerId',
      message: `'${offerId}' is not an offer this funnel shows.`,
    })),
  });
}

/** Where the served offers come from (the CMS in production); `fresh` asks again when an id is not known. */
export type ServedOffersSource = (options?: { fresh?: boolean }) => Promise<ServedOffers>;

/** Passes when the flows serve every offer named, asking the source again once before refusing. */
export async function checkServed(source: ServedOffersSource, offerIds: readonly string[]): Promise<void> {
  if (offerIds.length === 0) return;
  const known = await source();
  if (offerIds.every((offerId) => known.has(offerId))) return;
  refuseUnserved(await source({ fresh: true }), offerIds);
}
