import type { CounterIncrement, DimensionFact } from '../counting/records.ts';

// A batch of writes adds to the same cells often (a burst from one placement): both adapters merge them first,
// so each counter cell and each pending dimension row is written once per batch.

/** Sums increments that hit the same counter cell. */
export function mergeIncrements(increments: Iterable<CounterIncrement>): CounterIncrement[] {
  const merged = new Map<string, CounterIncrement>();
  for (const increment of increments) {
    const key = `${increment.affiliate}\u0000${increment.version}\u0000${increment.metric}\u0000${increment.detail}\u0000${increment.day}\u0000${increment.quarter}`;
    const existing = merged.get(key);
    if (existing) existing.count += increment.count;
    else merged.set(key, { ...increment });
  }
  return [...merged.values()];
}

/** Dimension facts with the same stage, quarter and values become one row. */
export function mergeDimensionFacts(facts: Iterable<DimensionFact>): DimensionFact[] {
  const merged = new Map<string, DimensionFact>();
  for (const fact of facts) {
    const key = `${fact.quarter}\u0000${fact.stage}\u0000${fact.values.join('\u0000')}`;
    const seen = merged.get(key);
    if (seen) seen.count += fact.count;
    else merged.set(key, { ...fact });
  }
  return [...merged.values()];
}
