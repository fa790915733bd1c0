import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewPostback, PostbackAttempt, PostbackJobs } from '../src/jobs/port.ts';
import { postbackStoreFactories, type PostbackStoreUnderTest } from './support/postback-stores.ts';

const t0 = Date.parse('2026-06-15T12:00:00Z');

function aPostback(overrides: Partial<NewPostback> = {}): NewPostback {
  return {
    id: '1:email_submitted',
    entryId: 1,
    event: 'email_submitted',
    offerId: null,
    affiliateId: 'aff-1',
    values: { subid: 's' },
    occurredAt: t0,
    dueAt: t0,
    ...overrides,
  };
}

function anAttempt(overrides: Partial<PostbackAttempt> = {}): PostbackAttempt {
  return {
    postbackId: '1:email_submitted',
    affiliateId: 'aff-1',
    event: 'email_submitted',
    attempt: 1,
    at: t0,
    url: 'https://t.example.com/pb',
    status: 200,
    latencyMs: 12,
    error: null,
    ...overrides,
  };
}

describe.each(postbackStoreFactories)('postback store contract: $name', (factory) => {
  let subject: PostbackStoreUnderTest;
  let store: PostbackJobs;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  it('queues a postback once per unique key', async () => {
    expect(await store.enqueuePostback(aPostback())).toEqual({ queued: true });
    expect(await store.enqueuePostback(aPostback({ values: { subid: 'other' } }))).toEqual({ queued: false });
    expect(await store.getPostback('1:email_submitted')).toMatchObject({
      status: 'pending',
      attempts: 0,
      values: { subid: 's' },
    });
  });

  it('leases a due postback to one worker only', async () => {
    await store.enqueuePostback(aPostback());
    await store.enqueuePostback(aPostback({ id: '2:email_submitted', entryId: 2, dueAt: t0 + 60_000 }));
    const first = await store.claimDuePostbacks({ now: t0, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    const second = await store.claimDuePostbacks({ now: t0, leaseOwner: 'b', leaseUntil: t0 + 30_000, limit: 10 });
    expect(first.map((postback) => postback.id)).toEqual(['1:email_submitted']);
    expect(second).toEqual([]);
  });

  it('hands a postback out again once its lease has run out (a worker that died mid-send)', async () => {
    await store.enqueuePostback(aPostback());
    await store.claimDuePostbacks({ now: t0, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    const again = await store.claimDuePostbacks({
      now: t0 + 30_000,
      leaseOwner: 'b',
      leaseUntil: t0 + 60_000,
      limit: 10,
    });
    expect(again).toHaveLength(1);
  });

  it('records an attempt only for the lease holder and moves the postback on', async () => {
    await store.enqueuePostback(aPostback());
    await store.claimDuePostbacks({ now: t0, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    await store.recordPostbackAttempt({ leaseOwner: 'b', attempt: anAttempt(), next: { status: 'delivered' } });
    expect(await store.getPostback('1:email_submitted')).toMatchObject({ status: 'pending', attempts: 0 });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ status: 503, error: 'HTTP 503' }),
      next: { status: 'pending', dueAt: t0 + 1000 },
    });
    expect(await store.getPostback('1:email_submitted')).toMatchObject({
      status: 'pending',
      attempts: 1,
      dueAt: t0 + 1000,
      lastStatus: 503,
      lastError: 'HTTP 503',
    });
    expect(await store.listPostbackAttempts({ limit: 50 })).toEqual([anAttempt({ status: 503, error: 'HTTP 503' })]);
  });

  it('summarises sent, delivered, failing and pending per affiliate and event with the last failure', async () => {
    const delivered = aPostback({ id: 'd', entryId: 1 });
    const failing = aPostback({ id: 'f', entryId: 2, occurredAt: t0 + 1 });
    const waiting = aPostback({ id: 'w', entryId: 3, occurredAt: t0 + 2, dueAt: t0 + 10_000 });
    const outOfRange = aPostback({ id: 'old', entryId: 4, occurredAt: t0 - 86_400_000 });
    const otherEvent = aPostback({ id: 'o', entryId: 1, event: 'offer_accepted', offerId: 'x' });
    for (const postback of [delivered, failing, waiting, outOfRange, otherEvent]) await store.enqueuePostback(postback);
    await store.claimDuePostbacks({ now: t0, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ postbackId: 'd' }),
      next: { status: 'delivered' },
    });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ postbackId: 'f', status: null, error: 'timed out' }),
      next: { status: 'failed' },
    });
    const rows = await store.summarisePostbacks({ from: t0, to: t0 + 86_400_000 });
    expect(rows).toEqual([
      {
        affiliateId: 'aff-1',
        event: 'email_submitted',
        sent: 2,
        delivered: 1,
        failing: 1,
        pending: 1,
        lastStatus: null,
        lastError: 'timed out',
      },
      {
        affiliateId: 'aff-1',
        event: 'offer_accepted',
        sent: 0,
        delivered: 0,
        failing: 0,
        pending: 1,
        lastStatus: null,
        lastError: null,
      },
    ]);
  });

  it('replays a failed postback only', async () => {
    await store.enqueuePostback(aPostback());
    expect(await store.replayPostback({ id: '1:email_submitted', now: t0 })).toBe(false);
    await store.claimDuePostbacks({ now: t0, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ status: 410, error: 'HTTP 410' }),
      next: { status: 'failed' },
    });
    expect(await store.replayPostback({ id: '1:email_submitted', now: t0 + 5 })).toBe(true);
    expect(
      await store.claimDuePostbacks({ now: t0 + 5, leaseOwner: 'b', leaseUntil: t0 + 60_000, limit: 10 }),
    ).toHaveLength(1);
  });

  it('keeps queued postbacks across a reopen', async () => {
    await store.enqueuePostback(aPostback());
    const reopened = await subject.reopen();
    expect(await reopened.getPostback('1:email_submitted')).toMatchObject({ status: 'pending' });
  });

  it('lists the latest attempts first, at most the limit', async () => {
    await store.enqueuePostback(aPostback());
    await store.claimDuePostbacks({ now: t0, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ status: 500, error: 'HTTP 500' }),
      next: { status: 'pending', dueAt: t0 },
    });
    await store.claimDuePostbacks({ now: t0 + 1, leaseOwner: 'a', leaseUntil: t0 + 30_000, limit: 10 });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ attempt: 2, at: t0 + 1 }),
      next: { status: 'delivered' },
    });
    const latest = await store.listPostbackAttempts({ limit: 1 });
    expect(latest.map((attempt) => attempt.attempt)).toEqual([2]);
  });

  it('records the browser pixel once per entry and counts it per affiliate over the range', async () => {
    expect(await store.recordPixelFire({ entryId: 1, affiliateId: 'aff-1', at: t0 })).toEqual({ recorded: true });
    expect(await store.recordPixelFire({ entryId: 1, affiliateId: 'aff-1', at: t0 + 5 })).toEqual({ recorded: false });
    await store.recordPixelFire({ entryId: 2, affiliateId: 'aff-1', at: t0 + 10 });
    await store.recordPixelFire({ entryId: 3, affiliateId: null, at: t0 + 10 });
    await store.recordPixelFire({ entryId: 4, affiliateId: 'aff-1', at: t0 - 86_400_000 });
    expect(await store.countPixelFires({ from: t0, to: t0 + 86_400_000 })).toEqual([
      { affiliateId: null, fired: 1 },
      { affiliateId: 'aff-1', fired: 2 },
    ]);
  });

  it('forgets finished postbacks, their attempts and pixel fires from before the cut-off, never a pending one', async () => {
    const day = 86_400_000;
    await store.enqueuePostback(aPostback({ id: 'old-done', entryId: 1 }));
    await store.enqueuePostback(aPostback({ id: 'old-pending', entryId: 2, dueAt: t0 + 60 * day }));
    await store.enqueuePostback(
      aPostback({ id: 'new-done', entryId: 3, occurredAt: t0 + 2 * day, dueAt: t0 + 2 * day }),
    );
    await store.claimDuePostbacks({ now: t0 + 2 * day, leaseOwner: 'a', leaseUntil: t0 + 3 * day, limit: 10 });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ postbackId: 'old-done' }),
      next: { status: 'delivered' },
    });
    await store.recordPostbackAttempt({
      leaseOwner: 'a',
      attempt: anAttempt({ postbackId: 'new-done', at: t0 + 2 * day }),
      next: { status: 'delivered' },
    });
    await store.recordPixelFire({ entryId: 1, affiliateId: 'aff-1', at: t0 });
    await store.recordPixelFire({ entryId: 3, affiliateId: 'aff-1', at: t0 + 2 * day });

    expect(await store.purgeFinishedBefore(t0 + day)).toEqual({ postbacks: 1, attempts: 1, pixelFires: 1 });
    expect(await store.getPostback('old-done')).toBeNull();
    expect(await store.getPostback('old-pending')).toMatchObject({ status: 'pending' });
    expect(await store.getPostback('new-done')).toMatchObject({ status: 'delivered' });
    expect((await store.listPostbackAttempts({ limit: 50 })).map((attempt) => attempt.postbackId)).toEqual([
      'new-done',
    ]);
    expect(await store.countPixelFires({ from: 0, to: t0 + 3 * day })).toEqual([{ affiliateId: 'aff-1', fired: 1 }]);
  });
});
