import { entryCampaignSchema } from '@seniorguide/contracts';
import { z } from 'zod';
import {
  acceptedMarkEnd,
  acceptedMarkPrefix,
  clickConversionsOf,
  type AcceptedMark,
  type ClickConversionEntry,
} from '../click-conversions.ts';
import type { Collections } from './collections.ts';
import type { ClickConversionsPort } from '../ports/click-conversions.ts';

// The conversion files' read on MongoDB: the entries created in the window (index `created`) whose campaign
// holds a wanted click id, then their offer marks by `_id` ranges (`<entry id>:accepted:…`), on the primary
// index, a few hundred entries per query.

const entriesPerMarkQuery = 500;

const entryDocSchema = z
  .object({
    _id: z.number().int(),
    email: z.string(),
    affiliateId: z.string().nullable().default(null),
    createdAt: z.number().int(),
    campaign: entryCampaignSchema,
  })
  .transform(
    (doc): ClickConversionEntry => ({
      id: doc._id,
      email: doc.email,
      affiliateId: doc.affiliateId,
      createdAt: doc.createdAt,
      campaign: doc.campaign,
    }),
  );

const markDocSchema = z.object({ entryId: z.number().int(), mark: z.string(), at: z.number().int() });

export function createMongoClickConversions(collections: Pick<Collections, 'entries' | 'marks'>): ClickConversionsPort {
  return {
    listClickConversions: async (query) => {
      if (query.clickIds.length === 0) return [];
      // `$gt: ''` matches a string with at least one character: an empty or absent click id does not count.
      const carriesClickId = query.clickIds.flatMap((name) => [
        { [`campaign.${name}`]: { $gt: '' } },
        { [`campaign.last_touch.${name}`]: { $gt: '' } },
      ]);
      const docs = await collections.entries
        .find({ createdAt: { $gte: query.createdSince, $lt: query.to }, isBot: false, $or: carriesClickId })
        .toArray();
      const entries = docs.map((doc) => entryDocSchema.parse(doc));
      const marks: AcceptedMark[] = [];
      for (let start = 0; start < entries.length; start += entriesPerMarkQuery) {
        const ranges = entries.slice(start, start + entriesPerMarkQuery).map((entry) => ({
          _id: { $gte: `${entry.id}:${acceptedMarkPrefix}`, $lt: `${entry.id}:${acceptedMarkEnd}` },
        }));
        const found = await collections.marks.find({ $or: ranges, at: { $gte: query.from, $lt: query.to } }).toArray();
        marks.push(...found.map((doc) => markDocSchema.parse(doc)));
      }
      return clickConversionsOf({ entries, marks, query });
    },
  };
}
