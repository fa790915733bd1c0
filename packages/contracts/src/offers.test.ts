import { describe, expect, it } from 'vitest';
import { completeOffersBodySchema, recordOfferActionBodySchema, saveSelectedOffersBodySchema } from './offers.ts';

const timestamp = '2025-03-09T07:00:00.000Z';

describe('saveSelectedOffersBodySchema', () => {
  it('drops a duplicated offer id so a double click saves it once', () => {
    expect(saveSelectedOffersBodySchema.parse({ selectedOffers: ['medicare', 'section-8', 'medicare'] })).toEqual({
      selectedOffers: ['medicare', 'section-8'],
    });
  });

  it('accepts clearing the selection', () => {
    expect(saveSelectedOffersBodySchema.parse({ selectedOffers: [] })).toEqual({ selectedOffers: [] });
  });

  it.each([
    [{}],
    [{ selectedOffers: 'medicare' }],
    [{ selectedOffers: [''] }],
    [{ selectedOffers: Array.from({ length: 51 }, (_, i) => `o${i}`) }],
  ])('rejects %j', (input) => {
    expect(saveSelectedOffersBodySchema.safeParse(input).success).toBe(false);
  });
});

describe('recordOfferActionBodySchema', () => {
  const action = {
    action: 'accepted',
    pageNumber: 1,
    offerId: 'housing-grants',
    offerName: 'Housing Grants',
    timestamp,
  };

  it.each([['accepted'], ['declined']])('accepts the action %j', (value) => {
    expect(recordOfferActionBodySchema.parse({ ...action, action: value }).action).toBe(value);
  });

  it.each([
    ['an unknown action', { action: 'maybe' }, "The action is 'accepted' or 'declined'."],
    ['page 0', { pageNumber: 0 }, 'The page number is a whole number from 1 to 50.'],
    ['a fractional page', { pageNumber: 1.5 }, 'The page number is a whole number from 1 to 50.'],
    ['a missing offer name', { offerName: ' ' }, 'The offer name is required.'],
    ['a date without time', { timestamp: '2025-03-09' }, 'Use an ISO 8601 timestamp.'],
  ])('rejects %s', (_label, change, message) => {
    expect(recordOfferActionBodySchema.safeParse({ ...action, ...change }).error?.issues[0]?.message).toBe(message);
  });
});

describe('completeOffersBodySchema', () => {
  it('accepts a flow where two of seven offers were accepted', () => {
    const body = { acceptedOffers: ['medicare', 'dental-implants'], totalOffers: 7, completedAt: timestamp };
    expect(completeOffersBodySchema.parse(body)).toEqual(body);
  });

  it('rejects more accepted offers than were shown', () => {
    const result = completeOffersBodySchema.safeParse({
      acceptedOffers: ['a', 'b'],
      totalOffers: 1,
      completedAt: timestamp,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['acceptedOffers'],
        message: 'acceptedOffers cannot list more offers than totalOffers.',
      }),
    ]);
  });
});
