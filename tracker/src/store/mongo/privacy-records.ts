import { consentDisclosureSchema, disclosureChecks, signedConsentCertificateSchema } from '@seniorguide/contracts';
import { z } from 'zod';
import {
  addToFigures,
  erasedEmailOf,
  noFigures,
  type EntryEvent,
  type NewConsentRecord,
  type PersonMail,
  type StoredAuditRecord,
  type StoredConsentRecord,
  type StoredDisclosureText,
} from '../privacy-records.ts';
import { isDuplicateKeyError, type DbLike, type IndexSpec, type SessionLike } from './driver-surface.ts';
import type { ConsentPort } from '../ports/consent.ts';
import type { PrivacyPort } from '../ports/privacy.ts';

// The consent ledger, the disclosures' words, the audit log and a person's data on MongoDB. Ids come from the same
// sequences collection as the entries'.

export const privacyCollectionNames = {
  consentRecords: 'consent_records',
  disclosureTexts: 'disclosure_texts',
  auditLog: 'audit_log',
} as const;

export const privacyIndexes: { collection: string; specs: IndexSpec[] }[] = [
  {
    collection: privacyCollectionNames.consentRecords,
    // Not unique: records from before certificates have none, and a certificate id is 128 random bits.
    specs: [
      { key: { entryId: 1, at: 1 }, name: 'entry_time' },
      { key: { at: 1 }, name: 'time' },
      { key: { certificateId: 1 }, name: 'certificate' },
    ],
  },
  { collection: privacyCollectionNames.auditLog, specs: [{ key: { at: -1 }, name: 'newest' }] },
];

const nullableText = z.string().nullable().default(null);

const consentDocSchema = z
  .object({
    _id: z.number().int(),
    entryId: z.number().int(),
    kind: z.enum(['signup', 'offer_accepted']),
    at: z.number().int(),
    disclosure: consentDisclosureSchema.nullable(),
    disclosureCheck: z.enum(disclosureChecks).nullable().default(null),
    partner: z.object({ offerId: z.string(), offerName: z.string() }).nullable(),
    landingVersion: z.number().int(),
    userAgent: nullableText,
    addressHash: nullableText,
    // Documents written before records were signed when written have none: read as unsigned.
    certificate: signedConsentCertificateSchema.nullable().default(null),
  })
  .transform(({ _id, ...rest }): StoredConsentRecord => ({ id: _id, ...rest }));

const disclosureTextDocSchema = z
  .object({
    _id: z.string(),
    source: z.string(),
    documentId: z.string(),
    version: z.string(),
    text: z.string(),
    firstSeenAt: z.number().int(),
  })
  .transform(({ _id, ...rest }): StoredDisclosureText => ({ textSha256: _id, ...rest }));

const eventDocSchema = z
  .object({
    at: z.number().int(),
    type: z.string(),
    affiliateId: nullableText,
    subId: nullableText,
    version: z.number().int(),
    offerId: nullableText,
    position: z.number().int().nullable().default(null),
    page: nullableText,
    isBot: z.boolean(),
  })
  .transform((doc): EntryEvent => doc);

const mailDocSchema = z
  .object({
    kind: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    dueAt: z.number().int(),
    sentAt: z.number().int().nullable().default(null),
    lastError: nullableText,
  })
  .transform((doc): PersonMail => doc);

const auditDocSchema = z
  .object({
    _id: z.number().int(),
    at: z.number().int(),
    actor: z.string(),
    action: z.enum(['export', 'erase', 'consent_document', 'conversion_approved', 'conversion_rejected']),
    entryId: z.number().int().nullable(),
    detail: z.string(),
  })
  .transform(({ _id, ...rest }): StoredAuditRecord => ({ id: _id, ...rest }));

const figureGroupSchema = z
  .object({
    _id: z.object({
      kind: z.enum(['signup', 'offer_accepted']),
      check: z.enum(disclosureChecks).nullable(),
      signed: z.boolean(),
    }),
    count: z.number().int(),
  })
  .transform(({ _id, count }) => ({ ..._id, count }));

const sequenceSchema = z.object({ seq: z.number().int() });

/** Appends one consent record, in the caller's transaction when given one (a signup's, with its new entry). */
export async function insertConsentRecord(db: DbLike, record: NewConsentRecord, session?: SessionLike): Promise<void> {
  const sequence = await db
    .collection('sequences')
    .findOneAndUpdate(
      { _id: privacyCollectionNames.consentRecords },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after', ...(session ? { session } : {}) },
    );
  await db
    .collection(privacyCollectionNames.consentRecords)
    .insertOne(
      { _id: sequenceSchema.parse(sequence).seq, ...record, certificateId: record.certificate.certificate.id },
      session ? { session } : {},
    );
}

export function createMongoPrivacyRecords(
  db: DbLike,
  inTransaction: <T>(work: (session: SessionLike) => Promise<T>) => Promise<T>,
): ConsentPort & PrivacyPort {
  const consent = db.collection(privacyCollectionNames.consentRecords);
  const audit = db.collection(privacyCollectionNames.auditLog);
  const texts = db.collection(privacyCollectionNames.disclosureTexts);
  const sequences = db.collection('sequences');
  const entries = db.collection('entries');
  const events = db.collection('events');
  const jobs = db.collection('jobs');

  async function nextId(name: string): Promise<number> {
    const doc = await sequences.findOneAndUpdate(
      { _id: name },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    return sequenceSchema.parse(doc).seq;
  }

  // Only the email kinds of the one job queue: a person's postbacks are listed and forgotten by their own calls.
  const toPerson = (entryId: number | null, email: string) => ({
    kind: { $in: ['delivery', 'emergency'] },
    $or: [{ entryId: entryId ?? -1 }, { email }],
  });

  return {
    appendConsentRecord: (record) => insertConsentRecord(db, record),
    listConsentRecords: async (entryId) => {
      const docs = await consent.find({ entryId }, { sort: { at: 1, _id: 1 } }).toArray();
      return docs.map((doc) => consentDocSchema.parse(doc));
    },
    findConsentRecordByCertificate: async (certificateId) => {
      const doc = await consent.findOne({ certificateId });
      return doc ? consentDocSchema.parse(doc) : null;
    },
    saveDisclosureText: async ({ textSha256, ...rest }) => {
      try {
        await texts.insertOne({ _id: textSha256, ...rest });
      } catch (error) {
        // The words are kept already, under the first version that showed them.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    countConsentRecords: async () => {
      const groups = await consent
        .aggregate([
          {
            $group: {
              _id: {
                kind: '$kind',
                check: { $ifNull: ['$disclosureCheck', null] },
                signed: { $eq: [{ $type: '$certificate' }, 'object'] },
              },
              count: { $sum: 1 },
            },
          },
        ])
        .toArray();
      return groups.map((group) => figureGroupSchema.parse(group)).reduce(addToFigures, noFigures());
    },
    listDisclosureTexts: async (textSha256s) => {
      const docs = await texts.find({ _id: { $in: [...new Set(textSha256s)] } }).toArray();
      return docs.map((doc) => disclosureTextDocSchema.parse(doc));
    },
    listEntryEvents: async (entryId) => {
      const docs = await events.find({ entryId }, { sort: { at: 1 } }).toArray();
      return docs.map((doc) => eventDocSchema.parse(doc));
    },
    listMail: async ({ entryId, email }) => {
      const docs = await jobs.find(toPerson(entryId, email), { sort: { dueAt: 1 } }).toArray();
      return docs.map((doc) => mailDocSchema.parse(doc));
    },
    eraseEntry: ({ entryId, email }) =>
      inTransaction(async (session) => {
        if (entryId !== null) {
          await entries.updateOne(
            { _id: entryId },
            {
              $set: {
                email: erasedEmailOf(entryId),
                firstName: null,
                lastName: null,
                zipCode: null,
                addressHash: null,
              },
            },
            { session },
          );
        }
        const removed = await consent.deleteMany({ entryId: entryId ?? -1 }, { session });
        const cancelled = await jobs.updateMany(
          { ...toPerson(entryId, email), status: 'pending' },
          {
            $set: { status: 'suppressed', lastError: 'erased on request', email: '' },
            $unset: { leaseOwner: '', leaseUntil: '' },
          },
          { session },
        );
        const forgotten = await jobs.updateMany(
          { ...toPerson(entryId, email), email: { $ne: '' } },
          { $set: { email: '' }, $unset: { lastError: '' } },
          { session },
        );
        return {
          consentRecords: removed.deletedCount,
          mailCancelled: cancelled.modifiedCount,
          mailForgotten: forgotten.modifiedCount,
        };
      }),
    appendAuditRecord: async (record) => {
      await audit.insertOne({ _id: await nextId(privacyCollectionNames.auditLog), ...record });
    },
    listAuditRecords: async (limit) => {
      const docs = await audit.find({}, { sort: { at: -1, _id: -1 }, limit }).toArray();
      return docs.map((doc) => auditDocSchema.parse(doc));
    },
  };
}
