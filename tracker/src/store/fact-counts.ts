import type {
  CounterIncrement,
  DimensionFact,
  FactCounts,
  FactWrite,
  HeldConversionRecord,
  HeldConversionWrite,
} from '../counting/records.ts';

// What both adapters do with a FactWrite (counting/records.ts) inside their write: nothing they decide, only
// the two things the write alone knows put in: the entry's id, and which cap claims the day admitted.

/** An entry's fact write with its entry's id (a new entry's writes carry a placeholder until it has one). */
export function withEntryId(write: FactWrite, entryId: number): FactWrite {
  return { ...write, event: { ...write.event, entryId } };
}

export function heldRecordOf(held: HeldConversionWrite, entryId: number): HeldConversionRecord {
  const { key, ...record } = held;
  return { ...record, id: `${entryId}:${key}`, entryId };
}

export type AdmittedCounts = {
  increments: CounterIncrement[];
  dimensionFacts: DimensionFact[];
  listedAffiliate: string | null;
};

/** The counts with every refused claim's value folded as the claim says; `admitted[i]` answers claim i. */
export function countsAfterClaims(counts: FactCounts, admitted: readonly boolean[]): AdmittedCounts {
  let { increments, dimensionFacts, listedAffiliate } = counts;
  counts.claims.forEach(({ refused }, index) => {
    if (admitted[index]) return;
    const folded = new Set(refused.increments);
    increments = increments.map((increment, at) =>
      folded.has(at) ? { ...increment, [refused.field]: refused.to } : increment,
    );
    const valueAt = refused.dimensionValueAt;
    if (valueAt !== null) {
      dimensionFacts = dimensionFacts.map((fact) => {
        const values = [...fact.values];
        values[valueAt] = refused.to;
        return { ...fact, values };
      });
    }
    if (refused.unlist) listedAffiliate = null;
  });
  return { increments, dimensionFacts, listedAffiliate };
}
