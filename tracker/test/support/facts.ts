import type { Fact } from '../../src/counting/facts.ts';
import { onceKeyFor } from '../../src/counting/facts.ts';
import type { NewEntry } from '../../src/store/port.ts';

export function aFact(overrides: Partial<Fact> & Pick<Fact, 'type'>): Fact {
  const base: Fact = {
    type: overrides.type,
    at: Date.parse('2026-06-01T12:00:00Z'),
    entryId: null,
    affiliateId: 'aff-1',
    subId: null,
    s1: null,
    s2: null,
    s3: null,
    version: 1,
    offerId: null,
    position: null,
    isBot: false,
    once: null,
  };
  const fact = { ...base, ...overrides };
  return { ...fact, once: overrides.once ?? onceKeyFor(fact) };
}

export function aNewEntry(overrides: Partial<NewEntry> = {}): NewEntry {
  return {
    email: 'ann@example.com',
    version: 1,
    affiliateId: 'aff-1',
    subId: null,
    s1: null,
    s2: null,
    s3: null,
    selectedOffers: [],
    campaign: {},
    addressHash: 'address-hash-of-203.0.113.5',
    isBot: false,
    device: 'desktop',
    step: 1,
    firstName: null,
    lastName: null,
    zipCode: null,
    createdAt: Date.parse('2026-06-01T12:00:00Z'),
    ...overrides,
  };
}
