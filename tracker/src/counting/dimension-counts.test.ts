import { describe, expect, it } from 'vitest';
import { aFact } from '../../test/support/facts.ts';
import { dimensionIncrementsFor } from './dimension-counts.ts';

describe('dimension increments', () => {
  it('adds 35 counts to a counted human fact and none to a bot or a decline', () => {
    expect(dimensionIncrementsFor(aFact({ type: 'visit', page: '/' }))).toHaveLength(35);
    expect(dimensionIncrementsFor(aFact({ type: 'visit', isBot: true }))).toHaveLength(0);
    expect(dimensionIncrementsFor(aFact({ type: 'offer_declined', entryId: 1, offerId: 'o1' }))).toHaveLength(0);
  });

  it('counts a session that starts away from the landings as an impression, as the summary does', () => {
    // One population per rate: a visitor who arrives on an offer page and signs up later has one impression.
    const increments = dimensionIncrementsFor(aFact({ type: 'visit', page: '/offer-landing/dental-savings' }));
    expect(increments).toHaveLength(35);
    expect(new Set(increments.map((increment) => increment.stage))).toEqual(new Set([0]));
  });
});
