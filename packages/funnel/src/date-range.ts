import { ANALYTICS_TIMEZONE } from './constants.ts';

// The dashboard's quick ranges: Yesterday, Today, Last 7 Days, as calendar days in US
// Eastern time, whatever the operator's own zone. Dates are `yyyy-MM-dd` strings.

export type DateRange = { startDate: string; endDate: string };

export const DATE_RANGE_PRESETS = ['yesterday', 'today', 'last7Days'] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The calendar day `now` falls on in `timeZone`. */
export function getCalendarDate({ now, timeZone = ANALYTICS_TIMEZONE }: { now: Date; timeZone?: string }): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Moves a calendar day by whole days ('2025-03-01', -1 → '2025-02-28'); days have no zone or DST. */
export function addDays({ date, days }: { date: string; days: number }): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function getPresetDateRange({
  preset,
  now,
  timeZone = ANALYTICS_TIMEZONE,
}: {
  preset: DateRangePreset;
  now: Date;
  timeZone?: string;
}): DateRange {
  const today = getCalendarDate({ now, timeZone });
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays({ date: today, days: -1 });
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return { startDate: addDays({ date: today, days: -6 }), endDate: today };
  }
}
