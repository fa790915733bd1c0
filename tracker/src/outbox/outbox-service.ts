import type { ClientInfo } from '../http/client-info.ts';
import type { Ownership } from '../http/ownership.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import type { Clock } from '../clock.ts';
import { mailCapsFor, type MailCapSettings } from './mail-caps.ts';

// Queues "we sent your free ebook" only to an entry created by a signup, at most once per entry (the job's
// id names the entry, so retries, forceSend, the follow-up call and the owner's emergency call all land on the
// one job; an address has one entry at a time, so this is once per address until an erasure or the retention
// clean-up removes the entry), and only within the per-mailbox and per-caller caps.

/** The address stays out of the id, so a finished job whose address the retention clean-up erased names nobody. */
export function deliveryJobId({ entryId }: { entryId: number }): string {
  return `ebook:entry-${entryId}`;
}

export type QueueResult = { queued: boolean; callerCapped: boolean };

export function createOutboxService({ store, clock, caps }: { store: Store; clock: Clock; caps: MailCapSettings }) {
  /** callerCapped: this caller has had its mails for today; the router answers 429. */
  async function queueForEntry(entry: StoredEntry, client: ClientInfo): Promise<QueueResult> {
    const at = clock();
    const result = await store.enqueueCappedJob({
      job: { id: deliveryJobId({ entryId: entry.id }), kind: 'delivery', email: entry.email, entryId: entry.id, attempts: 0, dueAt: at },
      caps: mailCapsFor({ email: entry.email, client, at, settings: caps }),
    });
    // A full mailbox is answered like a mail already sent: the answer must not tell whose inbox is busy.
    return { queued: result.queued, callerCapped: result.refusedBy === 'caller' };
  }

  return {
    queueForEntry,

    /**
     * The thank-you page found no entry for the email. Only the browser that owns an entry with that
     * address gets its guide; anyone else gets the same answer and nothing is sent. A call for an
     * address with no entry is counted for the operator (attempts to mail strangers show up there).
     */
    async queueEmergency(email: string, client: ClientInfo, ownership: Ownership): Promise<QueueResult> {
      const entry = await store.findEntryByEmail(email);
      if (entry && ownership.owns(entry.id)) return queueForEntry(entry, client);
      if (!entry) {
        await store.recordFacts([
          { type: 'mail_without_entry', at: clock(), entryId: null, affiliateId: null, subId: null, s1: null, s2: null, s3: null,
            version: 1, offerId: null, position: null, isBot: client.isBot, once: null },
        ]);
      }
      return { queued: false, callerCapped: false };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
