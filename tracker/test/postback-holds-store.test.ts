import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewPostback, PostbackJobs } from '../src/jobs/port.ts';
import { postbackStoreFactories, type PostbackStoreUnderTest } from './support/postback-stores.ts';

// The postback store's held state, the same on both adapters: a postback of a conversion held for review is
// never handed to a worker; the conversion's approval queues it once, its rejection cancels it for good.

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

const claim = (store: PostbackJobs, now = t0 + 3_600_000) =>
  store.claimDuePostbacks({ now, leaseOwner: 'w', leaseUntil: now + 60_000, limit: 50 });

describe.each(postbackStoreFactories)('held postbacks: $name', (factory) => {
  let subject: PostbackStoreUnderTest;
  let store: PostbackJobs;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  it('keeps a held postback from every worker, whatever the time', async () => {
    await store.enqueuePostback(aPostback({ heldBy: '1:email_submitted' }));
    await store.enqueuePostback(aPostback({ id: '1:thank_you', event: 'thank_you', heldBy: '1:email_submitted' }));
    await store.enqueuePostback(aPostback({ id: '2:email_submitted', entryId: 2 }));
    expect((await claim(store)).map((postback) => postback.id)).toEqual(['2:email_submitted']);
    expect(await store.getPostback('1:email_submitted')).toMatchObject({
      status: 'held',
      heldBy: '1:email_submitted',
      attempts: 0,
    });
  });

  it('queues the postbacks a conversion holds once it is approved, due at once, and only once', async () => {
    await store.enqueuePostback(aPostback({ heldBy: '1:email_submitted' }));
    await store.enqueuePostback(aPostback({ id: '1:thank_you', event: 'thank_you', heldBy: '1:email_submitted' }));
    await store.enqueuePostback(
      aPostback({ id: '1:offer_accepted:x', event: 'offer_accepted', offerId: 'x', heldBy: '1:offer_accepted:x' }),
    );
    expect(await store.releaseHeldPostbacks({ heldBy: '1:email_submitted', now: t0 + 7_200_000 })).toBe(2);
    expect(await store.releaseHeldPostbacks({ heldBy: '1:email_submitted', now: t0 + 7_200_000 })).toBe(0);
    expect(await store.getPostback('1:thank_you')).toMatchObject({ status: 'pending', dueAt: t0 + 7_200_000 });
    expect((await claim(store, t0 + 7_200_000)).map((postback) => postback.id).sort()).toEqual([
      '1:email_submitted',
      '1:thank_you',
    ]);
  });

  it('cancels the postbacks a rejected conversion holds, and never a pending or finished one', async () => {
    await store.enqueuePostback(aPostback({ heldBy: '1:email_submitted' }));
    await store.enqueuePostback(aPostback({ id: '1:thank_you', event: 'thank_you' }));
    expect(await store.cancelHeldPostbacks('1:email_submitted')).toBe(1);
    expect(await store.releaseHeldPostbacks({ heldBy: '1:email_submitted', now: t0 })).toBe(0);
    expect(await store.getPostback('1:email_submitted')).toMatchObject({ status: 'cancelled' });
    expect(await store.getPostback('1:thank_you')).toMatchObject({ status: 'pending', heldBy: null });
    expect((await claim(store)).map((postback) => postback.id)).toEqual(['1:thank_you']);
  });

  it('keeps held postbacks through the retention clean-up, and cancels them with an erasure', async () => {
    await store.enqueuePostback(aPostback({ heldBy: '1:email_submitted' }));
    expect(await store.purgeFinishedBefore(t0 + 400 * 86_400_000)).toMatchObject({ postbacks: 0 });
    expect(await store.forgetEntryPostbacks(1)).toEqual({ cancelled: 1, stripped: 0 });
    expect(await store.getPostback('1:email_submitted')).toMatchObject({ status: 'cancelled', values: {} });
  });
});
