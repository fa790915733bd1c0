import { z } from 'zod';
import type { CounterDayRow, CounterQuery } from '../port.ts';
import type { Collections } from './collections.ts';

// One pipeline: match the report's rows by index, and let the server add up each quarter-hour prefix.

const rowSchema = z.object({
  day: z.number().int(),
  version: z.number().int(),
  metric: z.string(),
  detail: z.string(),
  total: z.number().int(),
});

function headExpression(split: number): unknown {
  if (split <= 0) return { $literal: 0 };
  return { $add: Array.from({ length: split }, (_, quarter) => ({ $ifNull: [`$q${quarter}`, 0] })) };
}

export async function readCounters(collections: Collections, query: CounterQuery): Promise<CounterDayRow[]> {
  if (query.metrics.length === 0) return [];
  const heads = Object.fromEntries(query.splits.map((split, index) => [`h${index}`, headExpression(split)]));
  const docs = await collections.counters
    .aggregate([
      {
        $match: {
          affiliate: query.affiliate,
          version: query.byVersion ? { $gt: 0 } : 0,
          metric: { $in: [...query.metrics] },
          day: { $gte: query.fromDay, $lte: query.toDay },
        },
      },
      { $project: { _id: 0, day: 1, version: 1, metric: 1, detail: 1, total: 1, ...heads } },
    ])
    .toArray();
  return docs.map((doc) => ({
    ...rowSchema.parse(doc),
    heads: query.splits.map((_, index) => z.number().parse(doc[`h${index}`])),
  }));
}
