import { analyticsQuerySchema, isoDateSchema, trackingValueSchema, type AnalyticsQuery } from '@seniorguide/contracts';
import { ANALYTICS_TIMEZONE, getPresetDateRange, type DateRange } from '@seniorguide/funnel';

// The dashboard's filters and their place in the URL (`?startDate&endDate&affiliateId`), so a view can be
// shared and survives a reload. The time zone is the operator's own (their CMS user's), never in the URL: a
// shared link shows the same calendar days, each cut in the reader's zone.

export type ReportFilters = DateRange & {
  /** One affiliate, or null for all affiliates. */
  affiliateId: string | null;
  /** The operator's IANA zone; absent means US Eastern, the product's reporting zone. */
  timeZone?: string;
};

/** The zone a view's days, hours and times are in. */
export function zoneOf(filters: { timeZone?: string | undefined }): string {
  return filters.timeZone ?? ANALYTICS_TIMEZONE;
}

const withZone = (timeZone: string | undefined) => (timeZone ? { timeZone } : {});

export const filterParamNames = { startDate: 'startDate', endDate: 'endDate', affiliateId: 'affiliateId' } as const;

/** What the dashboard shows without a shared view: the last 7 days of the operator's calendar, all affiliates. */
export function getDefaultReportFilters({ now, timeZone }: { now: Date; timeZone?: string }): ReportFilters {
  return {
    ...getPresetDateRange({ preset: 'last7Days', now, timeZone: zoneOf({ timeZone }) }),
    affiliateId: null,
    ...withZone(timeZone),
  };
}

/**
 * The filters of a URL query. A valid pair of dates is kept as it is; a missing, malformed or reversed
 * pair falls back to the default range as a whole, so a half-broken link never mixes two views.
 */
export function readReportFilters({
  search,
  now,
  timeZone,
}: {
  search: string;
  now: Date;
  timeZone?: string;
}): ReportFilters {
  const params = new URLSearchParams(search);
  const defaults = getDefaultReportFilters({ now, ...withZone(timeZone) });
  const affiliate = trackingValueSchema.safeParse(params.get(filterParamNames.affiliateId));
  const affiliateId = affiliate.success ? affiliate.data : null;
  const startDate = params.get(filterParamNames.startDate);
  const endDate = params.get(filterParamNames.endDate);
  const dates = { startDate: startDate ?? '', endDate: endDate ?? '' };
  const isValidRange = checkReportFilters({ ...dates, affiliateId }).ok;
  return isValidRange ? { ...dates, affiliateId, ...withZone(timeZone) } : { ...defaults, affiliateId };
}

/** The URL query of the filters, in a fixed order; the affiliate is left out when it is "all". */
export function writeReportFilters(filters: ReportFilters): string {
  const params = new URLSearchParams();
  params.set(filterParamNames.startDate, filters.startDate);
  params.set(filterParamNames.endDate, filters.endDate);
  if (filters.affiliateId) params.set(filterParamNames.affiliateId, filters.affiliateId);
  return `?${params.toString()}`;
}

export function isSameReportFilters(a: ReportFilters, b: ReportFilters): boolean {
  return (
    a.startDate === b.startDate && a.endDate === b.endDate && a.affiliateId === b.affiliateId && zoneOf(a) === zoneOf(b)
  );
}

export type FilterCheck =
  | { ok: true; query: AnalyticsQuery }
  | { ok: false; field: 'startDate' | 'endDate'; message: string };

/** Checks filters with the API's own query contract, so the page refuses exactly what the tracker would. */
export function checkReportFilters(filters: ReportFilters): FilterCheck {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isoDateSchema.safeParse(filters[field]).success) {
      return { ok: false, field, message: 'Choose a date (yyyy-MM-dd).' };
    }
  }
  const parsed = analyticsQuerySchema.safeParse(toAnalyticsQueryInput(filters));
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'startDate' ? 'startDate' : 'endDate';
  return { ok: false, field, message: issue?.message ?? 'Check the dates.' };
}

/** The analytics call's query for the filters (the affiliate left out for "all"). */
export function toAnalyticsQueryInput(filters: ReportFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    timezone: zoneOf(filters),
    ...(filters.affiliateId ? { affiliateId: filters.affiliateId } : {}),
  };
}
