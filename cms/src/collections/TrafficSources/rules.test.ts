import { describe, expect, it } from 'vitest';
import { clashesWithOtherSources } from './checkOtherSources.ts';
import { sameSourceClash } from './parameterFields.ts';

const acme = { name: 'Acme Network', parameters: { affiliateId: 'acme_pub', clickid: 'acme_click' } };

describe('the rules between parameter names', () => {
  it('refuses one name for two values of a source', () => {
    expect(sameSourceClash({ field: 's2', name: 'x1', siblings: { s1: 'x1', s2: 'x1' } })).toBe(
      "x1 is already this source's parameter for s1.",
    );
    expect(sameSourceClash({ field: 's2', name: 'x2', siblings: { s1: 'x1', s2: 'x2' } })).toBeNull();
  });

  it('refuses a name another source uses for another value, and names that source', () => {
    expect(clashesWithOtherSources({ subId: 'acme_pub' }, [acme])).toEqual([
      {
        field: 'subId',
        message: "acme_pub is already Acme Network's parameter for the affiliate id; each name can carry one value.",
      },
    ]);
  });

  it('accepts the same name for the same value in two sources', () => {
    expect(clashesWithOtherSources({ affiliateId: 'acme_pub', s1: 'own_s1' }, [acme])).toEqual([]);
  });
});
