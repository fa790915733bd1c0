import { clickIdParamNames, entryCampaignSchema, type ClickIdParamName } from '@seniorguide/contracts';
import type { Database, Statement } from 'better-sqlite3';
import { z } from 'zod';
import {
  acceptedMarkEnd,
  acceptedMarkPrefix,
  clickConversionsOf,
  type AcceptedMark,
  type ClickConversionEntry,
  type ClickConversionsStore,
} from '../click-conversions.ts';

// The conversion files' read on SQLite, on the main thread's connection: the entries created in the window
// (by the created_at index) whose campaign holds a wanted click id, then each one's offer marks by the marks'
// primary key. The cost follows the entries of the window, never the event log.

/** The index the read walks; made on start like every other (schema.ts). */
export const clickConversionIndexes = ['CREATE INDEX IF NOT EXISTS entries_by_created_at ON entries (created_at)'];

const entryRowSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    affiliate_id: z.string().nullable(),
    created_at: z.number().int(),
    campaign: z.string().transform((text) => entryCampaignSchema.parse(JSON.parse(text))),
  })
  .transform(
    (row): ClickConversionEntry => ({ id: row.id, email: row.email, affiliateId: row.affiliate_id, createdAt: row.created_at, campaign: row.campaign }),
  );

const markRowSchema = z.object({ mark: z.string(), at: z.number().int() });

/** `campaign` holds the click id in its first touch or its last, not empty. Names come from the contracts' list only. */
function clickIdCondition(clickIds: readonly ClickIdParamName[]): string {
  const names = clickIds.filter((name) => clickIdParamNames.includes(name));
  if (names.length === 0) return '0';
  return names.map((name) => `json_extract(campaign, '$.${name}') <> '' OR json_extract(campaign, '$.last_touch.${name}') <> ''`).join(' OR ');
}

export function prepareClickConversionReads(db: Database): ClickConversionsStore {
  const entryStatements = new Map<string, Statement>();
  const entriesWith = (clickIds: readonly ClickIdParamName[]): Statement => {
    const key = clickIds.join(',');
    let statement = entryStatements.get(key);
    if (!statement) {
      statement = db.prepare(
        `SELECT id, email, affiliate_id, created_at, campaign FROM entries
         WHERE created_at >= ? AND created_at < ? AND is_bot = 0 AND (${clickIdCondition(clickIds)})`,
      );
      entryStatements.set(key, statement);
    }
    return statement;
  };
  const offerMarks = db.prepare('SELECT mark, at FROM marks WHERE entry_id = ? AND mark >= ? AND mark < ? AND at >= ? AND at < ?');

  return {
    listClickConversions: async (query) => {
      const entries = entriesWith(query.clickIds)
        .all(query.createdSince, query.to)
        .map((row) => entryRowSchema.parse(row));
      const marks = entries.flatMap((entry): AcceptedMark[] =>
        offerMarks
          .all(entry.id, acceptedMarkPrefix, acceptedMarkEnd, query.from, query.to)
          .map((row) => ({ entryId: entry.id, ...markRowSchema.parse(row) })),
      );
      return clickConversionsOf({ entries, marks, query });
    },
  };
}
