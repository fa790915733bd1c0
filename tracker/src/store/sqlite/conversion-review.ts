import { conversionReviewReasons, conversionReviewStatuses } from '@seniorguide/contracts';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { z } from 'zod';
import type {
  ConversionDecision,
  CounterIncrement,
  DecisionEffect,
  DimensionFact,
  HeldConversionRecord,
} from '../../counting/records.ts';
import {
  decisionEffectSchema,
  type HeldConversionCounts,
  type ReviewCountIncrement,
  type StoredHeldConversion,
} from '../conversion-review.ts';
import type { WriteOutcome } from './group-commit.ts';
import { prepareDimensionReads } from './dimension-reads.ts';
import type { ReviewPort } from '../ports/review.ts';

// The conversion review on SQLite (store/conversion-review.ts): `review_counts`, the scoring's recent counts
// per keyed hash and minute or hour, and `held_conversions`, one row per held conversion with what its
// approval or rejection does to the counters. Reads run on the main thread, writes on the writer thread.

export const conversionReviewTables = [
  `CREATE TABLE IF NOT EXISTS review_counts (
    key TEXT NOT NULL, bucket INTEGER NOT NULL, count INTEGER NOT NULL, expires_at INTEGER NOT NULL,
    PRIMARY KEY (key, bucket)
  ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS review_counts_expiry ON review_counts (expires_at)',
  // A rowid table: a held row carries its decision's counter cells (about 2 kB of JSON), too big a row to sit in
  // the key's own B-tree.
  `CREATE TABLE IF NOT EXISTS held_conversions (
    id TEXT PRIMARY KEY, entry_id INTEGER NOT NULL, kind TEXT NOT NULL, offer_id TEXT, affiliate_id TEXT, sub_id TEXT,
    at INTEGER NOT NULL, score INTEGER NOT NULL, reasons TEXT NOT NULL, on_approve TEXT NOT NULL, on_reject TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'held', decided_at INTEGER, decided_by TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS held_conversions_status ON held_conversions (status, at)',
];

const heldRowSchema = z
  .object({
    id: z.string(),
    entry_id: z.number().int(),
    kind: z.enum(['signup', 'offer']),
    offer_id: z.string().nullable(),
    affiliate_id: z.string().nullable(),
    sub_id: z.string().nullable(),
    at: z.number().int(),
    score: z.number().int(),
    reasons: z.string(),
    status: z.enum(conversionReviewStatuses),
    decided_at: z.number().int().nullable(),
    decided_by: z.string().nullable(),
  })
  .transform(
    (row): StoredHeldConversion => ({
      id: row.id,
      entryId: row.entry_id,
      kind: row.kind,
      offerId: row.offer_id,
      affiliateId: row.affiliate_id,
      subId: row.sub_id,
      at: row.at,
      score: row.score,
      reasons: z.array(z.enum(conversionReviewReasons)).parse(JSON.parse(row.reasons)),
      status: row.status,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by,
    }),
  );

const effectColumnsSchema = z.object({
  on_approve: z.string().transform((text) => decisionEffectSchema.parse(JSON.parse(text))),
  on_reject: z.string().transform((text) => decisionEffectSchema.parse(JSON.parse(text))),
});

/** The insert the entry write runs for a counted held fact (record-facts.ts), in its transaction. */
export function prepareHeldConversionInsert(db: Database): (record: HeldConversionRecord) => void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO held_conversions (id, entry_id, kind, offer_id, affiliate_id, sub_id, at, score, reasons, on_approve, on_reject)
     VALUES (@id, @entryId, @kind, @offerId, @affiliateId, @subId, @at, @score, @reasons, @onApprove, @onReject)`,
  );
  return (record) => {
    insert.run({
      ...record,
      reasons: JSON.stringify(record.reasons),
      onApprove: JSON.stringify(record.onApprove),
      onReject: JSON.stringify(record.onReject),
    });
  };
}

export function prepareConversionReviewWrites(db: Database) {
  const addCount = db.prepare(
    `INSERT INTO review_counts (key, bucket, count, expires_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (key, bucket) DO UPDATE SET count = count + 1, expires_at = max(expires_at, excluded.expires_at)`,
  );
  const heldById = db.prepare("SELECT * FROM held_conversions WHERE id = ? AND status = 'held'");
  const decide = db.prepare(
    "UPDATE held_conversions SET status = ?, decided_at = ?, decided_by = ?, on_approve = '{}', on_reject = '{}' WHERE id = ? AND status = 'held'",
  );
  const purgeCounts = db.prepare('DELETE FROM review_counts WHERE expires_at < ?');

  return {
    addReviewCounts(increments: readonly ReviewCountIncrement[]): void {
      for (const { key, bucket, expiresAt } of increments) addCount.run(key, bucket, expiresAt);
    },
    /** Runs inside the writer's batch transaction; the counters and dimension facts go into the same commit. */
    decideHeldConversions({
      ids,
      decision,
      at,
      by,
    }: {
      ids: readonly string[];
      decision: ConversionDecision;
      at: number;
      by: string;
    }): WriteOutcome<StoredHeldConversion[]> {
      const decided: StoredHeldConversion[] = [];
      const increments: CounterIncrement[] = [];
      const dimensionFacts: DimensionFact[] = [];
      for (const id of new Set(ids)) {
        const row = heldById.get(id);
        if (row === undefined) continue;
        const effects = effectColumnsSchema.parse(row);
        // The held row keeps what each decision does (counting/conversion-decision.ts); this one's is applied.
        const effect: DecisionEffect = decision === 'approved' ? effects.on_approve : effects.on_reject;
        // The effect is spent: the row keeps its status and why it was held, not the cells it moved.
        decide.run(decision, at, by, id);
        increments.push(...effect.increments);
        dimensionFacts.push(...effect.dimensionFacts);
        decided.push({ ...heldRowSchema.parse(row), status: decision, decidedAt: at, decidedBy: by });
      }
      return { value: decided, increments, dimensionFacts };
    },
    purgeReviewCounts: (before: number): number => purgeCounts.run(before).changes,
  };
}

const countRowSchema = z.object({
  affiliate_id: z.string().nullable(),
  signups: z.number().int(),
  offers: z.number().int(),
});
const reasonRowSchema = z.object({
  affiliate_id: z.string().nullable(),
  reason: z.enum(conversionReviewReasons),
  count: z.number().int(),
});

type ReviewReads = Pick<
  ReviewPort,
  | 'readReviewCounts'
  | 'getHeldConversion'
  | 'listHeldConversions'
  | 'countHeldConversions'
  | 'readSettledDimensionCounts'
>;

const sumRowSchema = z.tuple([z.number().int(), z.number()]);

/** All of a scoring's sums in one statement (one seek per key, one call from JavaScript); one statement per number of reads. */
function prepareSums(db: Database) {
  const byCount = new Map<number, ReturnType<Database['prepare']>>();
  const statementFor = (count: number) => {
    let statement = byCount.get(count);
    if (!statement) {
      const wanted = Array.from({ length: count }, () => '(?, ?, ?)').join(', ');
      statement = db
        .prepare(
          `WITH wanted(position, key, bucket) AS (VALUES ${wanted})
           SELECT position, (SELECT coalesce(sum(count), 0) FROM review_counts r WHERE r.key = wanted.key AND r.bucket >= wanted.bucket) FROM wanted`,
        )
        .raw();
      byCount.set(count, statement);
    }
    return statement;
  };
  return (reads: readonly { key: string; fromBucket: number }[]): number[] => {
    const sums = reads.map(() => 0);
    if (reads.length === 0) return sums;
    const parameters: (string | number)[] = reads.flatMap(({ key, fromBucket }, position) => [
      position,
      key,
      fromBucket,
    ]);
    const rows = statementFor(reads.length).all(parameters);
    for (const row of rows) {
      const [position, sum] = sumRowSchema.parse(row);
      sums[position] = sum;
    }
    return sums;
  };
}

/**
 * The review's reads go through a connection of their own, without the memory map the store's read connection
 * keeps for the reports: while the writer grows the file, each read transaction on a mapped connection maps it
 * anew (measured beside a writing thread: about 60 µs a read transaction mapped, 10 µs unmapped), and every
 * signup makes two or three of them.
 */
function openReviewReader(db: Database): Database {
  if (db.memory) return db;
  const reader = new DatabaseConstructor(db.name, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  return reader;
}

export function prepareConversionReviewReads(db: Database): ReviewReads & { closeReviewReader(): void } {
  const reader = openReviewReader(db);
  const sumsOf = prepareSums(reader);
  const { readDimensionCounts } = prepareDimensionReads(reader);
  const byId = reader.prepare('SELECT * FROM held_conversions WHERE id = ?');
  const newest = reader.prepare('SELECT * FROM held_conversions WHERE status = ? ORDER BY at DESC, id DESC LIMIT ?');
  const totalOf = reader.prepare('SELECT count(*) FROM held_conversions WHERE status = ?').pluck();
  const perAffiliate = reader.prepare(
    "SELECT affiliate_id, sum(kind = 'signup') AS signups, sum(kind = 'offer') AS offers FROM held_conversions WHERE status = ? GROUP BY affiliate_id",
  );
  const perReason = reader.prepare(
    'SELECT h.affiliate_id AS affiliate_id, r.value AS reason, count(*) AS count FROM held_conversions h, json_each(h.reasons) r WHERE h.status = ? GROUP BY h.affiliate_id, r.value',
  );
  return {
    closeReviewReader: () => {
      if (reader !== db) reader.close();
    },
    readReviewCounts: async (reads) => sumsOf(reads),
    readSettledDimensionCounts: async (query) => readDimensionCounts(query),
    getHeldConversion: async (id) => {
      const row = byId.get(id);
      return row === undefined ? null : heldRowSchema.parse(row);
    },
    listHeldConversions: async ({ status, limit }) => ({
      conversions: newest.all(status, limit).map((row) => heldRowSchema.parse(row)),
      total: z.number().int().parse(totalOf.get(status)),
    }),
    countHeldConversions: async (status) => {
      const reasons = perReason.all(status).map((row) => reasonRowSchema.parse(row));
      return perAffiliate
        .all(status)
        .map((row) => countRowSchema.parse(row))
        .map(
          (row): HeldConversionCounts => ({
            affiliateId: row.affiliate_id,
            signups: row.signups,
            offers: row.offers,
            reasons: reasons
              .filter((entry) => entry.affiliate_id === row.affiliate_id)
              .map(({ reason, count }) => ({ reason, count })),
          }),
        )
        .sort((a, b) => (a.affiliateId ?? '').localeCompare(b.affiliateId ?? ''));
    },
  };
}
