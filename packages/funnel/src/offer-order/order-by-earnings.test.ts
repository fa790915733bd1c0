import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../experiments/random.ts';
import { drawBeta } from './beta-draw.ts';
import { chooseOfferOrder, pickOrderStats, type OfferPositionStats, type OrderedOffer } from './order-by-earnings.ts';

const offers: OrderedOffer[] = [
  { id: 'a', priceCents: 100 },
  { id: 'b', priceCents: 1000 },
  { id: 'c', priceCents: 300 },
];

// Plenty of evidence: b earns most in second place, a in first, c in third.
function statsWith(rates: Record<string, number[]>, shown = 20_000): OfferPositionStats {
  return new Map(
    Object.entries(rates).map(([id, byPosition]) => [
      id,
      byPosition.map((rate) => ({ shown, accepted: Math.round(rate * shown) })),
    ]),
  );
}

describe('chooseOfferOrder', () => {
  const known = statsWith({ a: [0.5, 0.1, 0.1], b: [0.05, 0.5, 0.05], c: [0.1, 0.1, 0.3] });

  it('shows the order that earns most when the evidence is clear (and explores a few visitors)', () => {
    const random = createSeededRandom(1);
    const orders = Array.from({ length: 2000 }, () =>
      chooseOfferOrder({ offers, stats: known, random })
        .map(({ id }) => id)
        .join(''),
    );
    const best = orders.filter((order) => order === 'abc').length / orders.length;
    expect(best).toBeGreaterThan(0.94);
    expect(best).toBeLessThan(1);
  });

  it('without exploration, always the best order on clear evidence', () => {
    const random = createSeededRandom(2);
    for (let visitor = 0; visitor < 200; visitor += 1)
      expect(chooseOfferOrder({ offers, stats: known, random, explorationShare: 0 }).map(({ id }) => id)).toEqual([
        'a',
        'b',
        'c',
      ]);
  });

  it('gives a new offer, with no counts yet, a place near the top now and then', () => {
    const random = createSeededRandom(3);
    const withNew = [...offers, { id: 'new', priceCents: 500 }];
    const firstOrSecond = Array.from({ length: 1000 }, () =>
      chooseOfferOrder({ offers: withNew, stats: known, random }),
    )
      .map((order) => order.findIndex(({ id }) => id === 'new'))
      .filter((position) => position <= 1).length;
    expect(firstOrSecond).toBeGreaterThan(100);
  });

  it('keeps every offer once, with more offers than it can try every order of', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ id: `o${index}`, priceCents: 100 * (index + 1) }));
    const order = chooseOfferOrder({ offers: many, stats: new Map(), random: createSeededRandom(4) });
    expect([...order].map(({ id }) => id).sort()).toEqual(many.map(({ id }) => id).sort());
  });

  it('returns one offer or none as given', () => {
    expect(chooseOfferOrder({ offers: [], stats: known, random: createSeededRandom(5) })).toEqual([]);
    expect(chooseOfferOrder({ offers: [offers[0]!], stats: known, random: createSeededRandom(5) })).toEqual([
      offers[0],
    ]);
  });
});

describe('pickOrderStats', () => {
  const pooled = statsWith({ a: [0.5] });

  it('uses an affiliate’s own counts once it has enough impressions, the pooled ones before', () => {
    expect(pickOrderStats({ affiliate: statsWith({ a: [0.1] }, 100), pooled })).toBe(pooled);
    const busy = statsWith({ a: [0.1] }, 5000);
    expect(pickOrderStats({ affiliate: busy, pooled })).toBe(busy);
    expect(pickOrderStats({ affiliate: undefined, pooled })).toBe(pooled);
  });
});

describe('drawBeta', () => {
  it.each([
    [2, 8],
    [0.5, 0.5],
    [30, 70],
  ])('has the mean α / (α + β) for Beta(%s, %s)', (alpha, beta) => {
    const random = createSeededRandom(6);
    let sum = 0;
    const draws = 40_000;
    for (let draw = 0; draw < draws; draw += 1) sum += drawBeta({ random, alpha, beta });
    expect(sum / draws).toBeCloseTo(alpha / (alpha + beta), 2);
  });
});
