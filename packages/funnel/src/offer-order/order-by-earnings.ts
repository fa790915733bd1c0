import type { RandomSource } from '../experiments/random.ts';
import { drawBeta } from './beta-draw.ts';

// "By earnings": each visitor's offer order is chosen by Thompson sampling on the expected revenue of an offer at
// a position (an offer earns differently by where it is shown: the dashboard's offer table shows it). For every
// offer and position a draw is taken from Beta(1 + accepted, 1 + shown − accepted), times the offer's price per
// accepted offer; the order with the largest sum of draws is shown. An order with little evidence draws widely,
// so it is tried now and then and a new offer gets shown; a fixed share of visitors (5% by default) also gets a
// uniformly random order, so no offer is starved however unlucky its first visitors were. Orders come from every
// permutation for up to 7 offers (the flow shows at most 7), greedily beyond. An offer's disclaimer is part of the
// offer, so it moves with it.

export type OrderedOffer = { id: string; priceCents: number };
export type PositionCounts = { shown: number; accepted: number };
/** Counts by offer id, then by position (0 = first). */
export type OfferPositionStats = ReadonlyMap<string, readonly PositionCounts[]>;

export const EXPLORATION_SHARE = 0.05;
const EXHAUSTIVE_UP_TO = 7;

function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

function* permutations(size: number): Generator<number[]> {
  const order = Array.from({ length: size }, (_, index) => index);
  yield [...order];
  // Heap's algorithm, iterative.
  const counters = new Array<number>(size).fill(0);
  let index = 0;
  while (index < size) {
    if (counters[index]! < index) {
      const other = index % 2 === 0 ? 0 : counters[index]!;
      [order[other], order[index]] = [order[index]!, order[other]!];
      yield [...order];
      counters[index]! += 1;
      index = 0;
    } else {
      counters[index] = 0;
      index += 1;
    }
  }
}

/** The order (of offer indexes) that maximises the sum of `value[offer][position]`. */
function bestAssignment(value: number[][]): number[] {
  const size = value.length;
  if (size <= EXHAUSTIVE_UP_TO) {
    let best: number[] = [];
    let bestTotal = Number.NEGATIVE_INFINITY;
    for (const order of permutations(size)) {
      let total = 0;
      for (let position = 0; position < size; position += 1) total += value[order[position]!]![position]!;
      if (total > bestTotal) [best, bestTotal] = [order, total];
    }
    return best;
  }
  const left = new Set(value.map((_, offer) => offer));
  return value.map((_, position) => {
    const pick = [...left].reduce((best, offer) => (value[offer]![position]! > value[best]![position]! ? offer : best));
    left.delete(pick);
    return pick;
  });
}

/** The offers in the order this visitor sees them. */
export function chooseOfferOrder({
  offers,
  stats,
  random,
  explorationShare = EXPLORATION_SHARE,
}: {
  offers: readonly OrderedOffer[];
  stats: OfferPositionStats;
  random: RandomSource;
  explorationShare?: number;
}): OrderedOffer[] {
  if (offers.length <= 1) return [...offers];
  if (random() < explorationShare) return shuffle(offers, random);
  const value = offers.map((offer) =>
    offers.map((_, position) => {
      const counts = stats.get(offer.id)?.[position] ?? { shown: 0, accepted: 0 };
      const accepted = Math.min(Math.max(0, counts.accepted), Math.max(0, counts.shown));
      return (
        drawBeta({ random, alpha: 1 + accepted, beta: 1 + Math.max(0, counts.shown) - accepted }) * offer.priceCents
      );
    }),
  );
  return bestAssignment(value).map((index) => offers[index]!);
}

/** An affiliate's own counts once it has `minShown` offer impressions, the pooled counts before. */
export function pickOrderStats({
  affiliate,
  pooled,
  minShown = 2000,
}: {
  affiliate: OfferPositionStats | undefined;
  pooled: OfferPositionStats;
  minShown?: number;
}): OfferPositionStats {
  if (!affiliate) return pooled;
  let shown = 0;
  for (const positions of affiliate.values()) for (const { shown: count } of positions) shown += count;
  return shown >= minShown ? affiliate : pooled;
}
