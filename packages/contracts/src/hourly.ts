import { z } from 'zod';
import { analyticsQuerySchema } from './analytics.ts';
import { countSchema, isoDateSchema } from './fields.ts';

// GET /api/analytics/hourly: a range of one or two local days, hour by hour, counted like the daily figures.

/** The longest range the hourly figures cover, in local days. */
export const maxHourlyRangeDays = 2;

const dayMs = 24 * 60 * 60 * 1000;

/** The reports' query (analytics.ts), over one or two days. */
export const hourlyAnalyticsQuerySchema = analyticsQuerySchema.superRefine((query, ctx) => {
  const start = isoDateSchema.safeParse(query.startDate);
  const end = isoDateSchema.safeParse(query.endDate);
  if (!start.success || !end.success) return;
  if (Date.parse(end.data) - Date.parse(start.data) >= maxHourlyRangeDays * dayMs)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `Hourly figures cover at most ${maxHourlyRangeDays} days; use the daily figures for longer ranges.`,
    });
});

export type HourlyAnalyticsQuery = z.infer<typeof hourlyAnalyticsQuerySchema>;

export const hourlyAnalyticsRowSchema = z.object({
  /** The hour's first instant (UTC, ISO). */
  start: z.iso.datetime(),
  /** The local day and hour it starts at, and the zone's abbreviation then (two 01:00 hours on a fall-back day). */
  date: isoDateSchema,
  hour: z.string().regex(/^\d{2}:\d{2}$/),
  zone: z.string(),
  page_visits: countSchema,
  total_emails: countSchema,
  personal_info_complete: countSchema,
  offer_selections: countSchema,
  ebook_downloads: countSchema,
});

export type HourlyAnalyticsRow = z.infer<typeof hourlyAnalyticsRowSchema>;

/** One row per local hour of the range, in order, hours without traffic included (23 or 25 on a DST day). */
export const getHourlyAnalyticsResponseSchema = z.object({
  timezone: z.string(),
  hours: z.array(hourlyAnalyticsRowSchema),
});
