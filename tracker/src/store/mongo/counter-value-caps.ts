import { z } from 'zod';
import type { CounterValueClaim } from '../../counting/records.ts';
import type { Collections } from './collections.ts';
import type { SessionLike } from './driver-surface.ts';

// The day caps of counter values (counting/counter-value-caps.ts decides the claims and their limits) in MongoDB: one document per value a UTC day
// admitted per dimension (`counter_values`) and one per day and dimension counting them (`counter_value_counts`),
// read and written in the fact's transaction, so two processes admitting at once conflict and one retries.

const countDocSchema = z.object({ n: z.number().int() });

export function mongoCounterValueAdmission({
  collections,
  session,
}: {
  collections: Pick<Collections, 'counterValues' | 'counterValueCounts'>;
  session: SessionLike;
}): (claim: Pick<CounterValueClaim, 'day' | 'dimension' | 'value' | 'limit'>) => Promise<boolean> {
  return async ({ day, dimension, value, limit }) => {
    const valueId = `${day}|${dimension}|${value}`;
    if (await collections.counterValues.findOne({ _id: valueId }, { session })) return true;
    const countId = `${day}|${dimension}`;
    const current = await collections.counterValueCounts.findOne({ _id: countId }, { session });
    if ((current ? countDocSchema.parse(current).n : 0) >= limit) return false;
    await collections.counterValueCounts.updateOne(
      { _id: countId },
      { $inc: { n: 1 }, $setOnInsert: { day } },
      { upsert: true, session },
    );
    await collections.counterValues.updateOne({ _id: valueId }, { $setOnInsert: { day } }, { upsert: true, session });
    return true;
  };
}

/** Forgets the admissions of days before `day`. */
export async function purgeCounterValues(
  collections: Pick<Collections, 'counterValues' | 'counterValueCounts'>,
  day: number,
): Promise<void> {
  await collections.counterValues.deleteMany({ day: { $lt: day } });
  await collections.counterValueCounts.deleteMany({ day: { $lt: day } });
}
