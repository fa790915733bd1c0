import type { OfferFlow } from '@seniorguide/content';
import { OFFERS_PER_FLOW } from '@seniorguide/funnel';
import { callApi } from '../../lib/api.ts';
import { readStoredJson, writeStored } from '../../lib/browser-storage.ts';

// Before a flow shows its offers, the page asks the tracker in which order this visitor sees them (the CMS's
// Offer order: "fixed order" answers the offers as given, "by earnings" an order the tracker chose and recorded
// with the entry). Whole offers move, each with its own disclaimer. The order shown is kept for the browser
// session, so a reload (or a return from the partner's tab) continues in the same order the tracker recorded.
// A tracker that is down, slow or answers something else never blocks the visitor: the fixed order is shown.

const askTimeoutMs = 3000;

export type AskOfferOrder = (question: { entryId: number; flow: OfferFlow; offerIds: string[] }) => Promise<unknown>;

const askTracker: AskOfferOrder = async ({ entryId, flow, offerIds }) => {
  const answer = await callApi(
    'chooseOfferOrder',
    { params: { id: entryId }, body: { flow, offerIds } },
    { signal: AbortSignal.timeout(askTimeoutMs) },
  );
  return answer.order;
};

/** The offers in `order` (their ids), or null unless `order` names each of them exactly once. */
export function arrangeByOrder<Offer extends { id: string }>(offers: readonly Offer[], order: unknown): Offer[] | null {
  if (!Array.isArray(order) || order.length !== offers.length || new Set(order).size !== order.length) return null;
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const arranged: Offer[] = [];
  for (const id of order) {
    const offer = typeof id === 'string' ? byId.get(id) : undefined;
    if (!offer) return null;
    arranged.push(offer);
  }
  return arranged;
}

const keyOf = (flow: OfferFlow, entryId: number) => `offer_order_${flow}_${entryId}`;

/** The offers in the order this visitor sees them. Never rejects. */
export async function orderOffersForVisitor<Offer extends { id: string }>({
  entryId,
  flow,
  offers,
  ask = askTracker,
}: {
  entryId: number;
  flow: OfferFlow;
  offers: readonly Offer[];
  ask?: AskOfferOrder;
}): Promise<Offer[]> {
  // A flow shows at most seven offers, which is all the tracker orders.
  if (offers.length === 0 || offers.length > OFFERS_PER_FLOW) return [...offers];
  const kept = arrangeByOrder(offers, readStoredJson('session', keyOf(flow, entryId)));
  if (kept) return kept;
  let shown = [...offers];
  try {
    const answered = arrangeByOrder(offers, await ask({ entryId, flow, offerIds: offers.map(({ id }) => id) }));
    if (answered) shown = answered;
    else console.warn('[offers] the offer order named other offers; showing the fixed order');
  } catch (error) {
    console.warn('[offers] could not ask for the offer order; showing the fixed order', error);
  }
  writeStored('session', keyOf(flow, entryId), JSON.stringify(shown.map(({ id }) => id)));
  return shown;
}
