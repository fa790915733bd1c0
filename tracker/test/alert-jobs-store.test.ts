import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../src/store/port.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';
import { recordPostbackAttemptAt } from './support/postback-attempts.ts';

// The alerts' emails in the one job queue, on both adapters: queued once per id, leased to one worker, marked
// sent or failed like the email kinds, never handed to the guide email's handler; and the count of refused
// guide emails the mail rule reads.

const t0 = Date.parse('2026-06-15T12:00:00Z');
const alertJob = (id: string, dueAt = t0) => ({
  id,
  email: 'olivia@example.com',
  subject: 'Postbacks to aff-1 are failing',
  text: 'Every postback since 11:40 failed.',
  dueAt,
});

describe.each(storeFactories)('alert jobs: $name', { timeout: 30_000 }, (factory) => {
  let subject: StoreUnderTest;
  let store: Store;
  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  const lease = (leaseOwner: string, now = t0) =>
    store.claimDueAlertJobs({ now, leaseOwner, leaseUntil: now + 60_000, limit: 10 });

  it('queues an alert job once per id and leases it to one worker with its message', async () => {
    expect(await store.enqueueAlertJob(alertJob('alert:a'))).toEqual({ queued: true });
    expect(await store.enqueueAlertJob(alertJob('alert:a'))).toEqual({ queued: false });
    const [first, second] = await Promise.all([lease('w1'), lease('w2')]);
    expect([...first, ...second]).toEqual([
      {
        id: 'alert:a',
        email: 'olivia@example.com',
        subject: 'Postbacks to aff-1 are failing',
        text: 'Every postback since 11:40 failed.',
        attempts: 0,
      },
    ]);
  });

  it('hands out an alert job only when due, and never again once sent', async () => {
    await store.enqueueAlertJob(alertJob('alert:later', t0 + 5000));
    expect(await lease('w1')).toEqual([]);
    const [job] = await lease('w1', t0 + 5000);
    expect(job?.id).toBe('alert:later');
    await store.markJobSent({ id: 'alert:later', leaseOwner: 'w1', at: t0 + 5000 });
    expect(await lease('w1', t0 + 10 * 60_000)).toEqual([]);
  });

  it('retries a failed alert job at its retry time with one more attempt', async () => {
    await store.enqueueAlertJob(alertJob('alert:retry'));
    await lease('w1');
    await store.markJobFailed({ id: 'alert:retry', leaseOwner: 'w1', error: 'refused', retryAt: t0 + 30_000 });
    expect(await lease('w2', t0 + 10_000)).toEqual([]);
    const [again] = await lease('w2', t0 + 30_000);
    expect(again?.attempts).toBe(1);
  });

  it('keeps alert jobs away from the guide email handler and its status reads', async () => {
    await store.enqueueAlertJob(alertJob('alert:apart'));
    expect(await store.claimDueJobs({ now: t0, leaseOwner: 'w1', leaseUntil: t0 + 60_000, limit: 10 })).toEqual([]);
    expect(await store.getJobStatus('alert:apart')).toBeNull();
  });

  it('counts the guide emails a mail server refused since a time, not the sent or untried ones', async () => {
    const guide = (id: string, entryId: number) => ({
      id,
      kind: 'delivery' as const,
      email: `${id}@example.com`,
      entryId,
      attempts: 0,
      dueAt: t0,
    });
    for (const [index, id] of ['refused', 'sent', 'untried', 'dead'].entries())
      await store.enqueueJob(guide(id, index + 1));
    await store.claimDueJobs({ now: t0, leaseOwner: 'w', leaseUntil: t0 + 60_000, limit: 10 });
    await store.markJobFailed({ id: 'refused', leaseOwner: 'w', error: '550', retryAt: t0 + 60_000 });
    await store.markJobFailed({ id: 'dead', leaseOwner: 'w', error: '550', retryAt: null });
    await store.markJobSent({ id: 'sent', leaseOwner: 'w', at: t0 });
    await store.enqueueAlertJob(alertJob('alert:not-counted'));
    expect(await store.countRefusedEmailJobs({ since: t0 - 60_000 })).toBe(2);
    expect(await store.countRefusedEmailJobs({ since: t0 + 1 })).toBe(1);
  });

  it('summarises, per affiliate, the postback attempts that failed after its last delivered one', async () => {
    const attempt = (id: string, affiliateId: string | null, at: number, error: string | null) =>
      recordPostbackAttemptAt(store, { id, entryId: 1, affiliateId, at, error });
    await attempt('1:a', 'aff-1', t0 - 30 * 60_000, 'HTTP 503');
    await attempt('2:a', 'aff-1', t0 - 20 * 60_000, null);
    await attempt('3:a', 'aff-1', t0 - 10 * 60_000, 'HTTP 503');
    await attempt('4:a', 'aff-1', t0 - 5 * 60_000, 'HTTP 503');
    await attempt('5:a', 'aff-2', t0 - 40 * 60_000, 'HTTP 503');
    await attempt('6:a', 'aff-3', t0 - 8 * 60_000, null);
    await attempt('7:a', null, t0 - 3 * 60 * 60_000, 'HTTP 503');
    const rows = await store.summarisePostbackFailures({ since: t0 - 2 * 60 * 60_000 });
    expect(rows.sort((a, b) => String(a.affiliateId).localeCompare(String(b.affiliateId)))).toEqual([
      { affiliateId: 'aff-1', failedSince: t0 - 10 * 60_000, failures: 2 },
      { affiliateId: 'aff-2', failedSince: t0 - 40 * 60_000, failures: 1 },
    ]);
  });
});
