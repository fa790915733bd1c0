import { dayMs, quarterMs, quartersPerDay } from '../counting/counter-increments.ts';
import { instantOfLocalTime, offsetLookupFor } from './zone-offsets.ts';

// Local calendar days of an IANA zone as UTC instants, cut to the counters' quarter-hour grid.

export type QuarterPoint = { day: number; quarter: number };

export type LocalDay = { date: string; start: QuarterPoint; end: QuarterPoint };

/** A UTC instant as (UTC day, quarter-hour). Current offsets are whole quarter-hours; older LMT offsets round down. */
export function toQuarterPoint(epochMs: number): QuarterPoint {
  const aligned = Math.floor(epochMs / quarterMs) * quarterMs;
  const day = Math.floor(aligned / dayMs);
  return { day, quarter: Math.round((aligned - day * dayMs) / quarterMs) };
}

/** The UTC instant a quarter point starts at: toQuarterPoint's inverse on the grid. */
export const instantOf = (point: QuarterPoint): number => point.day * dayMs + point.quarter * quarterMs;

/** An instant's local date (yyyy-MM-dd), time (HH:mm) and zone abbreviation. */
export type LocalMoment = { date: string; time: string; zone: string };

/** The local moments of instants in an IANA zone. */
export function localMomentOf(timeZone: string): (at: number) => LocalMoment {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      time: `${parts.hour}:${parts.minute}`,
      zone: parts.timeZoneName ?? timeZone,
    };
  };
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnightOf(date: string): number {
  const match = isoDatePattern.exec(date);
  if (!match) throw new RangeError(`Invalid date ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * Every local day from startDate to endDate (inclusive), with its UTC start and end: local midnight, or the
 * first instant of the day when midnight falls in a DST gap.
 */
export function localDaysOf({
  startDate,
  endDate,
  timeZone,
}: {
  startDate: string;
  endDate: string;
  timeZone: string;
}): LocalDay[] {
  const firstMidnight = utcMidnightOf(startDate);
  const lastMidnight = utcMidnightOf(endDate);
  if (lastMidnight < firstMidnight) throw new RangeError('The end date is before the start date');
  // Offsets lie within ±15 h, so two days of margin cover every local midnight of the range.
  const offsetAt = offsetLookupFor({ timeZone, fromMs: firstMidnight - 2 * dayMs, toMs: lastMidnight + 3 * dayMs });
  const days: LocalDay[] = [];
  let start = toQuarterPoint(instantOfLocalTime(firstMidnight, offsetAt));
  for (let midnight = firstMidnight; midnight <= lastMidnight; midnight += dayMs) {
    const end = toQuarterPoint(instantOfLocalTime(midnight + dayMs, offsetAt));
    days.push({ date: new Date(midnight).toISOString().slice(0, 10), start, end });
    start = end;
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
