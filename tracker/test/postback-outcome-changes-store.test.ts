import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../src/store/port.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';
import { recordPostbackAttemptAt } from './support/postback-attempts.ts';

// The postback attempts the chart's outage marks are read from, on both adapters: per affiliate, only the
// attempts that turn its postbacks from delivered to failing or back, within the window asked for.

const t0 = Date.parse('2026-06-15T12:00:00Z');
const minute = 60_000;

describe.each(storeFactories)('postback outcome changes: $name', { timeout: 30_000 }, (factory) => {
  let subject: StoreUnderTest;
  let store: Store;
  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  let sequence = 0;
  const attempt = async (affiliateId: string | null, at: number, error: string | null) => {
    sequence += 1;
    await recordPostbackAttemptAt(store, { id: `${sequence}:pb`, entryId: sequence, affiliateId, at, error });
  };

  it('lists per affiliate the attempts whose outcome differs from the one before, oldest first', async () => {
    await attempt('aff-1', t0, null);
    await attempt('aff-1', t0 + 1 * minute, 'HTTP 503');
    await attempt('aff-2', t0 + 2 * minute, 'HTTP 500');
    await attempt('aff-1', t0 + 3 * minute, 'HTTP 503');
    await attempt('aff-1', t0 + 30 * minute, null);
    await attempt('aff-1', t0 + 31 * minute, null);
    await attempt(null, t0 + 40 * minute, 'timeout');
    await attempt('aff-2', t0 + 3 * 60 * minute, 'HTTP 500');
    expect(await store.listPostbackOutcomeChanges({ from: t0, to: t0 + 60 * minute })).toEqual([
      { affiliateId: 'aff-1', at: t0, delivered: true },
      { affiliateId: 'aff-1', at: t0 + 1 * minute, delivered: false },
      { affiliateId: 'aff-2', at: t0 + 2 * minute, delivered: false },
      { affiliateId: 'aff-1', at: t0 + 30 * minute, delivered: true },
      { affiliateId: null, at: t0 + 40 * minute, delivered: false },
    ]);
    expect(await store.listPostbackOutcomeChanges({ from: t0 + 2 * minute, to: t0 + 4 * minute })).toEqual([
      { affiliateId: 'aff-2', at: t0 + 2 * minute, delivered: false },
      { affiliateId: 'aff-1', at: t0 + 3 * minute, delivered: false },
    ]);
  });
});
