import { z } from 'zod';
import { emailSchema, entryIdSchema } from './fields.ts';

// The consent ledger (issue 18): what the site tells the tracker about the disclosure a visitor saw when
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
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** Find a lead by email or by entry id (exactly one). */
export const personLookupQuerySchema = z
  .object({ email: emailSchema.optional(), entryId: entryIdSchema.optional() })
  .refine((query) => (query.email === undefined) !== (query.entryId === undefined), { error: 'Give an email or an entry id, not both.' });

// GET /api/admin/consent-document: the signed consent document (Ed25519 over the canonical JSON of `consent`)
export const consentDocumentSchema = z.object({
  format: z.literal('seniorguide-consent/1'),
  consent: z.object({
    entryId: z.number().int(),
    email: z.string(),
    issuedAt: z.iso.datetime(),
    records: z.array(consentRecordSchema),
  }),
  signature: z.object({ algorithm: z.literal('Ed25519'), publicKeySha256: z.string(), value: z.string() }),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;
