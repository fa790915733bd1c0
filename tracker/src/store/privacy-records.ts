import type {
  ConsentDisclosure,
  ConsentFigures,
  DisclosureCheck,
  SignedConsentCertificate,
} from '@seniorguide/contracts';

// What the store keeps for the consent ledger, the data-subject requests and their audit log.

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
  /** The record as signed when it was written (consent/consent-certificate.ts): its id is the certificate's. */
  certificate: SignedConsentCertificate;
};

/** A signup's consent record before its entry has an id: written with a new entry, in the same write. */
export type SignupConsentRecord = Omit<NewConsentRecord, 'entryId'>;

/** A stored record; one written before records were signed when written has no certificate. */
export type StoredConsentRecord = Omit<NewConsentRecord, 'certificate'> & {
  id: number;
  certificate: SignedConsentCertificate | null;
};

/** The words of a disclosure as the tracker read them from the CMS, kept once per text hash; `firstSeenAt` in ms. */
export type StoredDisclosureText = {
  textSha256: string;
  source: string;
  documentId: string;
  version: string;
  text: string;
  firstSeenAt: number;
};

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

/** Adds one group's count to the figures (both adapters group by kind, check and signed). */
export function addToFigures(
  figures: ConsentFigures,
  group: { kind: ConsentKind; check: DisclosureCheck | null; signed: boolean; count: number },
): ConsentFigures {
  const { kind, check, signed, count } = group;
  if (kind === 'signup') figures.records.signup += count;
  else figures.records.offerAccepted += count;
  const key =
    check === 'matches_cms'
      ? 'matchesCms'
      : check === 'differs_from_cms'
        ? 'differsFromCms'
        : check === 'unverifiable'
          ? 'unverifiable'
          : 'none';
  figures.disclosures[key] += count;
  if (!signed) figures.unsigned += count;
  return figures;
}

export const noFigures = (): ConsentFigures => ({
  records: { signup: 0, offerAccepted: 0 },
  disclosures: { matchesCms: 0, differsFromCms: 0, unverifiable: 0, none: 0 },
  unsigned: 0,
});

/** The email an erased entry keeps: the column is unique and required, and this names nobody. */
export const erasedEmailOf = (entryId: number): string => `erased:${entryId}`;

export type ErasureCounts = { consentRecords: number; mailCancelled: number; mailForgotten: number };

export type NewAuditRecord = {
  at: number;
  actor: string;
  action: 'export' | 'erase' | 'consent_document' | 'conversion_approved' | 'conversion_rejected';
  entryId: number | null;
  detail: string;
};
export type StoredAuditRecord = NewAuditRecord & { id: number };
