import { z } from 'zod';
import { emailSchema, entryIdSchema } from './fields.ts';

// The consent ledger: what the site tells the tracker about the disclosure a visitor saw when
// they signed up or accepted an offer. The site renders that text from CMS content; it sends the CMS
// document's id and version and a SHA-256 of the text as rendered. The tracker records them as sent and
// flags each record with its own check of them against the CMS.

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'The text hash is a SHA-256 in lower-case hex.' });

export const consentDisclosureSchema = z.object({
  /** The CMS collection or global the text came from, e.g. 'offers' or 'site-texts'. */
  source: z.string().trim().min(1).max(100),
  documentId: z.string().trim().min(1).max(100),
  /** The document's `updatedAt` as the site read it: Payload changes it on every saved version. */
  version: z.string().trim().min(1).max(100),
  textSha256: sha256HexSchema,
  /** The page path the visitor saw it on, e.g. '/v2' or '/offers'. */
  route: z.string().startsWith('/', { error: 'The route is a site path.' }).max(300),
});
export type ConsentDisclosure = z.infer<typeof consentDisclosureSchema>;

export const consentKinds = ['signup', 'offer_accepted'] as const;

/**
 * The tracker's check of a disclosure against the CMS: the hash is that of the document's text at that version
 * (matches_cms), is not, or the document does not exist (differs_from_cms), or it could not tell (the CMS was
 * unreachable, or a version it never read whose words are not today's). null: no disclosure, or recorded before the check.
 */
export const disclosureChecks = ['matches_cms', 'differs_from_cms', 'unverifiable'] as const;
export type DisclosureCheck = (typeof disclosureChecks)[number];

const base64Schema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);

/** A certificate's id: 128 random bits in base64url, so ids cannot be guessed or walked. */
export const consentCertificateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'A certificate id is 22 characters of base64url.' });

/**
 * One consent record as the tracker signed it (Ed25519) when it was written. It names the person only by
 * `subjectSha256`, the SHA-256 of `<certificate id>:<email as signed up, lower case>`, so whoever holds the lead's
 * email checks it is theirs, and nobody else learns the address from it. Every field is part of the format:
 * anything more or less is refused by the verifier.
 */
export const consentCertificateSchema = z.strictObject({
  id: consentCertificateIdSchema,
  kind: z.enum(consentKinds),
  at: z.iso.datetime(),
  subjectSha256: sha256HexSchema,
  disclosure: z
    .strictObject({
      source: z.string(),
      documentId: z.string(),
      version: z.string(),
      textSha256: sha256HexSchema,
      route: z.string(),
    })
    .nullable(),
  disclosureCheck: z.enum(disclosureChecks).nullable(),
  partner: z.strictObject({ offerId: z.string(), offerName: z.string() }).nullable(),
  landingVersion: z.number().int(),
  userAgent: z.string().nullable(),
  addressHash: z.string().nullable(),
});
export type ConsentCertificate = z.infer<typeof consentCertificateSchema>;

const ed25519SignatureSchema = z.strictObject({
  algorithm: z.literal('Ed25519'),
  publicKeySha256: sha256HexSchema,
  value: base64Schema,
});

/** The signature covers the canonical JSON of `certificate` (keys sorted at every level, no whitespace). */
export const signedConsentCertificateSchema = z.strictObject({
  format: z.literal('seniorguide-consent-certificate/1'),
  certificate: consentCertificateSchema,
  signature: ed25519SignatureSchema,
});
export type SignedConsentCertificate = z.infer<typeof signedConsentCertificateSchema>;

/** One record of the ledger as an admin sees it (the user agent and the keyed address hash included). */
export const consentRecordSchema = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  kind: z.enum(consentKinds),
  at: z.iso.datetime(),
  disclosure: consentDisclosureSchema.nullable(),
  disclosureCheck: z.enum(disclosureChecks).nullable(),
  partner: z.object({ offerId: z.string(), offerName: z.string() }).nullable(),
  landingVersion: z.number().int(),
  userAgent: z.string().nullable(),
  addressHash: z.string().nullable(),
  /** Signed when the record was written; null for a record written before records were signed. */
  certificate: signedConsentCertificateSchema.nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The words of one disclosure as the tracker read them from the CMS, kept once per text (keyed by their SHA-256). */
export const disclosureTextSchema = z.strictObject({
  textSha256: sha256HexSchema,
  source: z.string(),
  documentId: z.string(),
  version: z.string(),
  text: z.string(),
  firstSeenAt: z.iso.datetime(),
});
export type DisclosureText = z.infer<typeof disclosureTextSchema>;

/** Find a lead by email or by entry id (exactly one). */
export const personLookupQuerySchema = z
  .object({ email: emailSchema.optional(), entryId: entryIdSchema.optional() })
  .refine((query) => (query.email === undefined) !== (query.entryId === undefined), {
    error: 'Give an email or an entry id, not both.',
  });

// GET /api/admin/consent-document: one lead's consent records as they were signed when written, with the words of
// each disclosure they name. The document itself is not signed: each certificate is, and proves itself.
export const consentDocumentSchema = z.strictObject({
  format: z.literal('seniorguide-consent/2'),
  entryId: z.number().int(),
  email: z.string(),
  issuedAt: z.iso.datetime(),
  certificates: z.array(signedConsentCertificateSchema),
  /** Records written before records were signed when written: shown, proven by nothing. */
  unsignedRecords: z.array(consentRecordSchema),
  disclosureTexts: z.array(disclosureTextSchema),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;

// GET /api/consent/certificates/:certificateId: public, for a lead buyer holding the id. The signed certificate
// (no email in it) and the disclosure's words when the tracker has them; nothing else.
export const consentCertificateParamsSchema = z.object({ certificateId: consentCertificateIdSchema });
export const getConsentCertificateResponseSchema = z.strictObject({
  certificate: signedConsentCertificateSchema,
  disclosureText: z.string().nullable(),
});

// GET /api/analytics/consent-figures: the ledger in counts, for operators (no address, no entry id).
export const consentFiguresSchema = z.strictObject({
  records: z.strictObject({ signup: z.number().int(), offerAccepted: z.number().int() }),
  /** The tracker's check of each record's disclosure against the CMS; `none`: the page sent none. */
  disclosures: z.strictObject({
    matchesCms: z.number().int(),
    differsFromCms: z.number().int(),
    unverifiable: z.number().int(),
    none: z.number().int(),
  }),
  /** Records written before records were signed when written. */
  unsigned: z.number().int(),
});
export type ConsentFigures = z.infer<typeof consentFiguresSchema>;
