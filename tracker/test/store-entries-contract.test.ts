import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metrics } from '../src/counting/metrics.ts';
import type { Store } from '../src/store/port.ts';
import { aNewEntry } from './support/facts.ts';
import { june1, totalOf } from './support/counter-totals.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The entries port (store/ports/entries.ts) contract, run on both adapters.

describe.each(storeFactories)('entries port contract: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  describe('entries', () => {
    it('numbers entries 1, 2, 3 … and keeps every field', async () => {
      const first = await store.createEntry({ entry: aNewEntry({ email: 'a@example.com', s2: 'x' }), facts: [] });
      const second = await store.createEntry({ entry: aNewEntry({ email: 'b@example.com' }), facts: [] });
      expect(first.entry.id).toBe(1);
      expect(second.entry.id).toBe(2);
      expect(await store.getEntry(1)).toEqual(first.entry);
      expect((await store.getEntry(1))?.s2).toBe('x');
      expect(await store.getEntry(99)).toBeNull();
    });

    it('answers a second signup with the same email with the existing entry and records nothing new', async () => {
      const facts = [{ type: 'signup' as const, at: june1, isBot: false }];
      const first = await store.createEntry({ entry: aNewEntry(), facts });
      const again = await store.createEntry({ entry: aNewEntry({ affiliateId: 'other' }), facts });
      expect(again).toEqual({ entry: first.entry, created: false });
      expect(await totalOf(store, metrics.email)).toBe(1);
    });

    it('gives 40 concurrent signups 40 distinct sequential ids', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          store.createEntry({ entry: aNewEntry({ email: `u${index}@example.com` }), facts: [] }),
        ),
      );
      expect(results.map((result) => result.entry.id).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
    });

    it('keeps ids and emails unique when two processes sign up at once', async () => {
      const second = await subject.openSecond();
      const signups = Array.from({ length: 20 }, (_, index) => [
        store.createEntry({ entry: aNewEntry({ email: `p${index}@example.com` }), facts: [] }),
        second.createEntry({ entry: aNewEntry({ email: `p${index}@example.com` }), facts: [] }),
      ]).flat();
      const results = await Promise.all(signups);
      const ids = new Set(results.map((result) => result.entry.id));
      expect(ids.size).toBe(20);
      expect(results.filter((result) => result.created)).toHaveLength(20);
    });

    it('finds an entry by email and the latest one from an address hash inside the window only', async () => {
      const at = Date.parse('2026-06-01T10:00:00Z');
      await store.createEntry({
        entry: aNewEntry({ email: 'old@example.com', addressHash: 'hash-of-198.51.100.7', createdAt: at }),
        facts: [],
      });
      const recent = await store.createEntry({
        entry: aNewEntry({ email: 'new@example.com', addressHash: 'hash-of-198.51.100.7', createdAt: at + 60_000 }),
        facts: [],
      });
      expect((await store.findEntryByEmail('old@example.com'))?.email).toBe('old@example.com');
      expect(await store.findEntryByEmail('nobody@example.com')).toBeNull();
      expect(
        (await store.findLatestEntryByAddressHash({ addressHash: 'hash-of-198.51.100.7', since: at - 1 }))?.id,
      ).toBe(recent.entry.id);
      expect(
        await store.findLatestEntryByAddressHash({ addressHash: 'hash-of-198.51.100.7', since: at + 120_000 }),
      ).toBeNull();
      expect(await store.findLatestEntryByAddressHash({ addressHash: 'hash-of-192.0.2.1', since: 0 })).toBeNull();
    });

    it('applies a patch, never moves the step back, and answers null for an unknown id', async () => {
      const { entry } = await store.createEntry({ entry: aNewEntry(), facts: [] });
      const updated = await store.updateEntry({
        id: entry.id,
        patch: { step: 16, selectedOffers: ['medicare'], updatedAt: 5 },
        facts: [],
      });
      expect(updated).toMatchObject({ step: 16, selectedOffers: ['medicare'], email: entry.email });
      await store.updateEntry({ id: entry.id, patch: { step: 2, updatedAt: 6 }, facts: [] });
      expect(await store.getEntry(entry.id)).toMatchObject({ step: 16, selectedOffers: ['medicare'], updatedAt: 6 });
      expect(await store.updateEntry({ id: 999, patch: { updatedAt: 1 }, facts: [] })).toBeNull();
    });

    it('reserves entry ids that no entry ever gets', async () => {
      await store.createEntry({ entry: aNewEntry({ email: 'a@example.com' }), facts: [] });
      expect(await store.reserveEntryId()).toBe(2);
      const second = await subject.openSecond();
      expect(await second.reserveEntryId()).toBe(3);
      expect((await store.createEntry({ entry: aNewEntry({ email: 'b@example.com' }), facts: [] })).entry.id).toBe(4);
      expect(await store.getEntry(2)).toBeNull();
    });
  });

  it('answers a readiness ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
