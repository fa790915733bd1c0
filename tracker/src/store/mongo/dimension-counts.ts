import { z } from 'zod';
import {
  laterReportStages,
  overflowValue as overflowDimensionValue,
  reportStages,
  type DimensionCell,
  type DimensionFact,
  type DimensionRollUpRules,
  type ReportStage,
} from '../../counting/records.ts';
import { dimensionCellsOf } from '../dimension-cells.ts';
import type { DimensionCountsQuery, DimensionRollUp, DimensionValueCounts } from '../port.ts';
import type { Collections } from './collections.ts';
import type { CollectionLike, MongoDoc, SessionLike } from './driver-surface.ts';

// The dimension counts (counting/dimension-counts.ts) in MongoDB: the pending dimension facts the request
// path adds (`dimension_pending`, one document per merged fact), and what the roll-up makes of them: one
// document per (scope, value, epoch quarter with traffic) holding the six CUMULATIVE stage totals (`s`, `v`,
// `q` and one field per stage), and one document per scope counting its values (the cap).

const pendingDocSchema = z.object({
  _id: z.unknown(),
  q: z.number().int(),
  st: z.number().int(),
  d: z.array(z.string()),
  count: z.number().int(),
});

export const toPendingDoc = ({ quarter, stage, values, count }: DimensionFact): MongoDoc => ({
  q: quarter,
  st: stage,
  d: values,
  count,
});

/**
 * The roll-up in the caller's transaction: up to `limit` pending documents (all when absent) become cells in
 * every scope and are deleted. Two processes rolling up the same documents conflict on the delete, and the
 * driver's transaction retry finds them gone, so each fact is counted once.
 */
export async function rollUpDimensionsInSession({
  collections,
  session,
  limit,
  rules,
}: {
  collections: Collections;
  session: SessionLike;
  limit: number | undefined;
  rules: DimensionRollUpRules;
}): Promise<DimensionRollUp> {
  const read = limit === undefined ? undefined : limit + 1;
  const docs = (
    await collections.dimensionPending
      .find({}, { session, sort: { _id: 1 }, ...(read ? { limit: read } : {}) })
      .toArray()
  ).map((doc) => pendingDocSchema.parse(doc));
  const rolled = docs.slice(0, limit);
  if (rolled.length === 0) return { rolled: 0, more: false };
  const facts = rolled.map(({ q, st, d, count }) => ({ quarter: q, stage: st, values: d, count }));
  await applyDimensionCells({
    counts: collections.dimensionCounts,
    scopes: collections.dimensionScopes,
    cells: dimensionCellsOf(facts, rules.layout),
    session,
    cap: rules.valueCap,
  });
  await collections.dimensionPending.deleteMany({ _id: { $in: rolled.map(({ _id }) => _id) } }, { session });
  return { rolled: rolled.length, more: docs.length > rolled.length };
}

// Documents written before the money stages lack them (and `$first` of a missing field is null): zero then.
const stageCountSchema = (stage: ReportStage) =>
  laterReportStages.includes(stage)
    ? z
        .number()
        .int()
        .nullish()
        .transform((count) => count ?? 0)
    : z.number().int();
const countsDocSchema = z.object(
  Object.fromEntries(reportStages.map((stage) => [stage, stageCountSchema(stage)])) as unknown as Record<
    ReportStage,
    z.ZodType<number, unknown>
  >,
);
const latestDocSchema = countsDocSchema.extend({ q: z.number().int() });
const scopeDocSchema = z.object({ n: z.number().int() });

const countsOf = (doc: z.infer<typeof countsDocSchema>) => reportStages.map((stage) => doc[stage]);
const stageFields = (counts: readonly number[]) =>
  Object.fromEntries(reportStages.map((stage, index) => [stage, counts[index] ?? 0]));

async function applyDimensionCells({
  counts,
  scopes,
  cells,
  session,
  cap,
}: {
  counts: CollectionLike;
  scopes: CollectionLike;
  cells: readonly DimensionCell[];
  session: SessionLike;
  cap: number;
}): Promise<void> {
  const latestOf = async (s: string, v: string) => {
    const doc = await counts.findOne({ s, v }, { sort: { q: -1 }, session });
    if (!doc) return null;
    const parsed = latestDocSchema.parse(doc);
    return { quarter: parsed.q, counts: countsOf(parsed) };
  };
  // One more value for the scope, unless it is full.
  const admit = async (scope: string) => {
    const current = await scopes.findOne({ _id: scope }, { session });
    if ((current ? scopeDocSchema.parse(current).n : 0) >= cap) return false;
    await scopes.updateOne({ _id: scope }, { $inc: { n: 1 } }, { upsert: true, session });
    return true;
  };

  for (const cell of cells) {
    const { scope, quarter } = cell;
    let value = cell.value;
    let last = await latestOf(scope, value);
    if (!last && value !== overflowDimensionValue && !(await admit(scope))) {
      value = overflowDimensionValue;
      last = await latestOf(scope, value);
    }
    const increment: MongoDoc = { $inc: stageFields(cell.counts) };
    if (!last || last.quarter < quarter) {
      // The common case: the newest quarter of this value; its document carries the totals so far forward.
      const carried = cell.counts.map((count, index) => count + (last?.counts[index] ?? 0));
      await counts.insertOne({ s: scope, v: value, q: quarter, ...stageFields(carried) }, { session });
    } else if (last.quarter === quarter) {
      await counts.updateOne({ s: scope, v: value, q: quarter }, increment, { session });
    } else {
      // A fact older than the value's newest document: its quarter gets one, and it and every later one grow.
      const floorDoc = await counts.findOne({ s: scope, v: value, q: { $lt: quarter } }, { sort: { q: -1 }, session });
      const floor = floorDoc ? countsOf(countsDocSchema.parse(floorDoc)) : cell.counts.map(() => 0);
      await counts.updateOne(
        { s: scope, v: value, q: quarter },
        { $setOnInsert: stageFields(floor) },
        { upsert: true, session },
      );
      await counts.updateMany({ s: scope, v: value, q: { $gte: quarter } }, increment, { session });
    }
  }
}

/**
 * Per value, the last cumulative document before `bound`: `$sort` on the index then `$group` with `$first`,
 * which the server answers with a DISTINCT_SCAN (one index seek per value).
 */
async function cumulativeBefore(
  counts: CollectionLike,
  scope: string,
  bound: number,
  values: readonly string[] | undefined,
): Promise<Map<string, number[]>> {
  const docs = await counts
    .aggregate([
      { $match: { s: scope, ...(values ? { v: { $in: [...values] } } : {}), q: { $lt: bound } } },
      { $sort: { s: 1, v: 1, q: -1 } },
      { $group: { _id: '$v', ...Object.fromEntries(reportStages.map((stage) => [stage, { $first: `$${stage}` }])) } },
    ])
    .toArray();
  return new Map(docs.map((doc) => [z.string().parse(doc._id), countsOf(countsDocSchema.parse(doc))]));
}

export async function readDimensionCounts(
  counts: CollectionLike,
  { scope, fromQuarter, toQuarter, values }: DimensionCountsQuery,
): Promise<DimensionValueCounts[]> {
  const [upto, before] = await Promise.all([
    cumulativeBefore(counts, scope, toQuarter, values),
    cumulativeBefore(counts, scope, fromQuarter, values),
  ]);
  const result: DimensionValueCounts[] = [];
  for (const [value, end] of upto) {
    const start = before.get(value);
    const difference = end.map((count, index) => count - (start?.[index] ?? 0));
    if (difference.some((count) => count !== 0)) result.push({ value, counts: difference });
  }
  return result;
}
