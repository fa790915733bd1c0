import type { ApiResponse, SessionUser } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { SuppressionKeyer } from '../privacy/suppression-key.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import type { NewAuditRecord } from '../store/privacy-records.ts';
import type { PostbackJobs } from '../jobs/port.ts';
import { forgetPostbacksOf, sentPostbacksOf } from './person-postbacks.ts';
import { toConsentRecordView } from '../consent/consent-record-view.ts';

// Data-subject requests: everything held about one person, found by email, as one document; or
// its erasure. Each one is written to the audit log with who asked and what was done, never the address.

const iso = (at: number) => new Date(at).toISOString();
const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

function entryFields(entry: StoredEntry): Record<string, unknown> {
  return { ...entry, createdAt: iso(entry.createdAt), updatedAt: iso(entry.updatedAt) };
}

export type DataRequestService = ReturnType<typeof createDataRequestService>;

export function createDataRequestService({
  store,
  clock,
  suppressionKeyOf,
  postbacks = null,
}: {
  store: Store;
  clock: Clock;
  suppressionKeyOf: SuppressionKeyer;
  postbacks?: PostbackJobs | null;
}) {
  const isOptedOut = async (email: string) => {
    const answers = await Promise.all(
      [suppressionKeyOf(email), ...suppressionKeyOf.olderKeysOf(email)].map((key) => store.isOptedOut(key)),
    );
    return answers.some(Boolean);
  };
  const audit = (actor: SessionUser, record: Omit<NewAuditRecord, 'at' | 'actor'>) =>
    store.appendAuditRecord({ at: clock(), actor: actor.email, ...record });

  return {
    async exportPerson({ email, actor }: { email: string; actor: SessionUser }): Promise<ApiResponse<'exportPerson'>> {
      const entry = await store.findEntryByEmail(email);
      const entryId = entry?.id ?? null;
      const [events, consentRecords, mail, sentPostbacks, optedOut] = await Promise.all([
        entry ? store.listEntryEvents(entry.id) : [],
        entry ? store.listConsentRecords(entry.id) : [],
        store.listMail({ entryId, email }),
        sentPostbacksOf(postbacks, entryId),
        isOptedOut(email),
      ]);
      await audit(actor, {
        action: 'export',
        entryId,
        detail: `${entry ? 'entry' : 'no entry'}, ${events.length} events, ${consentRecords.length} consent records, ${mail.length} mails, ${sentPostbacks.length} postbacks sent, opted out: ${optedOut ? 'yes' : 'no'}`,
      });
      return {
        format: 'seniorguide-person-export/1',
        exportedAt: iso(clock()),
        email,
        entry: entry ? entryFields(entry) : null,
        events: events.map((event) => ({ ...event, at: iso(event.at) })),
        consentRecords: consentRecords.map(toConsentRecordView),
        mail: mail.map((message) => ({ ...message, dueAt: iso(message.dueAt), sentAt: isoOrNull(message.sentAt) })),
        postbacks: sentPostbacks,
        optedOut,
      };
    },

    async erasePerson({
      email,
      suppressMail,
      actor,
    }: {
      email: string;
      suppressMail: boolean;
      actor: SessionUser;
    }): Promise<ApiResponse<'erasePerson'>> {
      const entry = await store.findEntryByEmail(email);
      const entryId = entry?.id ?? null;
      const counts = {
        ...(await store.eraseEntry({ entryId, email })),
        ...(await forgetPostbacksOf(postbacks, entryId)),
      };
      const at = clock();
      if (suppressMail) await store.addOptOut({ addressKey: suppressionKeyOf(email), at });
      // The mailbox holds no entry now: a later signup of it is the person's own request (outbox/suppression-rule.ts).
      await store.addOptOut({ addressKey: suppressionKeyOf.releasedKeyOf(email), at });
      await audit(actor, {
        action: 'erase',
        entryId,
        detail: `${entry ? 'entry personal fields removed' : 'no entry'}, ${counts.consentRecords} consent records deleted, ${counts.mailCancelled} mails cancelled, ${counts.mailForgotten} mails forgotten, ${counts.postbacksCancelled} postbacks cancelled, ${counts.postbacksStripped} postbacks stripped, suppressed: ${suppressMail ? 'yes' : 'no'}`,
      });
      return { erased: { entryId, ...counts, suppressed: suppressMail } };
    },

    async listAuditLog(): Promise<ApiResponse<'listAuditLog'>> {
      const records = await store.listAuditRecords(500);
      return { records: records.map((record) => ({ ...record, at: iso(record.at) })) };
    },
  };
}
