import { createHash } from 'node:crypto';
import { randomBytesFromPool } from '../random-bytes.ts';
import type { ConsentCertificate } from '@seniorguide/contracts';
import type { NewConsentRecord } from '../store/privacy-records.ts';

// What a consent certificate says, and how it names the person without their address: `subjectSha256` is the
// SHA-256 of `<certificate id>:<email>`, the email as signed up (trimmed, lower case). A lead buyer holding the
// lead's email recomputes it; a stranger holding only the certificate learns nothing, and the id in the hash
// keeps one person's certificates from sharing a value that would link them.

/** 128 random bits, base64url: ids cannot be guessed or walked like entry ids. */
export const newCertificateId = (): string => randomBytesFromPool(16).toString('base64url');

export const subjectSha256 = (certificateId: string, email: string): string =>
  createHash('sha256').update(`${certificateId}:${email.trim().toLowerCase()}`, 'utf8').digest('hex');

type Unsigned = Omit<NewConsentRecord, 'certificate' | 'entryId'>;

export function certificateOf({
  id,
  email,
  record,
}: {
  id: string;
  email: string;
  record: Unsigned;
}): ConsentCertificate {
  const { disclosure, partner } = record;
  return {
    id,
    kind: record.kind,
    at: new Date(record.at).toISOString(),
    subjectSha256: subjectSha256(id, email),
    disclosure: disclosure
      ? {
          source: disclosure.source,
          documentId: disclosure.documentId,
          version: disclosure.version,
          textSha256: disclosure.textSha256,
          route: disclosure.route,
        }
      : null,
    disclosureCheck: record.disclosureCheck,
    partner: partner ? { offerId: partner.offerId, offerName: partner.offerName } : null,
    landingVersion: record.landingVersion,
    userAgent: record.userAgent,
    addressHash: record.addressHash,
  };
}
