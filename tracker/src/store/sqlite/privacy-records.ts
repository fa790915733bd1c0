import { consentDisclosureSchema, disclosureChecks, signedConsentCertificateSchema } from '@seniorguide/contracts';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  addToFigures,
  erasedEmailOf,
  noFigures,
  type EntryEvent,
  type ErasureCounts,
  type NewAuditRecord,
  type NewConsentRecord,
  type PersonMail,
  type StoredAuditRecord,
  type StoredConsentRecord,
  type StoredDisclosureText,
} from '../privacy-records.ts';

// The consent ledger, the disclosures' words, the audit log and a person's data on SQLite. Reads run
// on the main thread's connection; the writes run on the writer thread inside its batch transaction.

export const privacyTables = [
  // Append-only: rows are only ever inserted, and deleted by the retention clean-up or an erasure.
  `CREATE TABLE IF NOT EXISTS consent_records (
    id INTEGER PRIMARY KEY, entry_id INTEGER NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL,
    disclosure TEXT, partner TEXT, landing_version INTEGER NOT NULL, user_agent TEXT, address_hash TEXT, disclosure_check TEXT,
    certificate_id TEXT, certificate TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS consent_records_entry ON consent_records (entry_id, at)',
  'CREATE INDEX IF NOT EXISTS consent_records_at ON consent_records (at)',
  // Each disclosure's words once, under their SHA-256: the first document version that showed them.
  `CREATE TABLE IF NOT EXISTS disclosure_texts (
    text_sha256 TEXT PRIMARY KEY, source TEXT NOT NULL, document_id TEXT NOT NULL, version TEXT NOT NULL, text TEXT NOT NULL, first_seen_at INTEGER NOT NULL
  ) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS audit_log (
    id INTEGER PRIMARY KEY, at INTEGER NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL, entry_id INTEGER, detail TEXT NOT NULL
  )`,
];

/**
 * Files from before records were signed when written lack the certificate columns: they gain them, empty, so
 * their records stay readable as unsigned ones (nothing signs them afterwards). Run inside the schema's transaction.
 */
export function settleConsentLayout(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('consent_records')").pluck().all();
  for (const column of ['certificate_id', 'certificate']) {
    if (!columns.includes(column)) db.exec(`ALTER TABLE consent_records ADD COLUMN ${column} TEXT`);
  }
  db.exec('CREATE INDEX IF NOT EXISTS consent_records_certificate ON consent_records (certificate_id)');
}

const jsonText = <T extends z.ZodType>(schema: T) => z.string().transform((text) => schema.parse(JSON.parse(text)));

const consentRowSchema = z
  .object({
    id: z.number().int(),
    entry_id: z.number().int(),
    kind: z.enum(['signup', 'offer_accepted']),
    at: z.number().int(),
    disclosure: jsonText(consentDisclosureSchema).nullable(),
    disclosure_check: z.enum(disclosureChecks).nullable(),
    partner: jsonText(z.object({ offerId: z.string(), offerName: z.string() })).nullable(),
    landing_version: z.number().int(),
    user_agent: z.string().nullable(),
    address_hash: z.string().nullable(),
    certificate: jsonText(signedConsentCertificateSchema).nullable().default(null),
  })
  .transform(
    (row): StoredConsentRecord => ({
      id: row.id,
      entryId: row.entry_id,
      kind: row.kind,
      at: row.at,
      disclosure: row.disclosure,
      disclosureCheck: row.disclosure_check,
      partner: row.partner,
      landingVersion: row.landing_version,
      userAgent: row.user_agent,
      addressHash: row.address_hash,
      certificate: row.certificate,
    }),
  );

const disclosureTextRowSchema = z
  .object({
    text_sha256: z.string(),
    source: z.string(),
    document_id: z.string(),
    version: z.string(),
    text: z.string(),
    first_seen_at: z.number().int(),
  })
  .transform(
    (row): StoredDisclosureText => ({
      textSha256: row.text_sha256,
      source: row.source,
      documentId: row.document_id,
      version: row.version,
      text: row.text,
      firstSeenAt: row.first_seen_at,
    }),
  );

const eventRowSchema = z
  .object({
    at: z.number().int(),
    type: z.string(),
    affiliate_id: z.string().nullable(),
    sub_id: z.string().nullable(),
    version: z.number().int(),
    offer_id: z.string().nullable(),
    position: z.number().int().nullable(),
    page: z.string().nullable(),
    is_bot: z.number().int(),
  })
  .transform(
    (row): EntryEvent => ({
      at: row.at,
      type: row.type,
      affiliateId: row.affiliate_id,
      subId: row.sub_id,
      version: row.version,
      offerId: row.offer_id,
      position: row.position,
      page: row.page,
      isBot: row.is_bot === 1,
    }),
  );

const mailRowSchema = z
  .object({
    kind: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    due_at: z.number().int(),
    sent_at: z.number().int().nullable(),
    last_error: z.string().nullable(),
  })
  .transform(
    (row): PersonMail => ({
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      dueAt: row.due_at,
      sentAt: row.sent_at,
      lastError: row.last_error,
    }),
  );

const auditRowSchema = z
  .object({
    id: z.number().int(),
    at: z.number().int(),
    actor: z.string(),
    action: z.enum(['export', 'erase', 'consent_document', 'conversion_approved', 'conversion_rejected']),
    entry_id: z.number().int().nullable(),
    detail: z.string(),
  })
  .transform(
    (row): StoredAuditRecord => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      entryId: row.entry_id,
      detail: row.detail,
    }),
  );

export function preparePrivacyReads(db: Database) {
  const consent = db.prepare('SELECT * FROM consent_records WHERE entry_id = ? ORDER BY at, id');
  const events = db.prepare('SELECT * FROM events WHERE entry_id = ? ORDER BY at, id');
  const mail = db.prepare(
    "SELECT kind, status, attempts, due_at, sent_at, last_error FROM jobs WHERE kind IN ('delivery', 'emergency') AND (entry_id = ? OR email = ?) ORDER BY due_at",
  );
  const audit = db.prepare('SELECT * FROM audit_log ORDER BY at DESC, id DESC LIMIT ?');
  const byCertificate = db.prepare('SELECT * FROM consent_records WHERE certificate_id = ?');
  const text = db.prepare('SELECT * FROM disclosure_texts WHERE text_sha256 = ?');
  const figures = db.prepare(
    'SELECT kind, disclosure_check AS "check", certificate IS NOT NULL AS signed, COUNT(*) AS count FROM consent_records GROUP BY kind, disclosure_check, certificate IS NOT NULL',
  );
  const figureRowSchema = z.object({
    kind: z.enum(['signup', 'offer_accepted']),
    check: z.enum(disclosureChecks).nullable(),
    signed: z
      .number()
      .int()
      .transform((value) => value === 1),
    count: z.number().int(),
  });
  return {
    countConsentRecords: async () =>
      figures
        .all()
        .reduce((sum: ReturnType<typeof noFigures>, row) => addToFigures(sum, figureRowSchema.parse(row)), noFigures()),
    listConsentRecords: async (entryId: number) => consent.all(entryId).map((row) => consentRowSchema.parse(row)),
    findConsentRecordByCertificate: async (certificateId: string) => {
      const row = byCertificate.get(certificateId);
      return row === undefined ? null : consentRowSchema.parse(row);
    },
    listDisclosureTexts: async (textSha256s: readonly string[]) =>
      [...new Set(textSha256s)].flatMap((hash) => {
        const row = text.get(hash);
        return row === undefined ? [] : [disclosureTextRowSchema.parse(row)];
      }),
    listEntryEvents: async (entryId: number) => events.all(entryId).map((row) => eventRowSchema.parse(row)),
    listMail: async ({ entryId, email }: { entryId: number | null; email: string }) =>
      mail.all(entryId ?? -1, email).map((row) => mailRowSchema.parse(row)),
    listAuditRecords: async (limit: number) => audit.all(limit).map((row) => auditRowSchema.parse(row)),
  };
}

export function preparePrivacyWrites(db: Database) {
  const insertConsent = db.prepare(
    `INSERT INTO consent_records (entry_id, kind, at, disclosure, disclosure_check, partner, landing_version, user_agent, address_hash, certificate_id, certificate)
     VALUES (@entryId, @kind, @at, @disclosure, @disclosureCheck, @partner, @landingVersion, @userAgent, @addressHash, @certificateId, @certificate)`,
  );
  const insertText = db.prepare(
    `INSERT OR IGNORE INTO disclosure_texts (text_sha256, source, document_id, version, text, first_seen_at)
     VALUES (@textSha256, @source, @documentId, @version, @text, @firstSeenAt)`,
  );
  const insertAudit = db.prepare(
    'INSERT INTO audit_log (at, actor, action, entry_id, detail) VALUES (@at, @actor, @action, @entryId, @detail)',
  );
  const eraseEntry = db.prepare(
    'UPDATE entries SET email = ?, first_name = NULL, last_name = NULL, zip_code = NULL, address_hash = NULL WHERE id = ?',
  );
  const deleteConsent = db.prepare('DELETE FROM consent_records WHERE entry_id = ?');
  const cancelMail = db.prepare(
    "UPDATE jobs SET status = 'suppressed', last_error = 'erased on request', email = '', lease_owner = NULL, lease_until = NULL WHERE status = 'pending' AND kind IN ('delivery', 'emergency') AND (entry_id = ? OR email = ?)",
  );
  // A job given up on keeps the address until the retention clean-up: an erasure takes it now, with its SMTP error.
  const forgetMail = db.prepare(
    "UPDATE jobs SET email = '', last_error = NULL WHERE kind IN ('delivery', 'emergency') AND (entry_id = ? OR email = ?) AND email != ''",
  );
  const purgeConsent = db.prepare('DELETE FROM consent_records WHERE at < ?');
  return {
    appendConsentRecord: (record: NewConsentRecord): void => {
      insertConsent.run({
        ...record,
        disclosure: record.disclosure ? JSON.stringify(record.disclosure) : null,
        partner: record.partner ? JSON.stringify(record.partner) : null,
        certificateId: record.certificate.certificate.id,
        certificate: JSON.stringify(record.certificate),
      });
    },
    saveDisclosureText: (text: StoredDisclosureText): void => {
      insertText.run(text);
    },
    appendAuditRecord: (record: NewAuditRecord): void => {
      insertAudit.run(record);
    },
    eraseEntry: ({ entryId, email }: { entryId: number | null; email: string }): ErasureCounts => {
      const id = entryId ?? -1;
      if (entryId !== null) eraseEntry.run(erasedEmailOf(entryId), entryId);
      const consentRecords = deleteConsent.run(id).changes;
      const mailCancelled = cancelMail.run(id, email).changes;
      const mailForgotten = forgetMail.run(id, email).changes;
      return { consentRecords, mailCancelled, mailForgotten };
    },
    purgeConsentRecords: (before: number): number => purgeConsent.run(before).changes,
  };
}
