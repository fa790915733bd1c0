import { maxHourlyRangeDays } from '@seniorguide/contracts';
import type { DateRange } from '@seniorguide/funnel';

// Whether a view's range is short enough for hour-by-hour figures (one or two local days).

const dayMs = 24 * 60 * 60 * 1000;

export function isHourlyRange({ startDate, endDate }: Pick<DateRange, 'startDate' | 'endDate'>): boolean {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / dayMs + 1;
  return days >= 1 && days <= maxHourlyRangeDays;
}
