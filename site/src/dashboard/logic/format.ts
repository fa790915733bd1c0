import { ANALYTICS_TIMEZONE, formatDollars, formatPercentage, formatRoi } from '@seniorguide/funnel';

// How the dashboard prints its figures: counts with thousands separators, percentages with one decimal,
// and calendar days that are already Eastern days, so they are never shifted by a zone.

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export { formatDollars, formatPercentage, formatRoi };

// A yyyy-MM-dd day read as UTC noon and printed in UTC: the same calendar day on every reader's machine.
function dayAsDate(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** '2025-03-09' → '2025-03-09 (Sun)': the dashboard's date format (ISO day), with the weekday beside it. */
export function formatDay(date: string): string {
  return `${date} (${weekdayFormat.format(dayAsDate(date))})`;
}

const axisDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** '2025-03-09' → 'Mar 9': a chart axis label (the full day is in the chart's readout and the table). */
export function formatShortDay(date: string): string {
  return axisDayFormat.format(dayAsDate(date));
}

/** 'Mar 5, 2025 – Mar 11, 2025', or one day when the range is a single day. */
export function formatDateRange({ startDate, endDate }: { startDate: string; endDate: string }): string {
  if (startDate === endDate) return shortDayFormat.format(dayAsDate(startDate));
  return `${shortDayFormat.format(dayAsDate(startDate))} – ${shortDayFormat.format(dayAsDate(endDate))}`;
}

/** Every figure on the page names the zone its days were cut in. */
export const timeZoneLabel = `US Eastern time (${ANALYTICS_TIMEZONE})`;

/** The zone as it appears in a file name: 'America-New_York'. */
export const timeZoneFileLabel = ANALYTICS_TIMEZONE.replaceAll('/', '-');

/** The caption each section carries: the days, the affiliate and the zone its figures were counted in. */
export function describeView({
  startDate,
  endDate,
  affiliateId,
}: {
  startDate: string;
  endDate: string;
  affiliateId: string | null;
}): string {
  const affiliate = affiliateId ? `Affiliate ${affiliateId}` : 'All affiliates';
  return `${formatDateRange({ startDate, endDate })} · ${affiliate} · ${timeZoneLabel}`;
}
