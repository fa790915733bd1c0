import { z } from 'zod';
import { EXPERIMENT_KINDS, EXPERIMENT_STATUSES } from './experiment-config.ts';

// What the site's page renderer tells its server about the experiment on `/` (GET /internal/landing-experiment):
// the server parses it with this schema before it assigns a visitor.

export const servedExperimentSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(EXPERIMENT_STATUSES),
  /** A content experiment's variants are arms (1–3) of `landingVersion`, each its own cached page. */
  kind: z.enum(EXPERIMENT_KINDS).default('versions'),
  landingVersion: z.number().int().min(1).max(3).nullish(),
  variants: z.array(z.object({ version: z.number().int().min(1).max(3), weight: z.number().positive() })).min(1),
  winner: z.number().int().min(1).max(3).nullish(),
  startsAt: z.string(),
  endsAt: z.string().nullish(),
  /** The latest "since" point; the visit's mark carries it so the results count from it. */
  since: z.string().nullish(),
});

export const landingExperimentAnswerSchema = z.object({ experiment: servedExperimentSchema.nullable() });

// The shape before parsing: an experiment from before kinds existed has none and is one of landing versions.
export type LandingExperimentAnswer = z.input<typeof landingExperimentAnswerSchema>;
