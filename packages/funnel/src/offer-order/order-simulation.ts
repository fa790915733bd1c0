import { createSeededRandom, type RandomSource } from '../experiments/random.ts';
import { chooseOfferOrder, type OrderedOffer, type PositionCounts } from './order-by-earnings.ts';

// The proof of "by earnings": the bandit against the fixed order on a synthetic offer set whose truth is known.
// Each visitor sees every offer in the order given and accepts each on its own, with the offer's rate times a
// decay for each place further down; one offer earns far more in second place (as the dashboard shows for the
// Medicare offer: 48% accepted there, 17–21% elsewhere). The fixed order is the CMS's: the dearest offer first,
// which is what a marketer would choose without the figures, and not the best. Per run: revenue per visitor of the fixed order, the bandit and the best order (all in expectation,
// so the figures measure the policy, not the luck of the draws), and how many visitors the bandit needed before
// its next 500 orders earned more than the fixed order, and within 5% of the best order, on average.

export type SyntheticOffer = OrderedOffer & { acceptRate: number; boostAt?: { position: number; factor: number } };

export const SYNTHETIC_OFFERS: SyntheticOffer[] = [
  { id: 'medicare', priceCents: 1200, acceptRate: 0.12, boostAt: { position: 1, factor: 2.5 } },
  { id: 'home-security', priceCents: 600, acceptRate: 0.15 },
  { id: 'hearing-aids', priceCents: 400, acceptRate: 0.2 },
  { id: 'life-insurance', priceCents: 300, acceptRate: 0.1 },
  { id: 'discount-card', priceCents: 200, acceptRate: 0.3 },
];
export const POSITION_DECAY = 0.85;

export const ORDER_SIMULATION_SETUP = { visitors: 20_000, window: 500, nearBest: 0.95 } as const;

export function getAcceptRate(offer: SyntheticOffer, position: number): number {
  const boost = offer.boostAt?.position === position ? offer.boostAt.factor : 1;
  return Math.min(1, offer.acceptRate * POSITION_DECAY ** position * boost);
}

export function getExpectedRevenue(order: readonly SyntheticOffer[]): number {
  return order.reduce((sum, offer, position) => sum + getAcceptRate(offer, position) * offer.priceCents, 0);
}

function bestOrderRevenue(offers: readonly SyntheticOffer[]): number {
  const search = (left: SyntheticOffer[], chosen: SyntheticOffer[]): number =>
    left.length === 0
      ? getExpectedRevenue(chosen)
      : Math.max(
          ...left.map((offer, index) =>
            search([...left.slice(0, index), ...left.slice(index + 1)], [...chosen, offer]),
          ),
        );
  return search([...offers], []);
}

export type OrderRun = {
  fixedCentsPerVisitor: number;
  banditCentsPerVisitor: number;
  bestCentsPerVisitor: number;
  /** Visitors before the bandit's next `window` orders earn more than the fixed order on average; null if never. */
  visitorsToBeatFixed: number | null;
  /** Visitors before they earn within 5% of the best order on average; null if never. */
  visitorsToNearBest: number | null;
};

/** The first visitor from which the next `window` values average above `level`, or null. */
function firstWindowAbove(values: Float64Array, window: number, level: number): number | null {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) {
    sum += values[index]!;
    if (index >= window) sum -= values[index - window]!;
    if (index >= window - 1 && sum / window > level) return index + 1 - window;
  }
  return null;
}

export function runOrderExperiment({
  random,
  offers = SYNTHETIC_OFFERS,
}: {
  random: RandomSource;
  offers?: SyntheticOffer[];
}): OrderRun {
  const { visitors, window, nearBest } = ORDER_SIMULATION_SETUP;
  const stats = new Map<string, PositionCounts[]>(
    offers.map((offer) => [offer.id, offers.map(() => ({ shown: 0, accepted: 0 }))]),
  );
  const fixed = getExpectedRevenue(offers);
  const best = bestOrderRevenue(offers);
  const earned = new Float64Array(visitors);
  for (let visitor = 0; visitor < visitors; visitor += 1) {
    const order = chooseOfferOrder({ offers, stats, random }) as SyntheticOffer[];
    earned[visitor] = getExpectedRevenue(order);
    order.forEach((offer, position) => {
      const counts = stats.get(offer.id)![position]!;
      counts.shown += 1;
      if (random() < getAcceptRate(offer, position)) counts.accepted += 1;
    });
  }
  return {
    fixedCentsPerVisitor: fixed,
    banditCentsPerVisitor: earned.reduce((sum, value) => sum + value, 0) / visitors,
    bestCentsPerVisitor: best,
    visitorsToBeatFixed: firstWindowAbove(earned, window, fixed),
    visitorsToNearBest: firstWindowAbove(earned, window, nearBest * best),
  };
}

/** `runs` independent runs from one seed. */
export function runOrderSimulation({ runs, seed }: { runs: number; seed: number }): OrderRun[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: runs }, () => runOrderExperiment({ random }));
}
