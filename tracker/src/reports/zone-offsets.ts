import { IANAZone } from 'luxon';
import { dayMs } from '../counting/counter-increments.ts';

// A zone's UTC offset over a bounded span, as a short table of transitions. Asking the zone (Intl, through
// luxon) costs microseconds per instant; the table is built from one sample a week plus a bisection at each
// change, so a year of daily boundaries costs about 60 zone lookups instead of 700. Real zones change offset
// at most a few times a year, weeks apart (the shortest, Morocco's Ramadan pause, lasts about a month).

const sampleStepMs = 7 * dayMs;

export type OffsetLookup = (epochMs: number) => number;

export function offsetLookupFor({
  timeZone,
  fromMs,
  toMs,
}: {
  timeZone: string;
  fromMs: number;
  toMs: number;
}): OffsetLookup {
  const zone = IANAZone.create(timeZone);
  if (!zone.isValid) throw new RangeError(`Unknown time zone ${timeZone}`);
  const offsetAt = (epochMs: number) => zone.offset(epochMs) * 60_000;
  const changes: { from: number; offset: number }[] = [];
  const firstOffset = offsetAt(fromMs);
  let previousAt = fromMs;
  let previousOffset = firstOffset;
  while (previousAt < toMs) {
    const at = Math.min(previousAt + sampleStepMs, toMs);
    const offset = offsetAt(at);
    if (offset !== previousOffset) {
      let low = previousAt;
      let high = at;
      // Down to the millisecond: `high` is then exactly the first instant of the new offset.
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetAt(middle) === previousOffset) low = middle;
        else high = middle;
      }
      changes.push({ from: high, offset });
    }
    previousAt = at;
    previousOffset = offset;
  }
  return (epochMs) => {
    let offset = firstOffset;
    for (const change of changes) {
      if (epochMs < change.from) break;
      offset = change.offset;
    }
    return offset;
  };
}

/**
 * The UTC instant of a local wall-clock time (given as if it were UTC). In a DST gap it is the first instant
 * after the gap; in an overlap, the earlier of the two, so a day starts at the first instant the wall clock
 * shows its date (luxon's startOf('day') takes the later midnight in America/Havana on 6 Nov 2022, and would
 * put that day's first hour on the day before).
 */
export function instantOfLocalTime(localAsUtcMs: number, offsetAt: OffsetLookup): number {
  const guessOffset = offsetAt(localAsUtcMs);
  const first = localAsUtcMs - guessOffset;
  const firstOffset = offsetAt(first);
  if (firstOffset === guessOffset) return first;
  const second = localAsUtcMs - firstOffset;
  const secondOffset = offsetAt(second);
  if (secondOffset === firstOffset) return second;
  return localAsUtcMs - Math.min(firstOffset, secondOffset);
}
