import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import {
  consentDocumentSchema,
  consentKinds,
  disclosureChecks,
  getConsentCertificateResponseSchema,
  signedConsentCertificateSchema,
  type SignedConsentCertificate,
} from '@seniorguide/contracts';
import { z } from 'zod';
import { subjectSha256 } from './consent-certificate.ts';
import { verifySigned } from './consent-signature.ts';
import { parseStrictJson } from './strict-json.ts';

// What `pnpm run consent:verify` checks, with the public key alone. It reads one of: a lead's consent document
// (format 2: certificates signed when each record was written, with the disclosures' words), a single
// certificate or the public endpoint's answer for one, or an older document (format 1, signed as a whole when
// it was downloaded). Any key twice in an object, any field the format does not have, or a field missing,
// refuses the file before a signature is looked at.

export type Verdict = { valid: true; notes: string[] } | { valid: false; reason: string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The document an operator downloaded before records were signed when written: one signature over `consent`. */
const legacyRecordSchema = z.strictObject({
  id: z.number().int(),
  entryId: z.number().int(),
  kind: z.enum(consentKinds),
  at: z.iso.datetime(),
  disclosure: z
    .strictObject({
      source: z.string(),
      documentId: z.string(),
      version: z.string(),
      textSha256: z.string(),
      route: z.string(),
    })
    .nullable(),
  disclosureCheck: z.enum(disclosureChecks).nullable(),
  partner: z.strictObject({ offerId: z.string(), offerName: z.string() }).nullable(),
  landingVersion: z.number().int(),
  userAgent: z.string().nullable(),
  addressHash: z.string().nullable(),
});
const legacyDocumentSchema = z.strictObject({
  format: z.literal('seniorguide-consent/1'),
  consent: z.strictObject({
    entryId: z.number().int(),
    email: z.string(),
    issuedAt: z.iso.datetime(),
    records: z.array(legacyRecordSchema),
  }),
  signature: z.strictObject({ algorithm: z.literal('Ed25519'), publicKeySha256: z.string(), value: z.string() }),
});

function checkCertificate(
  signed: SignedConsentCertificate,
  publicKey: KeyObject,
  email: string | undefined,
): string | null {
  const outcome = verifySigned({ content: signed.certificate, signature: signed.signature, publicKey });
  if (!outcome.valid) return `certificate ${signed.certificate.id}: ${outcome.reason}`;
  if (email !== undefined && signed.certificate.subjectSha256 !== subjectSha256(signed.certificate.id, email)) {
    return `certificate ${signed.certificate.id} is not for that email`;
  }
  return null;
}

const describe = ({ certificate }: SignedConsentCertificate) =>
  `${certificate.id}: ${certificate.kind} at ${certificate.at}, ${certificate.disclosure ? `${certificate.disclosure.source}/${certificate.disclosure.documentId} version ${certificate.disclosure.version} (${certificate.disclosureCheck ?? 'unchecked'})` : 'no disclosure'}`;

function verifyDocument(value: unknown, publicKey: KeyObject, email: string | undefined): Verdict | null {
  const document = consentDocumentSchema.safeParse(value);
  if (!document.success) return null;
  const { certificates, disclosureTexts, unsignedRecords } = document.data;
  if (email !== undefined && email.trim().toLowerCase() !== document.data.email)
    return { valid: false, reason: 'the document is for another email' };
  for (const certificate of certificates) {
    const problem = checkCertificate(certificate, publicKey, document.data.email);
    if (problem) return { valid: false, reason: problem };
  }
  for (const text of disclosureTexts) {
    if (sha256(text.text) !== text.textSha256)
      return { valid: false, reason: `the words kept under ${text.textSha256} do not hash to it` };
  }
  const notes = certificates.map(describe);
  if (unsignedRecords.length > 0)
    notes.push(`${unsignedRecords.length} record(s) written before records were signed: shown, not proven`);
  return { valid: true, notes };
}

function verifyLegacyDocument(value: unknown, publicKey: KeyObject): Verdict | null {
  const document = legacyDocumentSchema.safeParse(value);
  if (!document.success) return null;
  const outcome = verifySigned({ content: document.data.consent, signature: document.data.signature, publicKey });
  if (!outcome.valid) return outcome;
  return {
    valid: true,
    notes: [
      `format 1: signed when it was downloaded (${document.data.consent.issuedAt}), not when its records were written`,
    ],
  };
}

function verifySingle(value: unknown, publicKey: KeyObject, email: string | undefined): Verdict | null {
  const answer = getConsentCertificateResponseSchema.safeParse(value);
  const single = answer.success ? answer.data.certificate : signedConsentCertificateSchema.safeParse(value).data;
  if (!single) return null;
  const problem = checkCertificate(single, publicKey, email);
  if (problem) return { valid: false, reason: problem };
  const words = answer.success ? answer.data.disclosureText : null;
  if (words !== null && words !== undefined && sha256(words) !== single.certificate.disclosure?.textSha256) {
    return { valid: false, reason: 'the disclosure words given do not hash to the certificate’s' };
  }
  return {
    valid: true,
    notes: [describe(single), ...(email === undefined ? ['no --email given: the person was not checked'] : [])],
  };
}

/** Checks a file's text (a document, a certificate, or the endpoint's answer) under the public key; `email`, when given, must be the person's. */
export function verifyConsentText({
  text,
  publicKeyPem,
  email,
}: {
  text: string;
  publicKeyPem: string;
  email?: string;
}): Verdict {
  const parsed = parseStrictJson(text);
  if (!parsed.ok) return { valid: false, reason: parsed.reason };
  const publicKey = createPublicKey(publicKeyPem);
  return (
    verifyDocument(parsed.value, publicKey, email) ??
    verifySingle(parsed.value, publicKey, email) ??
    verifyLegacyDocument(parsed.value, publicKey) ?? {
      valid: false,
      reason:
        'the file is not a consent document or certificate in a known format (a field missing, or one the format does not have)',
    }
  );
}

/** Checks the public endpoint's answer for `certificateId`: it must be that certificate. */
export function verifyCertificateAnswer({
  text,
  certificateId,
  publicKeyPem,
  email,
}: {
  text: string;
  certificateId: string;
  publicKeyPem: string;
  email?: string;
}): Verdict {
  const parsed = parseStrictJson(text);
  if (!parsed.ok) return { valid: false, reason: parsed.reason };
  const answer = getConsentCertificateResponseSchema.safeParse(parsed.value);
  if (!answer.success) return { valid: false, reason: 'the answer is not a consent certificate' };
  if (answer.data.certificate.certificate.id !== certificateId)
    return { valid: false, reason: 'the answer is another certificate' };
  return (
    verifySingle(parsed.value, createPublicKey(publicKeyPem), email) ?? {
      valid: false,
      reason: 'the answer is not a consent certificate',
    }
  );
}
