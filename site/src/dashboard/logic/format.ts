import { ANALYTICS_TIMEZONE, formatDollars, formatPercentage, formatRoi } from '@seniorguide/funnel';

// How the dashboard prints its figures: counts with thousands separators, percentages with one decimal,
// and days as yyyy-MM-dd (the product's date format): a day of a report is already an Eastern day, printed as
// it is, and a moment is printed as its Eastern day and time.

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export { formatDollars, formatPercentage, formatRoi };

/** 'yyyy-MM-dd – yyyy-MM-dd' (the product's date format), or one day when the range is a single day. */
export function formatDateRange({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return startDate === endDate ? startDate : `${startDate} – ${endDate}`;
}

// Swedish writes a moment as 'yyyy-MM-dd HH:mm:ss', the product's date format with a 24-hour clock. One
// formatter per zone and precision, made on first use.
const momentFormats = new Map<string, Intl.DateTimeFormat>();
function momentFormat(timeZone: string, seconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${seconds}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      dateStyle: 'short',
      timeStyle: seconds ? 'medium' : 'short',
    });
    momentFormats.set(key, format);
  }
  return format;
}

/** A moment as its day and time in the operator's zone, 'yyyy-MM-dd HH:mm' (with ':ss' when asked), whatever the browser's zone. */
export function formatMoment(
  iso: string,
  { seconds = false, timeZone = ANALYTICS_TIMEZONE }: { seconds?: boolean; timeZone?: string } = {},
): string {
  return momentFormat(timeZone, seconds).format(new Date(iso));
}

/** A moment as its Eastern day and time (the product's reporting zone). */
export function formatEasternMoment(iso: string, { seconds = false }: { seconds?: boolean } = {}): string {
  return formatMoment(iso, { seconds });
}

// A yyyy-MM-dd day read as UTC noon and printed in UTC: the same calendar day on every reader's machine.
const axisDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** '2025-03-09' → 'Mar 9' (still read by the hourly table; every other date on the dashboard is yyyy-MM-dd). */
export function formatShortDay(date: string): string {
  return axisDayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** Every figure on the page names the zone its days were cut in. */
export function zoneLabel(timeZone: string): string {
  return timeZone === ANALYTICS_TIMEZONE ? `US Eastern time (${ANALYTICS_TIMEZONE})` : `${timeZone} time`;
}

/** The zone as it appears in a file name: 'America-New_York'. */
export function zoneFileLabel(timeZone: string): string {
  return timeZone.replaceAll('/', '-');
}

export const timeZoneLabel = zoneLabel(ANALYTICS_TIMEZONE);

export const timeZoneFileLabel = zoneFileLabel(ANALYTICS_TIMEZONE);

/** The caption each section carries: the days, the affiliate and the zone its figures were counted in. */
export function describeView({
  startDate,
  endDate,
  affiliateId,
  timeZone = ANALYTICS_TIMEZONE,
}: {
  startDate: string;
  endDate: string;
  affiliateId: string | null;
  timeZone?: string;
}): string {
  const affiliate = affiliateId ? `Affiliate ${affiliateId}` : 'All affiliates';
  return `${formatDateRange({ startDate, endDate })} · ${affiliate} · ${zoneLabel(timeZone)}`;
}
