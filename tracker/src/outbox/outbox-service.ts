import type { Store, StoredEntry } from '../store/port.ts';
import type { Clock } from '../waitlist/waitlist-service.ts';

// Queues "we sent your free ebook" at most once per email address: the job's id is derived from the
// address, so retries, forceSend, the follow-up call and an emergency call for the same address all
// land on the one job. Entries are unique per email, so this is also once per entry.

export function deliveryJobId(email: string): string {
  return `ebook:${email}`;
}

export function createOutboxService({ store, clock }: { store: Store; clock: Clock }) {
  return {
    queueForEntry: (entry: StoredEntry) =>
      store.enqueueJob({ id: deliveryJobId(entry.email), kind: 'delivery', email: entry.email, entryId: entry.id, attempts: 0, dueAt: clock() }),

    /** The thank-you page found no entry; if one exists after all, its delivery is the one queued. */
    async queueForEmail(email: string): Promise<{ queued: boolean }> {
      const entry = await store.findEntryByEmail(email);
      return store.enqueueJob({
        id: deliveryJobId(email),
        kind: entry ? 'delivery' : 'emergency',
        email,
        entryId: entry?.id ?? null,
        attempts: 0,
        dueAt: clock(),
      });
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
