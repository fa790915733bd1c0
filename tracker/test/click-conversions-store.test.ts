import type { EntryCampaign } from '@seniorguide/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClickConversionQuery } from '../src/store/click-conversions.ts';
import type { NewEntry, Store } from '../src/store/port.ts';
import { aNewEntry } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The store's read behind the ad platforms' conversion files, the same on both adapters: signups and first
// acceptances of offers in the range, of entries whose first or last touch carries a wanted click id; never
// a bot's, never an erased person's.

const hour = 60 * 60 * 1000;
const june10 = Date.parse('2026-06-10T00:00:00Z');
const june20 = Date.parse('2026-06-20T00:00:00Z');
const query: ClickConversionQuery = {
  from: june10,
  to: june20,
  createdSince: june10 - 90 * 24 * hour,
  clickIds: ['gclid', 'gbraid', 'wbraid', 'fbclid'],
};

describe.each(storeFactories)('click conversions: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  async function signUp(email: string, createdAt: number, campaign: EntryCampaign, overrides: Partial<NewEntry> = {}) {
    const { entry } = await store.createEntry({
      entry: aNewEntry({ email, createdAt, campaign, ...overrides }),
      facts: [{ type: 'signup', at: createdAt, isBot: overrides.isBot ?? false }],
    });
    return entry;
  }

  const answer = (id: number, at: number, offerId: string | null = null) => ({
    type: offerId === null ? 'signup' : 'offer',
    id,
    at,
    offerId,
  });
  async function read(overrides: Partial<ClickConversionQuery> = {}) {
    const conversions = await store.listClickConversions({ ...query, ...overrides });
    return conversions.map((conversion) => ({
      type: conversion.event === 'email_submitted' ? 'signup' : 'offer',
      id: conversion.entry.id,
      at: conversion.at,
      offerId: conversion.offerId,
    }));
  }

  it("lists the range's signups that carry a wanted click id, in the first or the last touch, with the entry's fields", async () => {
    const google = await signUp(
      'g@example.com',
      june10 + hour,
      { gclid: 'G-1', utm_source: 'google' },
      { affiliateId: 'aff-g' },
    );
    const meta = await signUp('m@example.com', june10 + 2 * hour, { fbclid: 'F-1' });
    const lastTouch = await signUp('l@example.com', june10 + 3 * hour, {
      clickid: 'NET-1',
      last_touch: { gbraid: 'GB-1' },
    });
    await signUp('plain@example.com', june10 + 4 * hour, { utm_source: 'newsletter' });
    const bing = await signUp('bing@example.com', june10 + 5 * hour, { msclkid: 'M-1' });
    await signUp('empty@example.com', june10 + 6 * hour, { gclid: '' });
    expect(await read()).toEqual([
      answer(google.id, june10 + hour),
      answer(meta.id, june10 + 2 * hour),
      answer(lastTouch.id, june10 + 3 * hour),
    ]);
    const [first] = await store.listClickConversions(query);
    expect(first?.entry).toEqual({
      id: google.id,
      email: 'g@example.com',
      affiliateId: 'aff-g',
      createdAt: june10 + hour,
      campaign: { gclid: 'G-1', utm_source: 'google' },
    });
    expect(await read({ clickIds: ['msclkid'] })).toEqual([answer(bing.id, june10 + 5 * hour)]);
  });

  it('keeps to the range: a signup at its start counts, one at its end does not', async () => {
    await signUp('before@example.com', june10 - 1, { gclid: 'G-0' });
    const atStart = await signUp('start@example.com', june10, { gclid: 'G-1' });
    await signUp('end@example.com', june20, { gclid: 'G-2' });
    expect(await read()).toEqual([answer(atStart.id, june10)]);
  });

  it("lists each offer's first acceptance in the range, also of an entry that signed up before it", async () => {
    const earlier = await signUp('e@example.com', june10 - 5 * 24 * hour, { gclid: 'G-1' });
    const accept = (
      id: number,
      offerId: string,
      at: number,
      type: 'offer_accepted' | 'offer_declined' = 'offer_accepted',
    ) => store.updateEntry({ id, patch: { updatedAt: at }, facts: [{ type, at, isBot: false, offerId }] });
    await accept(earlier.id, 'medicare', june10 - hour);
    await accept(earlier.id, 'medicare', june10 + hour);
    await accept(earlier.id, 'dental', june10 + 2 * hour);
    await accept(earlier.id, 'housing', june10 + 2 * hour, 'offer_declined');
    const inRange = await signUp('r@example.com', june10 + 3 * hour, { fbclid: 'F-1' });
    await store.updateEntry({
      id: inRange.id,
      patch: { updatedAt: june10 + 4 * hour },
      facts: [
        { type: 'offer_accepted', at: june10 + 4 * hour, isBot: false, offerId: 'wise' },
        { type: 'offer_accepted', at: june10 + 4 * hour, isBot: false, offerId: 'auto' },
      ],
    });
    expect(await read()).toEqual([
      answer(earlier.id, june10 + 2 * hour, 'dental'),
      answer(inRange.id, june10 + 3 * hour),
      answer(inRange.id, june10 + 4 * hour, 'auto'),
      answer(inRange.id, june10 + 4 * hour, 'wise'),
    ]);
  });

  it('reads no offers of entries created before createdSince: their clicks are too old for the platforms', async () => {
    const old = await signUp('old@example.com', june10 - 100 * 24 * hour, { gclid: 'G-old' });
    await store.updateEntry({
      id: old.id,
      patch: { updatedAt: june10 + hour },
      facts: [{ type: 'offer_accepted', at: june10 + hour, isBot: false, offerId: 'medicare' }],
    });
    expect(await read()).toEqual([]);
    expect(await read({ createdSince: 0 })).toEqual([answer(old.id, june10 + hour, 'medicare')]);
  });

  it("leaves out a bot's entry and an erased person's, signups and offers alike", async () => {
    const bot = await signUp('bot@example.com', june10 + hour, { gclid: 'G-bot' }, { isBot: true });
    const erased = await signUp('gone@example.com', june10 + hour, { fbclid: 'F-gone' });
    for (const { id } of [bot, erased]) {
      await store.updateEntry({
        id,
        patch: { updatedAt: june10 + 2 * hour },
        facts: [{ type: 'offer_accepted', at: june10 + 2 * hour, isBot: false, offerId: 'medicare' }],
      });
    }
    expect(await read()).toHaveLength(2);
    await store.eraseEntry({ entryId: erased.id, email: 'gone@example.com' });
    expect(await read()).toEqual([]);
  });
});
