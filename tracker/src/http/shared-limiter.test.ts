import { describe, expect, it } from 'vitest';
import type { RateLimitHits } from '../store/port.ts';
import { createSharedLimiter, type LimitVerdict } from './shared-limiter.ts';

// The store is a plain map here; test/client-address.test.ts runs the limits through createApp on both adapters.

function fakeStore() {
  const totals = new Map<string, number>();
  const calls: { key: string; hits: number }[] = [];
  const addHits = async ({
    counter,
    key,
    hits,
  }: {
    counter: string;
    key: string;
    hits: number;
    windowMs: number;
  }): Promise<RateLimitHits> => {
    calls.push({ key, hits });
    const total = (totals.get(`${counter}:${key}`) ?? 0) + hits;
    totals.set(`${counter}:${key}`, total);
    return { total, resetAt: Date.now() + 60_000 };
  };
  return { addHits, calls };
}

const settle = (verdict: LimitVerdict | Promise<LimitVerdict>) => Promise.resolve(verdict);

describe('createSharedLimiter', () => {
  it('judges each exact hit on the store total, sending one update per key per batch', async () => {
    const store = fakeStore();
    const limiter = createSharedLimiter({
      addHits: store.addHits,
      counter: 'signups',
      limit: 3,
      windowMs: 60_000,
      mode: 'exact',
    });
    const verdicts = await Promise.all([1, 2, 3, 4, 5].map(() => settle(limiter.hit('192.0.2.1'))));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    expect(store.calls).toEqual([{ key: expect.not.stringContaining('192.0.2.1'), hits: 5 }]);
    expect(verdicts[4]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('counts two limiters on one store as one limit', async () => {
    const store = fakeStore();
    const options = { addHits: store.addHits, counter: 'emails', limit: 2, windowMs: 60_000, mode: 'exact' } as const;
    const [first, second] = [createSharedLimiter(options), createSharedLimiter(options)];
    const verdicts = [await settle(first.hit('k')), await settle(second.hit('k')), await settle(first.hit('k'))];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
  });

  it('judges batched hits at once and learns the other processes total at the next batch', async () => {
    const store = fakeStore();
    const options = {
      addHits: store.addHits,
      counter: 'everything',
      limit: 4,
      windowMs: 60_000,
      mode: 'batched',
      syncEveryMs: 5,
    } as const;
    const [first, second] = [createSharedLimiter(options), createSharedLimiter(options)];
    for (let index = 0; index < 3; index += 1)
      expect(second.hit('k')).toEqual(expect.objectContaining({ allowed: true }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(first.hit('k')).toEqual(expect.objectContaining({ allowed: true }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(first.hit('k')).toEqual(expect.objectContaining({ allowed: false }));
  });

  it('judges the first quarter of a near-limit limit at once, without waiting for the store', () => {
    const limiter = createSharedLimiter({
      addHits: () => new Promise(() => undefined),
      counter: 'signups',
      limit: 8,
      windowMs: 60_000,
      mode: 'exact-near-limit',
    });
    expect([limiter.hit('k'), limiter.hit('k')]).toEqual([
      expect.objectContaining({ allowed: true }),
      expect.objectContaining({ allowed: true }),
    ]);
    expect(limiter.hit('k')).toBeInstanceOf(Promise);
  });

  it('refuses a near-limit limit at its number to the call in one process', async () => {
    const store = fakeStore();
    const limiter = createSharedLimiter({
      addHits: store.addHits,
      counter: 'signups',
      limit: 8,
      windowMs: 60_000,
      mode: 'exact-near-limit',
    });
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => settle(limiter.hit('k'))));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([...Array(8).fill(true), ...Array(4).fill(false)]);
    const sequential = createSharedLimiter({
      addHits: fakeStore().addHits,
      counter: 'signups',
      limit: 8,
      windowMs: 60_000,
      mode: 'exact-near-limit',
    });
    const oneByOne: boolean[] = [];
    for (let index = 0; index < 12; index += 1) oneByOne.push((await settle(sequential.hit('k'))).allowed);
    expect(oneByOne).toEqual([...Array(8).fill(true), ...Array(4).fill(false)]);
  });

  it('lets a burst over several processes past a near-limit limit by at most a quarter of it per extra process', async () => {
    const store = fakeStore();
    const options = {
      addHits: store.addHits,
      counter: 'signups',
      limit: 20,
      windowMs: 60_000,
      mode: 'exact-near-limit',
    } as const;
    const processes = [createSharedLimiter(options), createSharedLimiter(options), createSharedLimiter(options)];
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, index) => settle(processes[index % 3]!.hit('k'))),
    );
    const allowed = verdicts.filter((verdict) => verdict.allowed).length;
    expect(allowed).toBeGreaterThanOrEqual(20);
    expect(allowed).toBeLessThanOrEqual(20 + 2 * 5);
    // Once the quarters are in the store, every later call is judged on its total.
    expect((await settle(processes[0]!.hit('k'))).allowed).toBe(false);
  });

  it('falls back to its own count when the store cannot be reached', async () => {
    const limiter = createSharedLimiter({
      addHits: async () => {
        throw new Error('store down');
      },
      counter: 'signups',
      limit: 2,
      windowMs: 60_000,
      mode: 'exact',
    });
    const verdicts = [await settle(limiter.hit('k')), await settle(limiter.hit('k')), await settle(limiter.hit('k'))];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
  });
});
