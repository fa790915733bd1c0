import type { DailyRow } from './daily-rows.ts';
import type { TrendLine } from './trend-lines.ts';

// The daily trend's data for the chart (loaded with it): one point per Eastern day. A day is placed at noon UTC
// of its own date and the axis prints in UTC, so the reader's zone never moves a point to another day; a
// zoom on the chart is read back into the days it covers, which become the report's dates.

const dayMs = 24 * 60 * 60 * 1000;

/** '2025-03-09' → the moment 2025-03-09T12:00:00Z, where the chart places that day. */
export function dayTimestamp(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

/** A chart moment back to its yyyy-MM-dd day (the day whose noon UTC is nearest). */
export function dayOfTimestamp(timestamp: number): string {
  return new Date(Math.round((timestamp - dayMs / 2) / dayMs) * dayMs + dayMs / 2).toISOString().slice(0, 10);
}

/** One series per line, each point [day's moment, count]; the total row (no date) is left out. */
export function buildTrendSeries(days: readonly DailyRow[], lines: readonly TrendLine[]) {
  const dated = days.filter((day): day is DailyRow & { date: string } => day.date !== null);
  return lines.map((line) => ({
    name: line.name,
    data: dated.map((day): [number, number] => [dayTimestamp(day.date), day[line.key]]),
  }));
}

/**
 * The days a zoom covers, from the axis range the chart reports: every day whose point lies inside it, or
 * the day nearest its middle when the range falls between two points. Null when the chart reports no range
 * (a reset) or the days are unknown.
 */
export function rangeOfZoom({
  min,
  max,
  days,
}: {
  min: number | undefined;
  max: number | undefined;
  days: readonly DailyRow[];
}): { startDate: string; endDate: string } | null {
  if (min === undefined || max === undefined || !Number.isFinite(min) || !Number.isFinite(max)) return null;
  const dates = days.flatMap((day) => (day.date === null ? [] : [day.date]));
  if (dates.length === 0) return null;
  const [low, high] = min <= max ? [min, max] : [max, min];
  const inside = dates.filter((date) => dayTimestamp(date) >= low && dayTimestamp(date) <= high);
  if (inside.length > 0) return { startDate: inside[0] ?? '', endDate: inside.at(-1) ?? '' };
  const middle = (low + high) / 2;
  const distance = (date: string) => Math.abs(dayTimestamp(date) - middle);
  const nearest = dates.reduce((best, date) => (distance(date) < distance(best) ? date : best));
  return { startDate: nearest, endDate: nearest };
}
