import { createHash } from 'node:crypto';
import {
  chooseOfferOrder,
  pickOrderStats,
  type OfferPositionStats,
  type PositionCounts,
  type RandomSource,
} from '@seniorguide/funnel';
import type { Clock } from '../clock.ts';
import { dayMs } from '../counting/counter-increments.ts';
import { allAffiliates, directAffiliate, metrics } from '../counting/metrics.ts';
import { periodAt } from '../counting/prices.ts';
import type { EntryFactTemplate, OrderArm } from '../counting/records.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Store } from '../store/port.ts';
import type { PriceBookSource } from './cms-prices.ts';
import type { OfferOrderSource } from './cms-offer-order.ts';
import type { OrderArmRecorder } from './order-arm-gains.ts';
import { checkServed, type ServedOffersSource } from './served-offers.ts';

// Each visitor's offer order in a flow set to "by earnings" (the CMS's Offer order global). A share of the
// flow's visitors, picked by a hash of the entry, the flow and the comparison's start (so one visitor always gets
// the same arm), keeps the fixed order: the comparison of the two is the running experiment the dashboard
// shows. The others get the order the funnel package's rule chooses (Thompson sampling on revenue per
// impression at each position, exploration floor included: packages/funnel offer-order/) from the last 90 days
// of answers at each position — the affiliate's own once it has the traffic, everyone's before — and each offer's
// price in force now. An offer moves with its disclaimer (the page moves whole offers). The order given, with its
// arm, is recorded with the entry as offer_shown facts (the first order only: a reload adds nothing).

/** Visitors of a flow "by earnings" kept on the fixed order, to compare. */
export const fixedOrderShare = 0.2;
const statsDays = 90;

export type OfferOrderAnswer = { order: string[]; mode: 'fixed' | 'earnings'; arm: 'fixed' | 'earnings' };

/** The visitor's arm: the same for one entry, flow and comparison start, fixed for about `fixedOrderShare`. */
export function orderArmOf({ entryId, flow, since }: { entryId: number; flow: string; since: number }) {
  const digest = createHash('sha256').update(`${entryId}:${flow}:${since}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32 < fixedOrderShare ? 'fixed' : 'earnings';
}

/** Answers at each position (accepted and declined: the times the offer was shown and answered) by offer. */
async function positionStats(store: Store, affiliate: string, offerIds: readonly string[], now: number) {
  const toDay = Math.floor(now / dayMs);
  const totals = await store.sumCounters({
    affiliate,
    byVersion: false,
    metrics: [metrics.offerAcceptedAt, metrics.offerDeclinedAt],
    fromDay: toDay - statsDays,
    toDay,
  });
  const stats = new Map<string, PositionCounts[]>(offerIds.map((id) => [id, []]));
  for (const { metric, detail, total } of totals) {
    const separator = detail.indexOf(':');
    const position = Number(detail.slice(0, separator));
    const positions = stats.get(detail.slice(separator + 1));
    if (!positions || !Number.isInteger(position) || position < 1) continue;
    const counts = (positions[position - 1] ??= { shown: 0, accepted: 0 });
    counts.shown += total;
    if (metric === metrics.offerAcceptedAt) counts.accepted += total;
  }
  for (const positions of stats.values())
    for (let index = 0; index < positions.length; index += 1) positions[index] ??= { shown: 0, accepted: 0 };
  return stats as OfferPositionStats;
}

export function createOfferOrderService({
  store,
  settings,
  prices,
  servedOffers,
  clock,
  recordArm,
  random = Math.random,
}: {
  store: Store;
  /** Keeps the entry's arm for its later acceptances (order-arm-gains.ts). */
  recordArm: OrderArmRecorder;
  settings: OfferOrderSource;
  prices: PriceBookSource;
  servedOffers: ServedOffersSource;
  clock: Clock;
  random?: RandomSource;
}) {
  async function byEarnings(offerIds: string[], affiliateId: string | null, now: number): Promise<string[]> {
    const [book, pooled, own] = await Promise.all([
      prices(),
      positionStats(store, allAffiliates, offerIds, now),
      positionStats(store, affiliateId ?? directAffiliate, offerIds, now),
    ]);
    const offers = offerIds.map((id) => ({ id, priceCents: periodAt(book.offers[id] ?? [], now)?.acceptedCents ?? 0 }));
    const stats = pickOrderStats({ affiliate: own, pooled });
    return chooseOfferOrder({ offers, stats, random }).map((offer) => offer.id);
  }

  return async function chooseOrder(
    id: number,
    { flow, offerIds }: { flow: 'sequential' | 'list'; offerIds: string[] },
    client: ClientInfo,
  ): Promise<OfferOrderAnswer> {
    await checkServed(servedOffers, offerIds);
    const setting = (await settings())[flow];
    if (setting.mode === 'fixed') return { order: offerIds, mode: 'fixed', arm: 'fixed' };
    const entry = await store.getEntry(id);
    // An id answered to a repeated signup has no entry: it sees the fixed order and nothing is recorded.
    if (!entry) return { order: offerIds, mode: 'earnings', arm: 'fixed' };
    const now = clock();
    const orderArm: OrderArm = {
      flow,
      arm: orderArmOf({ entryId: id, flow, since: setting.since }),
      since: setting.since,
    };
    const order = orderArm.arm === 'fixed' ? offerIds : await byEarnings(offerIds, entry.affiliateId, now);
    const facts: EntryFactTemplate[] = order.map((offerId, index) => ({
      type: 'offer_shown',
      at: now,
      isBot: client.isBot,
      offerId,
      position: index + 1,
      orderArm,
    }));
    await store.updateEntry({ id, patch: { updatedAt: now }, facts });
    await recordArm(id, orderArm);
    return { order, mode: 'earnings', arm: orderArm.arm };
  };
}

export type OfferOrderService = ReturnType<typeof createOfferOrderService>;
