import type { OfferAction, UserContext } from '@seniorguide/contracts';
import { useRef, useState } from 'react';
import { completeOfferFlow } from '../../flows/offers/complete-offer-flow.ts';
import { readFlowProgress, saveFlowProgress } from '../../flows/offers/flow-progress.ts';
import type { OfferView } from '../../lib/offers/offer-view.ts';
import { recordOfferAction } from '../../flows/offers/record-offer-action.ts';
import { buildThankYouUrl } from '../../flows/offers/thank-you-url.ts';

// The sequential flow: offer 0 to 6, Accept or Decline each record the action and
// advance; after the last, the flow is completed and the visitor goes to /thank-you.

const pendingRecordsWaitMs = 3000;

export type SequentialFlow = {
  index: number;
  isCompleting: boolean;
  respond: (action: OfferAction) => void;
};

export function useSequentialFlow({
  offers,
  context,
}: {
  offers: readonly OfferView[];
  context: UserContext & { waitlistId: number };
}): SequentialFlow {
  const [initial] = useState(() => readFlowProgress(context.waitlistId, offers.length));
  const [index, setIndex] = useState(initial.index);
  const [isCompleting, setIsCompleting] = useState(false);
  const accepted = useRef<string[]>(initial.accepted);
  const pendingRecords = useRef<Promise<void>[]>([]);
  // A double click (or Enter held down) answers an offer once.
  const answeredIndex = useRef(initial.index - 1);

  const finish = async () => {
    setIsCompleting(true);
    saveFlowProgress(context.waitlistId, { index: 0, accepted: [] });
    // Let the last offer's record reach the tracker before the page changes, but never wait long.
    await Promise.race([
      Promise.all(pendingRecords.current),
      new Promise((resolve) => setTimeout(resolve, pendingRecordsWaitMs)),
    ]);
    const isCompleted = await completeOfferFlow({
      entryId: context.waitlistId,
      acceptedOffers: accepted.current,
      totalOffers: offers.length,
      flow: 'sequential',
    });
    window.location.assign(
      buildThankYouUrl({
        // When completion failed the id is dropped; the thank-you page then looks the email up.
        id: isCompleted ? context.waitlistId : null,
        email: context.email ?? null,
        tracking: context,
        currentSearch: window.location.search,
      }),
    );
  };

  const respond = (action: OfferAction) => {
    const offer = offers[index];
    if (!offer || answeredIndex.current >= index) return;
    answeredIndex.current = index;
    if (action === 'accepted') accepted.current.push(offer.id);
    pendingRecords.current.push(
      recordOfferAction({ entryId: context.waitlistId, offer, action, pageNumber: index + 1, flow: 'sequential' }),
    );
    if (index + 1 < offers.length) {
      saveFlowProgress(context.waitlistId, { index: index + 1, accepted: accepted.current });
      setIndex(index + 1);
    } else void finish();
  };

  return { index, isCompleting, respond };
}
