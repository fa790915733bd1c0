import { clickIdParamNames, entryCampaignSchema, type ClickIdParamName } from '@seniorguide/contracts';
import type { Database, Statement } from 'better-sqlite3';
import { z } from 'zod';
import {
  acceptedMarkEnd,
  acceptedMarkPrefix,
  clickConversionsOf,
  type AcceptedMark,
  type ClickConversionEntry,
} from '../click-conversions.ts';
import type { ClickConversionsPort } from '../ports/click-conversions.ts';

// The conversion files' read on SQLite, on the main thread's connection: the range's signups, and the range's
// offer marks of entries created since the click window opened, both among the entries whose campaign holds a
// wanted click id (a partial index), the marks by their primary key. Only conversions are parsed; the event log
// is never read.

/** The platforms' click ids (Google's and Meta's): the entries holding one are indexed apart. */
const adClickIds = ['gclid', 'gbraid', 'wbraid', 'fbclid'] as const satisfies readonly ClickIdParamName[];

/** Holds an ad click id, first or last touch. A query names this very text, so SQLite can use the partial index. */
const holdsAdClickId = adClickIds
  .map(
    (name) =>
      `json_extract(campaign, '$.${name}') IS NOT NULL OR json_extract(campaign, '$.last_touch.${name}') IS NOT NULL`,
  )
  .join(' OR ');

/**
 * A partial index: only entries with an ad click id, by creation time (a few per cent of the entries, so a read
 * of a window does not parse every entry's campaign, and a signup without a click adds nothing to it). Made on
 * start like every other (schema.ts); on a file that predates it, that start reads the entries once.
 */
export const clickConversionIndexes = [
  `CREATE INDEX IF NOT EXISTS entries_with_ad_click ON entries (created_at) WHERE ${holdsAdClickId}`,
];

const entryColumns = 'e.id, e.email, e.affiliate_id, e.created_at, e.campaign';

const entryRowSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    affiliate_id: z.string().nullable(),
    created_at: z.number().int(),
    campaign: z.string().transform((text) => entryCampaignSchema.parse(JSON.parse(text))),
  })
  .transform(
    (row): ClickConversionEntry => ({
      id: row.id,
      email: row.email,
      affiliateId: row.affiliate_id,
      createdAt: row.created_at,
      campaign: row.campaign,
    }),
  );

const markRowSchema = z.object({ id: z.number().int(), mark: z.string(), at: z.number().int() });

/** `campaign` holds the click id in its first touch or its last, not empty. Names come from the contracts' list only. */
function clickIdCondition(clickIds: readonly ClickIdParamName[]): string {
  const names = clickIds.filter((name) => clickIdParamNames.includes(name));
  if (names.length === 0) return '0';
  return names
    .map(
      (name) => `json_extract(e.campaign, '$.${name}') <> '' OR json_extract(e.campaign, '$.last_touch.${name}') <> ''`,
    )
    .join(' OR ');
}

const onlyAdClickIds = (clickIds: readonly ClickIdParamName[]): boolean =>
  clickIds.every((name) => (adClickIds as readonly string[]).includes(name));

/** Entries created in `[?, ?)`, no bot's, holding one of the click ids; with the platforms' ids only, by the partial index. */
function entriesWhere(clickIds: readonly ClickIdParamName[]): string {
  const byIndex = onlyAdClickIds(clickIds) ? ` AND (${holdsAdClickId})` : '';
  return `e.created_at >= ? AND e.created_at < ? AND e.is_bot = 0 AND (${clickIdCondition(clickIds)})${byIndex}`;
}

/**
 * The two reads: the signups of the range, and the offer marks of the range of entries created since
 * `createdSince` (each entry's marks by the primary key). Only rows that are conversions come back.
 */
export function clickConversionSql(clickIds: readonly ClickIdParamName[]): { signups: string; offers: string } {
  return {
    signups: `SELECT ${entryColumns} FROM entries e WHERE ${entriesWhere(clickIds)}`,
    offers: `SELECT ${entryColumns}, m.mark, m.at FROM entries e
      JOIN marks m ON m.entry_id = e.id AND m.mark >= ? AND m.mark < ? AND m.at >= ? AND m.at < ?
      WHERE ${entriesWhere(clickIds)}`,
  };
}

export function prepareClickConversionReads(db: Database): ClickConversionsPort {
  const prepared = new Map<string, { signups: Statement; offers: Statement }>();
  const statementsFor = (clickIds: readonly ClickIdParamName[]) => {
    const key = clickIds.join(',');
    let statements = prepared.get(key);
    if (!statements) {
      const sql = clickConversionSql(clickIds);
      statements = { signups: db.prepare(sql.signups), offers: db.prepare(sql.offers) };
      prepared.set(key, statements);
    }
    return statements;
  };

  return {
    listClickConversions: async (query) => {
      const { signups, offers } = statementsFor(query.clickIds);
      const signupRows = signups.all(query.from, query.to);
      const offerRows = offers.all(
        acceptedMarkPrefix,
        acceptedMarkEnd,
        query.from,
        query.to,
        query.createdSince,
        query.to,
      );
      const entries = new Map<number, ClickConversionEntry>();
      for (const row of [...signupRows, ...offerRows]) {
        const entry = entryRowSchema.parse(row);
        if (!entries.has(entry.id)) entries.set(entry.id, entry);
      }
      const marks = offerRows.map((row): AcceptedMark => {
        const { id, mark, at } = markRowSchema.parse(row);
        return { entryId: id, mark, at };
      });
      return clickConversionsOf({ entries: [...entries.values()], marks, query });
    },
  };
}
