import type { Store } from '../../src/store/port.ts';

/** One postback queued, leased and tried at `at` by worker `w`: delivered, or failed (503) with `error`. */
export async function recordPostbackAttemptAt(
  store: Store,
  {
    id,
    entryId,
    affiliateId,
    at,
    error,
  }: { id: string; entryId: number; affiliateId: string | null; at: number; error: string | null },
): Promise<void> {
  await store.enqueuePostback({
    id,
    entryId,
    event: 'email_submitted',
    offerId: null,
    affiliateId,
    values: {},
    occurredAt: at,
    dueAt: at,
  });
  await store.claimDuePostbacks({ now: at, leaseOwner: 'w', leaseUntil: at + 60_000, limit: 10 });
  await store.recordPostbackAttempt({
    leaseOwner: 'w',
    attempt: {
      postbackId: id,
      affiliateId,
      event: 'email_submitted',
      attempt: 1,
      at,
      url: 'https://x.test/pb',
      status: error ? 503 : 200,
      latencyMs: 5,
      error,
    },
    next: error ? { status: 'failed' } : { status: 'delivered' },
  });
}
