import { entryCampaignSchema } from '@seniorguide/contracts';
import { z } from 'zod';
import { deviceClasses } from '../../counting/records.ts';
import type { StoredEntry } from '../port.ts';
import type { MongoDoc } from './driver-surface.ts';

// Entry documents: `_id` is the sequential numeric id. Parsed on the way out, never cast.

const nullableText = z.string().nullable().default(null);

const entryDocSchema = z
  .object({
    _id: z.number().int(),
    email: z.string(),
    version: z.number().int(),
    affiliateId: nullableText,
    subId: nullableText,
    s1: nullableText,
    s2: nullableText,
    s3: nullableText,
    selectedOffers: z.array(z.string()),
    campaign: entryCampaignSchema,
    addressHash: nullableText,
    isBot: z.boolean(),
    device: z.enum(deviceClasses).nullable().default(null),
    step: z.number().int(),
    firstName: nullableText,
    lastName: nullableText,
    zipCode: nullableText,
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .transform(({ _id, ...rest }): StoredEntry => ({ id: _id, ...rest }));

export function toEntryOrNull(doc: MongoDoc | null): StoredEntry | null {
  return doc === null ? null : entryDocSchema.parse(doc);
}

export function toEntryDoc(entry: StoredEntry): MongoDoc {
  const { id, ...rest } = entry;
  return { _id: id, ...rest };
}
