import { z } from 'zod';
import { isoDateSchema } from './fields.ts';

// GET /api/analytics/annotations: what changed over a report's range, for the trend chart's marks: each publish
// of content visitors see, each experiment start, pause and winner, each postback outage. Read from the CMS's
// own records and the postback attempts, never from the event log.

export const chartAnnotationKinds = [
  'publish',
  'experiment_start',
  'experiment_pause',
  'experiment_winner',
  'postback_outage',
] as const;

export const chartAnnotationKindSchema = z.enum(chartAnnotationKinds);

export type ChartAnnotationKind = z.infer<typeof chartAnnotationKindSchema>;

export const chartAnnotationSchema = z.object({
  kind: chartAnnotationKindSchema,
  /** The moment it happened (UTC, ISO). */
  at: z.iso.datetime(),
  /** The local day and time of that moment in the query's zone. */
  date: isoDateSchema,
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** One line naming what changed ("Published: Offer Medicare Plans"). */
  title: z.string(),
  /** Where the operator sees what it was: the CMS admin page of the document, experiment or postback settings. */
  link: z.url(),
});

export type ChartAnnotation = z.infer<typeof chartAnnotationSchema>;

/** Oldest first; the sources the tracker could not read are named, so a missing mark is never silent. */
export const getChartAnnotationsResponseSchema = z.object({
  timezone: z.string(),
  annotations: z.array(chartAnnotationSchema),
  unavailable: z.array(z.enum(['cms', 'postbacks'])),
});

export type GetChartAnnotationsResponse = z.infer<typeof getChartAnnotationsResponseSchema>;
