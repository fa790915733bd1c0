import { z } from 'zod';
import { checkAnalyticsRange } from './analytics.ts';
import { moneyFiguresSchema } from './entities.ts';
import { countSchema, isoDateSchema, timeZoneSchema, trackingValueSchema } from './fields.ts';

// GET /api/analytics/dimensions: the funnel cut by one tracking dimension, one row per value.

export const reportDimensions = [
  'affiliate',
  'sub_id',
  's1',
  's2',
  's3',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'landing_version',
  'device',
  // Added later: a pending dimension row keeps its values in this order, so new dimensions go last.
  's4',
  's5',
  'click_source',
  'referrer_domain',
] as const;

export type ReportDimension = (typeof reportDimensions)[number];

/**
 * Drill-down paths counted as pairs (parent → child). Drilling from an affiliate into any dimension needs no
 * pair: every dimension is also counted per affiliate.
 */
export const reportDrillPairs = [
  ['sub_id', 's1'],
  ['utm_campaign', 'utm_content'],
] as const satisfies readonly (readonly [ReportDimension, ReportDimension])[];

/** The row of traffic that came without a value for the dimension. */
export const noValueLabel = '(none)';

/** The row that folds every value below the top ones. */
export const otherValuesLabel = 'Other';

/** How many values a report lists before folding the rest into "Other". */
export const reportTopValues = 25;

const dimensionSchema = z.enum(reportDimensions, { error: `The dimension is one of ${reportDimensions.join(', ')}.` });

const filterShape = Object.fromEntries(reportDimensions.map((dimension) => [dimension, trackingValueSchema])) as Record<
  ReportDimension,
  typeof trackingValueSchema
>;

/** The filters a report can combine: an affiliate, plus the parent of a counted pair or the dimension itself. */
export function unsupportedFilters(
  dimension: ReportDimension,
  filters: Partial<Record<ReportDimension, string | null>>,
): ReportDimension[] {
  const others = reportDimensions.filter((name) => name !== 'affiliate' && filters[name] != null);
  if (others.length === 0) return [];
  if (others.length > 1) return others;
  const [filter] = others;
  const paired = reportDrillPairs.some(([parent, child]) => parent === filter && child === dimension);
  return filter === dimension || paired ? [] : others;
}

/** `?dimension&startDate&endDate&timezone[&compare=1][&<dimension>=value…]` */
export const dimensionReportQuerySchema = z
  .object({
    dimension: dimensionSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    timezone: timeZoneSchema,
    /** '1': add the figures of the period of equal length just before. */
    compare: z
      .enum(['0', '1'], { error: 'compare is 0 or 1.' })
      .optional()
      .transform((value) => value === '1'),
    ...filterShape,
  })
  .superRefine((query, ctx) => {
    checkAnalyticsRange(query, ctx);
    if (!dimensionSchema.safeParse(query.dimension).success) return;
    const unsupported = unsupportedFilters(query.dimension, query);
    if (unsupported.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [unsupported[0] ?? 'dimension'],
        message: `Reports combine an affiliate with one filter on the same dimension or on a drill-down parent (${reportDrillPairs
          .map((pair) => pair.join(' → '))
          .join(', ')}).`,
      });
    }
  });

export type DimensionReportQuery = z.infer<typeof dimensionReportQuerySchema>;

const rateSchema = z.number().nonnegative().nullable();

export const dimensionFiguresSchema = z.object({
  impressions: countSchema,
  emails: countSchema,
  continuedToOffers: countSchema,
  offersAccepted: countSchema,
  reachedThankYou: countSchema,
  downloads: countSchema,
  /** Rates as fractions (0.25 = 25%); null when the base is 0. */
  rates: z.object({
    perImpression: z.object({
      emails: rateSchema,
      continuedToOffers: rateSchema,
      offersAccepted: rateSchema,
      reachedThankYou: rateSchema,
      downloads: rateSchema,
    }),
    perEmail: z.object({
      continuedToOffers: rateSchema,
      offersAccepted: rateSchema,
      reachedThankYou: rateSchema,
      downloads: rateSchema,
    }),
  }),
  /** The row's revenue, payout, profit, ROI, EPC (per impression) and revenue per signup. */
  money: moneyFiguresSchema.optional(),
});

export type DimensionFigures = z.infer<typeof dimensionFiguresSchema>;

export const dimensionRowSchema = z.object({
  value: z.string(),
  /** The folded row: every value below the top ones. */
  other: z.boolean(),
  figures: dimensionFiguresSchema,
  previous: dimensionFiguresSchema.nullable(),
});

export type DimensionRow = z.infer<typeof dimensionRowSchema>;

export const dimensionReportSchema = z.object({
  dimension: dimensionSchema,
  timezone: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** The period compared against, when asked. */
  previousPeriod: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }).nullable(),
  rows: z.array(dimensionRowSchema),
  total: dimensionRowSchema.omit({ value: true, other: true }),
});

export type DimensionReport = z.infer<typeof dimensionReportSchema>;
