import type { ClientInfo } from '../http/client-info.ts';
import type { Ownership } from '../http/ownership.ts';
import type { CappedEnqueueResult, GuideEmailQueueing } from '../jobs/port.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import type { WaitlistService } from '../waitlist/waitlist-service.ts';
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

/**
 * The guide asked for by a repeated signup from a browser that does not own the entry: one such mail per entry
 * (the queue keeps one job of a kind per entry; "emergency" is the kind for a guide asked for from elsewhere
 * than the owner's browser), to the entry's stored address, under the same caps as every mail.
 */
export function repeatGuideJobId({ entryId }: { entryId: number }): string {
  return `ebook:again-entry-${entryId}`;
}

export type QueueResult = { queued: boolean; callerCapped: boolean };

/** callerCapped: this caller has had its mails for today; the router answers 429. */
function answerOf(result: CappedEnqueueResult): QueueResult {
  // A full mailbox is answered like a mail already sent: the answer must not tell whose inbox is busy.
  return { queued: result.queued, callerCapped: result.refusedBy === 'caller' };
}

export function createOutboxService({
  store,
  clock,
  caps,
  waitlist,
}: {
  store: Store;
  clock: Clock;
  caps: MailCapSettings;
  /** Records the thank-you that asks for the guide (its rules are the waitlist's). */
  waitlist: Pick<WaitlistService, 'reachThankYouWithGuide'>;
}) {
  /** The entry's guide: sent to its stored address only, held to this caller's and the mailbox's caps. */
  const guideEmailOf = (entry: StoredEntry, client: ClientInfo, at: number): GuideEmailQueueing => ({
    job: {
      id: deliveryJobId({ entryId: entry.id }),
      kind: 'delivery',
      email: entry.email,
      entryId: entry.id,
      attempts: 0,
      dueAt: at,
    },
    caps: mailCapsFor({ email: entry.email, client, at, settings: caps }),
  });

  const queueForEntry = async (entry: StoredEntry, client: ClientInfo): Promise<QueueResult> =>
    answerOf(await store.enqueueCappedJob(guideEmailOf(entry, client, clock())));

  return {
    /**
     * notify-complete: the thank-you and the guide email's job in one write (the waitlist records the
     * thank-you; the job is made here), so a crash never leaves a recorded thank-you without its email.
     */
    async reachThankYouWithGuide(id: number, client: ClientInfo): Promise<QueueResult> {
      const { email } = await waitlist.reachThankYouWithGuide(id, client, (entry, at) =>
        guideEmailOf(entry, client, at),
      );
      return answerOf(email);
    },

    /**
     * notify-complete on a repeated signup's id: the guide again, to the address the entry holds (the one
     * who typed it gets it only by reading that mailbox, whose link then joins their choices to the entry).
     * Nothing of the entry changes. An entry erased meanwhile gets nothing, answered as a mail already sent.
     */
    async queueRepeatGuide(entryId: number, client: ClientInfo): Promise<QueueResult> {
      const entry = await store.getEntry(entryId);
      if (!entry) return { queued: false, callerCapped: false };
      const at = clock();
      const guide = guideEmailOf(entry, client, at);
      return answerOf(
        await store.enqueueCappedJob({
          ...guide,
          job: { ...guide.job, id: repeatGuideJobId({ entryId }), kind: 'emergency' },
        }),
      );
    },

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
          {
            type: 'mail_without_entry',
            at: clock(),
            entryId: null,
            affiliateId: null,
            subId: null,
            s1: null,
            s2: null,
            s3: null,
            version: 1,
            offerId: null,
            position: null,
            isBot: client.isBot,
            once: null,
          },
        ]);
      }
      return { queued: false, callerCapped: false };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
