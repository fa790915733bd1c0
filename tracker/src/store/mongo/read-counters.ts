import { z } from 'zod';
import type { CounterDayRow, CounterQuery, CounterTotal } from '../port.ts';
import type { Collections } from './collections.ts';

// Counter reads as aggregation pipelines: the server matches by index, adds up quarter-hour prefixes and
// whole-day totals, and sends back a few numbers per counter.

const rowSchema = z.object({
  day: z.number().int(),
  version: z.number().int(),
  metric: z.string(),
  detail: z.string(),
  total: z.number().int(),
});
const totalSchema = rowSchema.omit({ day: true });

function headExpression(split: number): unknown {
  if (split <= 0) return { $literal: 0 };
  return { $add: Array.from({ length: split }, (_, quarter) => ({ $ifNull: [`$q${quarter}`, 0] })) };
}

const match = (query: Omit<CounterQuery, 'splits' | 'sumDetails'>) => ({
  $match: {
    affiliate: query.affiliate,
    version: query.byVersion ? { $gt: 0 } : 0,
    metric: { $in: [...query.metrics] },
    day: { $gte: query.fromDay, $lte: query.toDay },
  },
});

export async function readCounters(collections: Collections, query: CounterQuery): Promise<CounterDayRow[]> {
  if (query.metrics.length === 0) return [];
  const headNames = query.splits.map((_, index) => `h${index}`);
  const heads = Object.fromEntries(query.splits.map((split, index) => [`h${index}`, headExpression(split)]));
  const grouping = query.sumDetails
    ? [
        {
          $group: {
            _id: { day: '$day', version: '$version', metric: '$metric' },
            total: { $sum: '$total' },
            ...Object.fromEntries(headNames.map((name) => [name, { $sum: `$${name}` }])),
          },
        },
        {
          $project: {
            _id: 0,
            day: '$_id.day',
            version: '$_id.version',
            metric: '$_id.metric',
            detail: { $literal: '' },
            total: 1,
            ...Object.fromEntries(headNames.map((name) => [name, 1])),
          },
        },
      ]
    : [];
  const docs = await collections.counters
    .aggregate([
      match(query),
      { $project: { _id: 0, day: 1, version: 1, metric: 1, detail: 1, total: 1, ...heads } },
      ...grouping,
    ])
    .toArray();
  return docs.map((doc) => ({ ...rowSchema.parse(doc), heads: headNames.map((name) => z.number().parse(doc[name])) }));
}

export async function sumCounters(
  collections: Collections,
  query: Omit<CounterQuery, 'splits' | 'sumDetails'>,
): Promise<CounterTotal[]> {
  if (query.metrics.length === 0 || query.fromDay > query.toDay) return [];
  const docs = await collections.counters
    .aggregate([
      match(query),
      { $group: { _id: { version: '$version', metric: '$metric', detail: '$detail' }, total: { $sum: '$total' } } },
      { $project: { _id: 0, version: '$_id.version', metric: '$_id.metric', detail: '$_id.detail', total: 1 } },
    ])
    .toArray();
  return docs.map((doc) => totalSchema.parse(doc));
}
