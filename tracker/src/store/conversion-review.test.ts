import { describe, expect, it } from 'vitest';
import { decisionEffectSchema } from './conversion-review.ts';

// A held conversion keeps what each decision does; conversions held before the dimension reports counted money
// kept one dimension fact (or none) where they now keep a list. Both read back as the list.

const increment = { day: 1, quarter: 2, affiliate: 'aff-1', version: 1, metric: 'email', detail: '', count: 1 };
const fact = { quarter: 98, stage: 1, values: ['aff-1'], count: 1 };

describe('a stored decision effect', () => {
  it('reads a list of dimension facts as it is', () => {
    const money = { ...fact, stage: 6, count: 1500 };
    expect(decisionEffectSchema.parse({ increments: [increment], dimensionFacts: [fact, money] })).toEqual({
      increments: [increment],
      dimensionFacts: [fact, money],
    });
  });

  it('reads the one dimension fact of an older held conversion as a list of one, and none as an empty list', () => {
    expect(decisionEffectSchema.parse({ increments: [], dimensionFact: fact }).dimensionFacts).toEqual([fact]);
    expect(decisionEffectSchema.parse({ increments: [], dimensionFact: null }).dimensionFacts).toEqual([]);
  });
});
