import { z } from 'zod';
import { countSchema, landingVersionSchema, timestampSchema } from './fields.ts';

// Landing experiments: the experiment a visit on `/` was assigned in, carried with the visit and the
// signup, and the operator's results per variant, overall and per affiliate.

/** A CMS document id (a UUID on SQLite, an ObjectId on MongoDB): letters, digits and '-'. */
export const experimentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'An experiment id has 1–64 letters, digits or -.' });

/**
 * The experiment mark pages of before sent with a visit and a signup. Its shape is still checked, so a malformed
 * one is a 400 as before, but nothing counts by it: the tracker reads the experiment, the version served and the
 * "since" point from the site's signed assignment cookie (`@seniorguide/node-http`, landing-assignment-cookie.ts).
 */
export const experimentMarkSchema = z.object({
  id: experimentIdSchema,
  version: landingVersionSchema,
  since: timestampSchema,
});

export type ExperimentMark = z.infer<typeof experimentMarkSchema>;

const shareSchema = z.number().min(0).max(1);

/** What an experiment is judged on: its primary metric, and the guardrails a winner may not harm. */
export const experimentMetrics = ['signup-rate', 'offers-per-visitor', 'revenue-per-visitor'] as const;
export const experimentMetricSchema = z.enum(experimentMetrics);
export type ExperimentMetricName = z.infer<typeof experimentMetricSchema>;

export const experimentSummarySchema = z.object({
  id: experimentIdSchema,
  name: z.string(),
  route: z.string(),
  status: z.enum(['running', 'paused', 'finished']),
  winner: landingVersionSchema.nullable(),
  variants: z.array(z.object({ version: landingVersionSchema, weight: z.number().positive() })),
  /** A content experiment's variants are arms (numbered in `version`) of its one `landingVersion`. */
  kind: z.enum(['versions', 'content']).optional(),
  landingVersion: landingVersionSchema.nullish(),
  startsAt: z.string(),
  /** The latest "since" point: the start, or the last change of the split or of a variant's content. */
  since: z.string(),
  /** The metric the verdict is on (signup rate unless the marketer chose another). */
  metric: experimentMetricSchema.optional(),
  guardrails: z.array(experimentMetricSchema).optional(),
});

export type ExperimentSummary = z.infer<typeof experimentSummarySchema>;

// GET /api/analytics/experiments: every experiment, newest first
export const listExperimentsResponseSchema = z.array(experimentSummarySchema);

// GET /api/analytics/experiments/:id[?since=]
export const experimentResultsParamsSchema = z.object({ id: experimentIdSchema });
export const experimentResultsQuerySchema = z.object({
  /** One of the experiment's "since" points; the latest when absent. */
  since: timestampSchema.optional(),
});

export const experimentArmSchema = z.object({
  version: landingVersionSchema,
  weight: z.number().positive(),
  visitors: countSchema,
  signups: countSchema,
  /** Posterior mean of the conversion rate (0–1). */
  conversion: shareSchema,
  /** The 95% credible interval of the conversion rate. */
  interval: z.object({ low: shareSchema, high: shareSchema }),
  probabilityBest: shareSchema,
  /** Expected loss in conversion-rate units (0.001 is 0.1 percentage point); on another metric, a share of it. */
  expectedLoss: z.number().nonnegative(),
  /** Accepted offers (each once per visitor), visitors who accepted any, and visitors who earned anything. */
  accepts: countSchema.optional(),
  accepters: countSchema.optional(),
  payers: countSchema.optional(),
  /** The verdict's metric for this arm on its own scale (a rate, offers or cents per visitor), with its 95% interval. */
  primary: z
    .object({ estimate: z.number().nonnegative(), low: z.number().nonnegative(), high: z.number().nonnegative() })
    .optional(),
});

export const experimentVerdictSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('winner'), version: landingVersionSchema }),
  z.object({
    kind: z.literal('keep-going'),
    reason: z.enum(['minimum-sample', 'not-certain']),
    moreVisitors: countSchema,
  }),
  /** The leader on the primary metric is worse than another variant on a guardrail. */
  z.object({
    kind: z.literal('blocked'),
    version: landingVersionSchema,
    guardrail: experimentMetricSchema,
    against: landingVersionSchema,
    probabilityWorse: shareSchema,
  }),
]);

export const experimentAudienceSchema = z.object({
  /** null: every affiliate together. */
  affiliateId: z.string().nullable(),
  arms: z.array(experimentArmSchema),
  sampleRatio: z.object({ statistic: z.number().nonnegative(), pValue: shareSchema, isMismatch: z.boolean() }),
  verdict: experimentVerdictSchema,
});

export type ExperimentAudience = z.infer<typeof experimentAudienceSchema>;

export const getExperimentResultsResponseSchema = z.object({
  experiment: experimentSummarySchema,
  /** The "since" point these figures count from. */
  since: z.string(),
  isLatestSince: z.boolean(),
  /** Every "since" point with counts, newest first (the latest is listed even before its first visitor). */
  sincePoints: z.array(z.string()),
  /** The decision rule in words, as applied. */
  rule: z.string(),
  /** The statistics and their prior in words. */
  method: z.string(),
  overall: experimentAudienceSchema,
  affiliates: z.array(experimentAudienceSchema),
});

export type ExperimentResults = z.infer<typeof getExperimentResultsResponseSchema>;
