import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { aFact } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';
import { createDimensionRollUpWorker } from '../src/reports/dimension-roll-up-worker.ts';

// The background roll-up empties the pending dimension facts in slices, without any report asking.

describe.each(storeFactories)('dimension roll-up worker on $name', (factory) => {
  let opened: StoreUnderTest | undefined;
  afterEach(async () => {
    await opened?.cleanup();
    opened = undefined;
  });

  it('rolls up every pending fact, slice after slice, in one pass', async () => {
    opened = await factory.open();
    const { store } = opened;
    const at = Date.parse('2026-06-01T10:00:00Z');
    // More distinct facts than two slices hold, so the pass needs three.
    const visits = Array.from({ length: 7 }, (_, index) => aFact({ type: 'visit', subId: `sub-${index}`, at }));
    await store.recordFacts(visits);
    const pending = async () =>
      (await opened?.dump())?.filter(({ place }) => place === 'dimension_pending.count').length;
    expect(await pending()).toBe(7);
    const worker = createDimensionRollUpWorker({ store, logger: createLogger({ level: 'silent' }), slice: 3 });
    expect(await worker.runOnce()).toBe(7);
    expect(await pending()).toBe(0);
  });
});
