import { DateTime } from 'luxon';
import { dayMs, quarterMs, quartersPerDay } from './counter-increments.ts';

// Local calendar days of an IANA zone as UTC instants, cut to the counters' quarter-hour grid.

export type QuarterPoint = { day: number; quarter: number };

export type LocalDay = { date: string; start: QuarterPoint; end: QuarterPoint };

/** A UTC instant as (UTC day, quarter-hour). Current offsets are whole quarter-hours; older LMT offsets round down. */
export function toQuarterPoint(epochMs: number): QuarterPoint {
  const aligned = Math.floor(epochMs / quarterMs) * quarterMs;
  const day = Math.floor(aligned / dayMs);
  return { day, quarter: Math.round((aligned - day * dayMs) / quarterMs) };
}

/** Midnight of `date` in `timeZone`, or the first instant of that day when midnight falls in a DST gap. */
function startOfLocalDay(date: DateTime): number {
  return date.startOf('day').toMillis();
}

/** Every local day from startDate to endDate (inclusive), with its UTC start and end. */
export function localDaysOf({
  startDate,
  endDate,
  timeZone,
}: {
  startDate: string;
  endDate: string;
  timeZone: string;
}): LocalDay[] {
  const days: LocalDay[] = [];
  let current = DateTime.fromISO(startDate, { zone: timeZone });
  const last = DateTime.fromISO(endDate, { zone: timeZone });
  if (!current.isValid || !last.isValid) throw new RangeError(`Invalid date range in ${timeZone}`);
  while (current <= last) {
    const next = current.plus({ days: 1 });
    days.push({
      date: current.toISODate() ?? startDate,
      start: toQuarterPoint(startOfLocalDay(current)),
      end: toQuarterPoint(startOfLocalDay(next)),
    });
    current = next;
  }
  return days;
}

/** The distinct quarter indexes at which prefix sums are needed to cut these days. */
export function splitsOf(days: readonly LocalDay[]): number[] {
  const splits = new Set<number>();
  for (const day of days) {
    splits.add(day.start.quarter);
    splits.add(day.end.quarter);
  }
  return [...splits].sort((a, b) => a - b);
}

export type DayCells = { total: number; heads: readonly number[] };

/**
 * The count between two quarter points, from per-UTC-day rows: whole days by their total, the first and
 * last day by differences of prefix sums. `splitIndex` maps a quarter to its position in `heads`.
 */
export function sumBetween({
  rows,
  splitIndex,
  start,
  end,
}: {
  rows: ReadonlyMap<number, DayCells>;
  splitIndex: ReadonlyMap<number, number>;
  start: QuarterPoint;
  end: QuarterPoint;
}): number {
  const headAt = (cells: DayCells, quarter: number): number => {
    if (quarter === 0) return 0;
    if (quarter === quartersPerDay) return cells.total;
    const index = splitIndex.get(quarter);
    if (index === undefined) throw new RangeError(`No prefix sum was read for quarter ${quarter}`);
    return cells.heads[index] ?? 0;
  };
  let sum = 0;
  for (let day = start.day; day <= end.day; day += 1) {
    const cells = rows.get(day);
    if (!cells) continue;
    const upper = day === end.day ? headAt(cells, end.quarter) : cells.total;
    const lower = day === start.day ? headAt(cells, start.quarter) : 0;
    sum += upper - lower;
  }
  return sum;
}
