import { dayMs } from '../counting/counter-increments.ts';
import { localDaysOf, type QuarterPoint } from './zone-days.ts';

// A report's period as quarter points, and the period of equal length just before it (compare-to-previous).

export type ReportPeriod = { startDate: string; endDate: string; start: QuarterPoint; end: QuarterPoint };

const isoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const epochOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function periodOf({
  startDate,
  endDate,
  timezone,
}: {
  startDate: string;
  endDate: string;
  timezone: string;
}): ReportPeriod {
  // Only the period's two ends matter: where its first local day starts and its last one ends.
  const [first] = localDaysOf({ startDate, endDate: startDate, timeZone: timezone });
  const [last] = localDaysOf({ startDate: endDate, endDate, timeZone: timezone });
  if (!first || !last) throw new RangeError('A report period has at least one day');
  return { startDate, endDate, start: first.start, end: last.end };
}

/** The same number of calendar days, ending the day before the period starts. */
export function previousPeriodOf({
  startDate,
  endDate,
  timezone,
}: {
  startDate: string;
  endDate: string;
  timezone: string;
}): ReportPeriod {
  const length = Math.round((epochOf(endDate) - epochOf(startDate)) / dayMs) + 1;
  const previousEnd = isoDate(epochOf(startDate) - dayMs);
  const previousStart = isoDate(epochOf(startDate) - length * dayMs);
  return periodOf({ startDate: previousStart, endDate: previousEnd, timezone });
}
