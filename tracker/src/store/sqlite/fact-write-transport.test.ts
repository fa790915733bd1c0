import { describe, expect, it } from 'vitest';
import { aFact } from '../../../test/support/facts.ts';
import { factWritesOf } from '../../counting/fact-writes.ts';
import type { FactWrite } from '../../counting/records.ts';
import { decodeFactWrites, encodeFactWrites } from './fact-write-transport.ts';

// What the writer thread parses back is exactly what the request's thread counted: every field of every kind
// of fact write, optional ones absent where they were absent and null where they were null. Of the event, the
// fields the event log has columns for (LoggedFact); the rest of a fact (its money, its experiment's gains)
// reaches SQLite through the counts.

const loggedFields = [
  'type',
  'at',
  'entryId',
  'affiliateId',
  'subId',
  's1',
  's2',
  's3',
  'version',
  'offerId',
  'position',
  'isBot',
  'page',
  'experiment',
];
const asLogged = (write: FactWrite): FactWrite => ({
  ...write,
  event: Object.fromEntries(
    Object.entries(write.event).filter(([key]) => loggedFields.includes(key)),
  ) as FactWrite['event'],
});

const campaign = { utm_source: 'news', utm_campaign: 'spring', s4: 'slot-2', gclid: 'g-123' };
const writes: FactWrite[] = factWritesOf(
  [
    aFact({ type: 'visit', subId: 'sub-9', s1: 'place-3', page: '/', campaign, device: 'phone' }),
    aFact({ type: 'visit', page: null, affiliateId: null, isBot: true }),
    aFact({
      type: 'signup',
      entryId: 0,
      experiment: { id: 'exp-1', version: 2, since: Date.parse('2026-05-01T00:00:00Z') },
      earnings: { revenueCents: 0, payoutCents: 125 },
      hold: { score: 70, reasons: ['no_landing', 'instant_signup'] },
    }),
    aFact({
      type: 'offer_accepted',
      entryId: 7,
      offerId: 'medicare',
      offerName: 'Medicare plans',
      position: 2,
      earnings: { revenueCents: 1250, payoutCents: 200 },
      experimentGain: { newOffer: true, firstOffer: true, beforeCents: 0, afterCents: 1250 },
    }),
  ],
  { affiliate: 3, experiment: 2 },
);

describe('fact writes sent to the writer thread', () => {
  it('come back equal, field for field, for visits, signups and accepted offers', () => {
    expect(writes.some((write) => write.counts.held !== null)).toBe(true);
    expect(writes.some((write) => write.counts.offerName !== null)).toBe(true);
    expect(writes.some((write) => write.counts.claims.length > 1)).toBe(true);
    expect(decodeFactWrites(encodeFactWrites(writes))).toStrictEqual(writes.map(asLogged));
  });

  it('keep an absent page or experiment absent, and a null one null', () => {
    const [withPage, nullPage, signup] = decodeFactWrites(encodeFactWrites(writes));
    expect(withPage?.event.page).toBe('/');
    expect(nullPage?.event).toHaveProperty('page', null);
    expect(signup?.event).not.toHaveProperty('page');
    expect(signup?.event.experiment).toEqual(writes[2]?.event.experiment);
  });

  it('cost under half the characters of the writes as objects', () => {
    const [visit] = writes;
    if (!visit) throw new Error('no visit');
    expect(encodeFactWrites([visit]).length).toBeLessThan(JSON.stringify([visit]).length / 2);
  });
});
