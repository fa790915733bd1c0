import { entryCampaignSchema } from '@seniorguide/contracts';
import { z } from 'zod';
import { deviceClasses } from '../../counting/records.ts';
import type { StoredEntry } from '../port.ts';

// Rows of the entries table, parsed rather than cast: the database is input too.

const nullableText = z.string().nullable();

const offerListText = z.string().transform((text, ctx) => {
  const parsed = z.array(z.string()).safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: 'selected_offers is not a JSON list of strings' });
  return z.NEVER;
});

const campaignText = z.string().transform((text) => entryCampaignSchema.parse(JSON.parse(text)));

export const entryRowSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    version: z.number().int(),
    affiliate_id: nullableText,
    sub_id: nullableText,
    s1: nullableText,
    s2: nullableText,
    s3: nullableText,
    selected_offers: offerListText,
    campaign: campaignText,
    address_hash: nullableText,
    is_bot: z.number().int(),
    device: z.enum(deviceClasses).nullable().default(null),
    step: z.number().int(),
    first_name: nullableText,
    last_name: nullableText,
    zip_code: nullableText,
    created_at: z.number().int(),
    updated_at: z.number().int(),
  })
  .transform(
    (row): StoredEntry => ({
      id: row.id,
      email: row.email,
      version: row.version,
      affiliateId: row.affiliate_id,
      subId: row.sub_id,
      s1: row.s1,
      s2: row.s2,
      s3: row.s3,
      selectedOffers: row.selected_offers,
      campaign: row.campaign,
      addressHash: row.address_hash,
      isBot: row.is_bot === 1,
      device: row.device,
      step: row.step,
      firstName: row.first_name,
      lastName: row.last_name,
      zipCode: row.zip_code,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }),
  );

export function toEntryOrNull(row: unknown): StoredEntry | null {
  return row === undefined ? null : entryRowSchema.parse(row);
}
