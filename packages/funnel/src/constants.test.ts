import { describe, expect, it } from 'vitest';
import { FIX_ROUTINE_DELAYS_MS, LIST_OFFER_IDS, OFFERS_PER_FLOW, SEQUENTIAL_OFFER_IDS } from './constants.ts';

describe('offer constants', () => {
  it('has one sequential offer per step of the flow, none repeated', () => {
    expect(SEQUENTIAL_OFFER_IDS).toHaveLength(OFFERS_PER_FLOW);
    expect(new Set(SEQUENTIAL_OFFER_IDS).size).toBe(OFFERS_PER_FLOW);
  });

  it('keeps the spec order of the sequential flow', () => {
    expect(SEQUENTIAL_OFFER_IDS[0]).toBe('housing-grants');
    expect(SEQUENTIAL_OFFER_IDS.at(-1)).toBe('government-assistance');
  });

  it('lists seven distinct categories for the list variant, section 8 first', () => {
    expect(new Set(LIST_OFFER_IDS).size).toBe(7);
    expect(LIST_OFFER_IDS[0]).toBe('section-8');
  });

  it('runs the fix routine at increasing delays', () => {
    expect([...FIX_ROUTINE_DELAYS_MS]).toEqual([...FIX_ROUTINE_DELAYS_MS].sort((a, b) => a - b));
  });
});
