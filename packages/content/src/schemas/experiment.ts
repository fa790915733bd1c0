import { EXPERIMENT_KINDS, EXPERIMENT_METRICS, EXPERIMENT_STATUSES } from '@seniorguide/funnel';
import { z } from 'zod';
import { arrayRowId, documentMeta, text } from './common.ts';
import { contentOverridesSchema } from './content-overrides.ts';

// Experiments (A/B tests of the landing versions, or of one landing version's content) as the CMS answers them over REST to the site: without their
// names, which only staff and the tracker read; the CMS checks this against Payload's generated type
// (cms/src/content-compatibility.ts).

export const experimentSchema = z.object({
  ...documentMeta,
  route: z.literal('/'),
  /** Older documents are landing-version experiments. */
  kind: z.enum(EXPERIMENT_KINDS).default('versions'),
  /** A content experiment's landing version; its variants are arms numbered 1–3 in `version`. */
  landingVersion: z.number().nullish(),
  variants: z.array(
    z.object({
      id: arrayRowId,
      version: z.number(),
      weight: z.number(),
      /** Only a content experiment's arms have overrides. */
      overrides: contentOverridesSchema.optional(),
    }),
  ),
  startsAt: text,
  endsAt: z.string().nullish(),
  status: z.enum(EXPERIMENT_STATUSES),
  winner: z.number().nullish(),
  since: z.string().nullish(),
  /** What the verdict is on and the guardrails (the tracker's results read them); older documents have neither. */
  primaryMetric: z.enum(EXPERIMENT_METRICS).default('signup-rate'),
  guardrails: z.array(z.enum(EXPERIMENT_METRICS)).nullish(),
  /** The smallest lift worth finding (%), for the admin's count of visitors needed only. */
  minimumDetectableEffect: z.number().nullish(),
});

export const experimentListSchema = z.object({ docs: z.array(experimentSchema) });

export type CmsExperiment = z.infer<typeof experimentSchema>;
