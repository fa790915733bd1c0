import { z } from 'zod';
import { consentRecordSchema } from './consent.ts';
import { emailSchema } from './fields.ts';

// Data-subject requests: an admin exports or erases everything the tracker holds about one
// person, found by email; each export and erasure is written to the audit log.

// GET /api/admin/data-requests/export?email=
export const exportPersonQuerySchema = z.object({ email: emailSchema });

const storedEventSchema = z.object({
  at: z.iso.datetime(),
  type: z.string(),
  affiliateId: z.string().nullable(),
  subId: z.string().nullable(),
  version: z.number().int(),
  offerId: z.string().nullable(),
  position: z.number().int().nullable(),
  page: z.string().nullable(),
  isBot: z.boolean(),
});

const mailSchema = z.object({
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  dueAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
});

/** A postback call made with the person's data: which network's host received it, for which event, when. */
const sentPostbackSchema = z.object({
  recipient: z.string(),
  event: z.string(),
  at: z.iso.datetime(),
  /** The receiver's HTTP status; null when no answer came. */
  status: z.number().int().nullable(),
});

export const personExportSchema = z.object({
  format: z.literal('seniorguide-person-export/1'),
  exportedAt: z.iso.datetime(),
  email: z.string(),
  entry: z.record(z.string(), z.unknown()).nullable(),
  events: z.array(storedEventSchema),
  consentRecords: z.array(consentRecordSchema),
  mail: z.array(mailSchema),
  /** Every postback call made for the person's entry: who received their data. */
  postbacks: z.array(sentPostbackSchema),
  optedOut: z.boolean(),
});
export type PersonExport = z.infer<typeof personExportSchema>;
export const exportPersonResponseSchema = personExportSchema;

// POST /api/admin/data-requests/erase
export const erasePersonBodySchema = z.object({
  email: emailSchema,
  /** The person also asked for no more mail: their address stays on the suppression list as a keyed hash. */
  suppressMail: z.boolean(),
});
export const erasePersonResponseSchema = z.object({
  erased: z.object({
    entryId: z.number().int().nullable(),
    consentRecords: z.number().int(),
    mailCancelled: z.number().int(),
    mailForgotten: z.number().int(),
    /** Queued postbacks that will never be sent. */
    postbacksCancelled: z.number().int(),
    /** Postbacks already sent or given up on whose tracking values (click ids, sub ids) were removed. */
    postbacksStripped: z.number().int(),
    suppressed: z.boolean(),
  }),
});

/** conversion_approved / conversion_rejected: an operator's decision on a held conversion (tracker/README.md, "Held conversions"). */
export const auditActions = [
  'export',
  'erase',
  'consent_document',
  'conversion_approved',
  'conversion_rejected',
] as const;

export const auditRecordSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** The signed-in operator's or admin's email. */
  actor: z.string(),
  action: z.enum(auditActions),
  /** The entry the request was about; null when nothing was held for the address. */
  entryId: z.number().int().nullable(),
  /** What was done, in counts (never the person's address). */
  detail: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

// GET /api/admin/audit-log
export const listAuditLogResponseSchema = z.object({ records: z.array(auditRecordSchema) });
