// A small seeded generator (mulberry32), so a failing fuzz run can be replayed exactly from its seed.

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  below(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (max: number) => Math.floor(next() * max);
  return {
    next,
    below,
    pick: <T>(items: readonly T[]): T => {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
