import { EXPERIMENT_STATUSES } from '@seniorguide/funnel';
import type { Experiment } from '@seniorguide/cms/types';
import { z } from 'zod';
import { arrayRowId, documentMeta, text } from './common.ts';

// Experiments (A/B tests of the landing versions) as the CMS answers them over REST.

export const experimentSchema = z.object({
  ...documentMeta,
  name: text,
  route: z.literal('/'),
  variants: z.array(z.object({ id: arrayRowId, version: z.number(), weight: z.number() })),
  startsAt: text,
  endsAt: z.string().nullish(),
  status: z.enum(EXPERIMENT_STATUSES),
  winner: z.number().nullish(),
  since: z.string().nullish(),
}) satisfies z.ZodType<Experiment>;

export const experimentListSchema = z.object({ docs: z.array(experimentSchema) });

export type CmsExperiment = z.infer<typeof experimentSchema>;
