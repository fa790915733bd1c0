import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../src/store/port.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The guide email jobs and the suppression list (jobs/port.ts, store/ports/opt-outs.ts) contract, run on both adapters.

describe.each(storeFactories)('mail jobs and opt-outs contract: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  describe('outbox', () => {
    const job = {
      id: 'ebook:ann@example.com',
      kind: 'delivery' as const,
      email: 'ann@example.com',
      entryId: 1,
      attempts: 0,
      dueAt: 1000,
    };

    it('stores one job per idempotency key', async () => {
      expect(await store.enqueueJob(job)).toEqual({ queued: true });
      expect(await store.enqueueJob({ ...job, kind: 'emergency' })).toEqual({ queued: false });
      expect(await store.getJobStatus(job.id)).toEqual({ status: 'pending', attempts: 0 });
    });

    it('queues a capped job only while its mailbox and caller are under their caps, counting concurrent calls exactly', async () => {
      const caps = { mailbox: 'ann@example.com', caller: 'c1', at: 1000, since: 0, perMailbox: 2, perCaller: 3 };
      // One entry per job: an entry has at most one job of a kind (below).
      const capped = (id: string, overrides: Partial<typeof caps> = {}) =>
        store.enqueueCappedJob({ job: { ...job, id, entryId: Number(id.slice(1)) }, caps: { ...caps, ...overrides } });
      const results = await Promise.all(['j1', 'j2', 'j3', 'j4'].map((id) => capped(id)));
      expect(results.filter((result) => result.queued)).toHaveLength(2);
      expect(results.filter((result) => result.refusedBy === 'mailbox')).toHaveLength(2);
      expect(await capped('j1')).toEqual({ queued: false });
      expect(await capped('j5', { mailbox: 'bob@example.com' })).toEqual({ queued: true });
      expect(await capped('j6', { mailbox: 'cy@example.com' })).toEqual({ queued: false, refusedBy: 'caller' });
      expect(await capped('j7', { mailbox: 'cy@example.com', since: 1001 })).toEqual({ queued: true });
      expect(await store.getJobStatus('j6')).toBeNull();
    });

    it('queues one capped job of a kind per entry, also when an older job of the entry has another id', async () => {
      const caps = { mailbox: 'ann@example.com', caller: 'c1', at: 1000, since: 0, perMailbox: 5, perCaller: 5 };
      expect(await store.enqueueCappedJob({ job, caps })).toEqual({ queued: true });
      expect(await store.enqueueCappedJob({ job: { ...job, id: 'ebook:entry-1' }, caps })).toEqual({ queued: false });
      expect(await store.enqueueCappedJob({ job: { ...job, id: 'ebook:entry-2', entryId: 2 }, caps })).toEqual({
        queued: true,
      });
    });

    it('leases a due job to one worker only, even across processes', async () => {
      await store.enqueueJob(job);
      const second = await subject.openSecond();
      const [mine, theirs] = await Promise.all([
        store.claimDueJobs({ now: 2000, leaseOwner: 'w1', leaseUntil: 9000, limit: 5 }),
        second.claimDueJobs({ now: 2000, leaseOwner: 'w2', leaseUntil: 9000, limit: 5 }),
      ]);
      expect(mine.length + theirs.length).toBe(1);
      expect(await store.claimDueJobs({ now: 5000, leaseOwner: 'w3', leaseUntil: 9000, limit: 5 })).toEqual([]);
    });

    it('does not hand out a job before it is due, and hands it out again when a lease expires', async () => {
      await store.enqueueJob(job);
      expect(await store.claimDueJobs({ now: 500, leaseOwner: 'w1', leaseUntil: 900, limit: 5 })).toEqual([]);
      expect(await store.claimDueJobs({ now: 1000, leaseOwner: 'w1', leaseUntil: 2000, limit: 5 })).toHaveLength(1);
      const [reclaimed] = await store.claimDueJobs({ now: 2000, leaseOwner: 'w2', leaseUntil: 3000, limit: 5 });
      expect(reclaimed).toMatchObject({ id: job.id, email: job.email, entryId: 1, kind: 'delivery' });
    });

    it('never hands out a sent job again, and ignores a stale worker marking it', async () => {
      await store.enqueueJob(job);
      await store.claimDueJobs({ now: 1000, leaseOwner: 'w1', leaseUntil: 2000, limit: 5 });
      await store.markJobSent({ id: job.id, leaseOwner: 'w1', at: 1500 });
      await store.markJobFailed({ id: job.id, leaseOwner: 'w1', error: 'late', retryAt: 1600 });
      expect(await store.getJobStatus(job.id)).toEqual({ status: 'sent', attempts: 0 });
      expect(await store.claimDueJobs({ now: 99_999, leaseOwner: 'w2', leaseUntil: 100_000, limit: 5 })).toEqual([]);
    });

    it('retries a failed job at its retry time and gives up when told to', async () => {
      await store.enqueueJob(job);
      await store.claimDueJobs({ now: 1000, leaseOwner: 'w1', leaseUntil: 2000, limit: 5 });
      await store.markJobFailed({ id: job.id, leaseOwner: 'w1', error: 'smtp down', retryAt: 5000 });
      expect(await store.claimDueJobs({ now: 4999, leaseOwner: 'w1', leaseUntil: 6000, limit: 5 })).toEqual([]);
      const [retry] = await store.claimDueJobs({ now: 5000, leaseOwner: 'w1', leaseUntil: 6000, limit: 5 });
      expect(retry?.attempts).toBe(1);
      await store.markJobFailed({ id: job.id, leaseOwner: 'w1', error: 'still down', retryAt: null });
      expect(await store.getJobStatus(job.id)).toEqual({ status: 'failed', attempts: 2 });
    });

    it('remembers opt-outs', async () => {
      expect(await store.isOptedOut('k1:key-of-ann')).toBe(false);
      await store.addOptOut({ addressKey: 'k1:key-of-ann', at: 1 });
      await store.addOptOut({ addressKey: 'k1:key-of-ann', at: 2 });
      expect(await store.isOptedOut('k1:key-of-ann')).toBe(true);
      expect(await store.getOptOutAt('k1:key-of-ann')).toBe(2);
    });
  });
});
