import { describe, expect, it } from 'vitest';
import { heldConversionOf } from '../counting/conversion-decision.ts';
import { counterIncrementsFor } from '../counting/counter-increments.ts';
import { cappedClaimsOf, foldedFact } from '../counting/counter-value-caps.ts';
import { dimensionFactsOf } from '../counting/dimension-counts.ts';
import { factWriteOf } from '../counting/fact-writes.ts';
import { addsAffiliate, onceKeyFor, type Fact } from '../counting/facts.ts';
import { directAffiliate } from '../counting/metrics.ts';
import { overflowValue } from '../counting/records.ts';
import { countsAfterClaims, heldRecordOf, withEntryId } from './fact-counts.ts';

// The adapters fold a refused cap claim by the FactWrite's own instructions; whatever the day admits, that
// must count exactly what the counting rules count for the folded fact.

const at = Date.parse('2026-06-01T12:07:00Z');
const fact = (overrides: Partial<Fact> & Pick<Fact, 'type'>): Fact => {
  const base: Fact = {
    type: overrides.type,
    at,
    entryId: 7,
    affiliateId: 'aff-1',
    subId: 'sub',
    s1: 's1',
    s2: null,
    s3: null,
    version: 2,
    offerId: null,
    position: null,
    isBot: false,
    once: null,
  };
  const merged = { ...base, ...overrides };
  return { ...merged, once: overrides.once ?? onceKeyFor(merged) };
};
const experiment = { id: 'exp-1', version: 2, since: 1_700_000_000_000 };
const hold = { score: 80, reasons: ['instant_signup' as const] };

const facts: Fact[] = [
  fact({ type: 'visit', page: '/', experiment, campaign: { utm_source: 'news' }, device: 'phone' }),
  fact({ type: 'visit', affiliateId: null, experiment }),
  fact({ type: 'visit', isBot: true, experiment }),
  fact({ type: 'signup', experiment }),
  fact({ type: 'signup', experiment, hold }),
  fact({ type: 'offer_accepted', offerId: 'offer-9', position: 2, offerName: 'Offer nine' }),
  fact({ type: 'offer_accepted', offerId: 'offer-9', position: 2, hold }),
  fact({ type: 'offer_declined', offerId: 'offer-3', position: 1 }),
  fact({ type: 'flow_complete' }),
  fact({ type: 'anonymous_download', entryId: null }),
  fact({ type: 'mail_without_entry', entryId: null, affiliateId: 'aff-2' }),
  fact({ type: 'signup_repeat' }),
];

const admissions = (claims: number): boolean[][] =>
  claims === 0
    ? [[]]
    : admissions(claims - 1).flatMap((rest) => [
        [true, ...rest],
        [false, ...rest],
      ]);

describe('fact writes', () => {
  it('count what the rules count for the fact as folded, for every answer of the day caps', () => {
    let compared = 0;
    for (const original of facts) {
      const write = factWriteOf(original);
      const claims = cappedClaimsOf(original);
      expect(write.counts.claims.map(({ day, dimension, value }) => ({ day, dimension, value }))).toEqual(claims);
      for (const admitted of admissions(claims.length)) {
        const folded = foldedFact(original, admitted, claims);
        const affiliate = folded.affiliateId ?? directAffiliate;
        expect(countsAfterClaims(write.counts, admitted)).toEqual({
          increments: counterIncrementsFor(folded),
          dimensionFacts: dimensionFactsOf(folded),
          listedAffiliate: addsAffiliate(folded) && affiliate !== overflowValue ? affiliate : null,
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(facts.length);
  });

  it('give an entry write its id, and the held conversion the id the rules give it', () => {
    for (const original of facts.filter((candidate) => candidate.hold)) {
      const placeholder = factWriteOf({ ...original, entryId: 0 });
      const held = placeholder.counts.held;
      expect(held).not.toBeNull();
      if (!held) continue;
      expect(withEntryId(placeholder, 7).event.entryId).toBe(7);
      expect(heldRecordOf(held, 7)).toEqual(heldConversionOf(original));
    }
  });
});
