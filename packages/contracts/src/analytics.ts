import { z } from 'zod';
import {
  affiliateListItemSchema,
  dailyAnalyticsRowSchema,
  funnelAnalyticsSchema,
  moneyFiguresSchema,
} from './entities.ts';
import {
  countSchema,
  isoDateSchema,
  landingVersionSchema,
  offerIdSchema,
  timeZoneSchema,
  trackingValueSchema,
} from './fields.ts';

// The operator dashboard's reports (funnel, daily figures, errors), plus the version and offer breakdowns it shows.

/** A report covers at most this many years, so one request cannot sum an unbounded number of buckets. */
export const maxAnalyticsRangeYears = 3;

// yyyy-MM-dd strings compare in calendar order, and adding years keeps the format (a 02-29 start maps to
// a 02-29 that sorts just after 02-28, which is what "three years later" means).
function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  return `${String(year).padStart(4, '0')}${date.slice(4)}`;
}

/** The checks every report's range passes: in order, and at most maxAnalyticsRangeYears long. */
export function checkAnalyticsRange(query: { startDate: unknown; endDate: unknown }, ctx: z.RefinementCtx): void {
  // zod still runs this after a field failed; comparing a malformed date would add a misleading issue.
  const start = isoDateSchema.safeParse(query.startDate);
  const end = isoDateSchema.safeParse(query.endDate);
  if (!start.success || !end.success) return;
  if (start.data > end.data) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date.' });
    return;
  }
  if (end.data >= addYears(start.data, maxAnalyticsRangeYears)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `The date range can span at most ${maxAnalyticsRangeYears} years.`,
    });
  }
}

/** `?startDate&endDate&timezone[&affiliateId]`, shared by every report. */
export const analyticsQuerySchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    timezone: timeZoneSchema,
    /** One affiliate, or every affiliate when absent or ''. */
    affiliateId: trackingValueSchema,
  })
  .superRefine(checkAnalyticsRange);

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

// GET /api/analytics/funnel
export const getFunnelAnalyticsResponseSchema = funnelAnalyticsSchema;

// GET /api/analytics/daily: one row per day of the range, in order, days without traffic included
export const getDailyAnalyticsResponseSchema = z.array(dailyAnalyticsRowSchema);

// GET /api/analytics/affiliates
export const getAffiliatesResponseSchema = z.array(affiliateListItemSchema);

export const versionAnalyticsRowSchema = z.object({
  version: landingVersionSchema,
  impressions: countSchema,
  emails: countSchema,
  continuedToOffers: countSchema,
  offersAccepted: countSchema,
  reachedThankYou: countSchema,
  downloads: countSchema,
  money: moneyFiguresSchema.optional(),
});

export type VersionAnalyticsRow = z.infer<typeof versionAnalyticsRowSchema>;

// GET /api/analytics/versions
export const getVersionAnalyticsResponseSchema = z.array(versionAnalyticsRowSchema);

export const offerAnalyticsRowSchema = z.object({
  offerId: offerIdSchema,
  name: z.string(),
  /** 1-based position in the sequential flow; null for offers outside it (list variant only). */
  position: z.number().int().positive().nullable(),
  accepted: countSchema,
  declined: countSchema,
  /** What this offer at this position earned and cost; EPC is per time it was shown (accepted or declined). */
  money: moneyFiguresSchema.optional(),
});

export type OfferAnalyticsRow = z.infer<typeof offerAnalyticsRowSchema>;

// GET /api/analytics/offers
export const getOfferAnalyticsResponseSchema = z.array(offerAnalyticsRowSchema);
