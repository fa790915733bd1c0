import type { UserContext } from '@seniorguide/contracts';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { completeOfferFlow } from '../../flows/offers/complete-offer-flow.ts';
import { buildVisitorOfferLink } from '../../lib/offers/offer-link.ts';
import type { OfferView } from '../../lib/offers/offer-view.ts';
import { openInNewTab } from '../../flows/offers/open-offer.ts';
import { recordOfferAction } from '../../flows/offers/record-offer-action.ts';
import { sendSelectionBeacon } from '../../flows/offers/send-pending-selection.ts';
import { buildThankYouUrl } from '../../flows/offers/thank-you-url.ts';

// The list variant: a click toggles a category and saves the list; selecting opens the
// offer in a new tab, then the flow completes and the visitor goes to /thank-you. 'No Thanks' completes
// with nothing selected. A list not yet saved when the page unloads goes out by beacon.

export type ListFlow = {
  selected: string[];
  isProcessing: boolean;
  toggle: (offer: OfferView) => void;
  declineAll: () => void;
};

export function useListFlow({
  offers,
  context,
}: {
  offers: readonly OfferView[];
  context: UserContext & { waitlistId: number };
}): ListFlow {
  const [selected, setSelected] = useState<string[]>([]);
  const [isProcessing, setIsProcessing] = useState(false);
  const unsaved = useRef<string[] | null>(null);

  useEffect(() => {
    const flushOnUnload = () => {
      if (unsaved.current) sendSelectionBeacon({ entryId: context.waitlistId, selectedOffers: unsaved.current });
      unsaved.current = null;
    };
    window.addEventListener('pagehide', flushOnUnload);
    return () => window.removeEventListener('pagehide', flushOnUnload);
  }, [context.waitlistId]);

  const save = async (list: string[]) => {
    unsaved.current = list;
    try {
      await callApi('saveSelectedOffers', { params: { id: context.waitlistId }, body: { selectedOffers: list } });
      if (unsaved.current === list) unsaved.current = null;
    } catch (error) {
      console.warn('[offers] could not save the selected offers; the beacon will try on unload', error);
    }
  };

  const finish = async (accepted: string[]) => {
    setIsProcessing(true);
    await completeOfferFlow({
      entryId: context.waitlistId,
      acceptedOffers: accepted,
      totalOffers: offers.length,
      flow: 'list',
    });
    window.location.assign(
      buildThankYouUrl({
        id: context.waitlistId,
        email: context.email ?? null,
        tracking: context,
        currentSearch: window.location.search,
      }),
    );
  };

  const toggle = (offer: OfferView) => {
    if (isProcessing) return;
    const isSelecting = !selected.includes(offer.id);
    const next = isSelecting ? [...selected, offer.id] : selected.filter((id) => id !== offer.id);
    setSelected(next);
    if (!isSelecting) {
      void save(next);
      return;
    }
    setIsProcessing(true);
    // Opened inside the click so the browser treats it as the visitor's own action.
    openInNewTab(buildVisitorOfferLink({ baseUrl: offer.baseUrl, context, withEmail: false }));
    const position = offers.findIndex((candidate) => candidate.id === offer.id) + 1;
    void Promise.all([
      save(next),
      recordOfferAction({ entryId: context.waitlistId, offer, action: 'accepted', pageNumber: position, flow: 'list' }),
    ]).then(() => finish(next));
  };

  const declineAll = () => {
    if (isProcessing) return;
    void finish(selected);
  };

  return { selected, isProcessing, toggle, declineAll };
}
