import type { ConsentFigures } from '@seniorguide/contracts';
import type { NewConsentRecord, StoredConsentRecord, StoredDisclosureText } from '../privacy-records.ts';

// The consent ledger's port: records signed when written, the disclosures' words under their hash. The ledger has
// no update or delete path but the retention clean-up and an erasure. Contract: test/consent-store-contract.test.ts.

export type ConsentPort = {
  appendConsentRecord(record: NewConsentRecord): Promise<void>;
  listConsentRecords(entryId: number): Promise<StoredConsentRecord[]>;
  /** The record whose certificate has this id, or null (none, or erased, or past retention). */
  findConsentRecordByCertificate(certificateId: string): Promise<StoredConsentRecord | null>;
  /** Keeps a disclosure's words under their hash; a hash already kept is left as it was (the first version that showed them). */
  saveDisclosureText(text: StoredDisclosureText): Promise<void>;
  listDisclosureTexts(textSha256s: readonly string[]): Promise<StoredDisclosureText[]>;
  /** The whole ledger in counts (the operators' view): by kind, by the disclosure check, and unsigned ones. */
  countConsentRecords(): Promise<ConsentFigures>;
};
