import type { OfferFlow } from '@seniorguide/content';
import { useEffect, useState } from 'react';
import { orderOffersForVisitor } from '../../flows/offers/offer-order.ts';

/** The flow's offers in this visitor's order (the tracker's answer, the fixed order without one); null until known. */
export function useOfferOrder<Offer extends { id: string }>({
  entryId,
  flow,
  offers,
}: {
  entryId: number;
  flow: OfferFlow;
  offers: readonly Offer[];
}): Offer[] | null {
  const [ordered, setOrdered] = useState<Offer[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void orderOffersForVisitor({ entryId, flow, offers }).then((shown) => {
      if (isCurrent) setOrdered(shown);
    });
    return () => {
      isCurrent = false;
    };
  }, [entryId, flow, offers]);
  return ordered;
}
