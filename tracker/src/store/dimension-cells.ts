import type { DimensionCell, DimensionFact, DimensionLayout, DimensionScopeSlot } from '../counting/records.ts';
import { emptyStageVector } from './stage-vectors.ts';
import { mergeDimensionFacts } from './merge-writes.ts';

// What a roll-up writes for pending dimension facts, in either adapter: alike facts merged first (a burst from
// one placement is one tuple), then each distinct tuple spread into the scopes the layout names (the counting
// decides them: counting/dimension-counts.ts dimensionLayout) and merged into cells. The cells are found
// through nested maps keyed by the tuple's own strings, whose hashes V8 keeps, and a scope's key is built only
// when its cell is new: a roll-up meets thousands of tuples.

type Level<T> = Map<string, T>;

export function dimensionCellsOf(facts: Iterable<DimensionFact>, layout: DimensionLayout): DimensionCell[] {
  const { slots, separator, affiliateAt, noAffiliate, noValue } = layout;
  const scopeKeyOf = (slot: DimensionScopeSlot, affiliate: string, parentValue: string) =>
    slot.dimension + separator + affiliate + separator + (slot.parent ?? '') + separator + parentValue;
  const slotCells = slots.map((): Level<Level<Level<DimensionCell[]>>> => new Map());
  const child = <T>(level: Level<T>, key: string, make: () => T): T => {
    let found = level.get(key);
    if (found === undefined) level.set(key, (found = make()));
    return found;
  };
  const cells: DimensionCell[] = [];
  for (const { quarter, stage, values, count } of mergeDimensionFacts(facts)) {
    slots.forEach((slot, index) => {
      const affiliate = slot.ofAffiliate ? (values[affiliateAt] ?? noAffiliate) : '';
      const parentValue = slot.parent ? (values[slot.parentAt] ?? noValue) : '';
      const value = values[slot.valueAt] ?? noValue;
      const ofValue = child(
        child(
          child(slotCells[index] ?? new Map(), affiliate, () => new Map()),
          parentValue,
          () => new Map(),
        ),
        value,
        (): DimensionCell[] => [],
      );
      let cell = ofValue.find((candidate: DimensionCell) => candidate.quarter === quarter);
      if (!cell) {
        cell = { scope: scopeKeyOf(slot, affiliate, parentValue), value, quarter, counts: emptyStageVector() };
        ofValue.push(cell);
        cells.push(cell);
      }
      cell.counts[stage] = (cell.counts[stage] ?? 0) + count;
    });
  }
  return cells.sort((a, b) => a.quarter - b.quarter);
}
