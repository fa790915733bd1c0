import type { EntryEvent, ErasureCounts, NewAuditRecord, PersonMail, StoredAuditRecord } from '../privacy-records.ts';

// The data-subject requests' port: what the store holds about a person, its erasure, and the audit log (no update
// or delete path but the retention clean-up). Contracts: test/privacy.test.ts and test/data-requests.test.ts.

export type PrivacyPort = {
  listEntryEvents(entryId: number): Promise<EntryEvent[]>;
  /** Outbox messages for the entry or to the address (jobs keep the address only while pending). */
  listMail(input: { entryId: number | null; email: string }): Promise<PersonMail[]>;
  /**
   * One write (entryId null: only the mail to the address): the entry's personal fields go (email becomes `erasedEmailOf(id)`), its consent records are
   * deleted, its pending mail is cancelled and every job to it forgets the address. Events and counters stay.
   */
  eraseEntry(input: { entryId: number | null; email: string }): Promise<ErasureCounts>;
  appendAuditRecord(record: NewAuditRecord): Promise<void>;
  /** The newest first. */
  listAuditRecords(limit: number): Promise<StoredAuditRecord[]>;
};
