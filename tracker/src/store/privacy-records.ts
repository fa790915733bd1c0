import type { ConsentDisclosure, DisclosureCheck } from '@seniorguide/contracts';

// What the store keeps for the consent ledger, the data-subject requests and their audit log (issue 18).

export type ConsentKind = 'signup' | 'offer_accepted';

/** One append-only consent record: the only place the user agent is kept. */
export type NewConsentRecord = {
  entryId: number;
  kind: ConsentKind;
  at: number;
  disclosure: ConsentDisclosure | null;
  /** The tracker's own check of the disclosure against the CMS (consent/disclosure-check.ts); null without one. */
  disclosureCheck: DisclosureCheck | null;
  partner: { offerId: string; offerName: string } | null;
  landingVersion: number;
  userAgent: string | null;
  /** The keyed hash of the client address (privacy/address-hash.ts), never the address. */
  addressHash: string | null;
};

export type StoredConsentRecord = NewConsentRecord & { id: number };

/** One event of an entry, for a data-subject export. */
export type EntryEvent = {
  at: number;
  type: string;
  affiliateId: string | null;
  subId: string | null;
  version: number;
  offerId: string | null;
  position: number | null;
  page: string | null;
  isBot: boolean;
};

/** One outbox message to a person, for a data-subject export. */
export type PersonMail = {
  kind: string;
  status: string;
  attempts: number;
  dueAt: number;
  sentAt: number | null;
  lastError: string | null;
};

/** The email an erased entry keeps: the column is unique and required, and this names nobody. */
export const erasedEmailOf = (entryId: number): string => `erased:${entryId}`;

export type ErasureCounts = { consentRecords: number; mailCancelled: number; mailForgotten: number };

export type NewAuditRecord = { at: number; actor: string; action: 'export' | 'erase' | 'consent_document'; entryId: number | null; detail: string };
export type StoredAuditRecord = NewAuditRecord & { id: number };

/** The store's part for issue 18; the consent ledger and the audit log have no update or delete path but the retention clean-up and an erasure. */
export type PrivacyRecordsStore = {
  appendConsentRecord(record: NewConsentRecord): Promise<void>;
  listConsentRecords(entryId: number): Promise<StoredConsentRecord[]>;
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
