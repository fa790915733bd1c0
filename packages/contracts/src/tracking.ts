import { z } from 'zod';
import { campaignParamsSchema, errorRecordSchema, trackingContextSchema } from './entities.ts';
import { experimentMarkSchema } from './experiments.ts';
import { landingVersionSchema, successResponseSchema } from './fields.ts';

// Page visits, downloads and browser error reports, as the pages send them.

// PUT /api/waitlist/:id/download
export const trackDownloadResponseSchema = successResponseSchema;

// POST /api/track-anonymous-download: a download with no known entry
export const trackAnonymousDownloadBodySchema = z.object({
  ...trackingContextSchema.shape,
  waitlistId: z.null({ error: 'An anonymous download has no waitlistId.' }).optional(),
});
export const trackAnonymousDownloadResponseSchema = successResponseSchema;

// POST /api/track-visit. Beyond the spec's fields: the landing version and the campaign parameters,
// because the dashboard breaks impressions down by version.
export const trackVisitBodySchema = z.object({
  /** The path visited ('/', '/v2'). */
  page: z.string().trim().min(1, { error: 'The page is required.' }).max(2000),
  /** document.referrer; '' when there is none. */
  referrer: z
    .string()
    .max(2000)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
  version: landingVersionSchema.optional(),
  /**
   * Sent by pages of before: still accepted (so they do not fail), never believed. A visit counts in a landing
   * experiment only by the site's signed assignment cookie (tracker/src/experiments/experiment-touch.ts).
   */
  experiment: experimentMarkSchema.optional(),
  ...trackingContextSchema.shape,
  ...campaignParamsSchema.shape,
});
export const trackVisitResponseSchema = successResponseSchema;

// POST /api/log-error: failures are ignored by the browser, so the answer carries nothing
export const logErrorBodySchema = errorRecordSchema;
export const logErrorResponseSchema = successResponseSchema;

// GET /api/health: the process is up
export const healthResponseSchema = z.object({ status: z.literal('ok') });

// GET /api/ready: the process can reach its store (503 `service_unavailable` otherwise)
export const readyResponseSchema = z.object({ status: z.literal('ready') });
