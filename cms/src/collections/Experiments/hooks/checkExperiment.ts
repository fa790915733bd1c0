import {
  checkExperimentDates,
  checkExperimentVariants,
  checkExperimentWinner,
  type ExperimentStatus,
  type ExperimentVariant,
} from '@seniorguide/funnel';
import type { ArmOverridesInput } from '@seniorguide/content';
import { APIError, type CollectionBeforeChangeHook } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { checkContentExperiment } from './checkContentExperiment.ts';

// Named explicitly: Payload's REST error formatter shows "An unknown error occurred." for an unnamed error.
class InvalidExperimentError extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true);
    this.name = 'InvalidExperimentError';
  }
}

type ExperimentData = {
  route?: string;
  kind?: string;
  landingVersion?: number | null;
  status?: ExperimentStatus;
  winner?: number | null;
  startsAt?: string;
  endsAt?: string | null;
  variants?: (ExperimentVariant & { overrides?: ArmOverridesInput | null })[];
};

/**
 * Every rule of an experiment, with its reason in the answer: the variants (checked here as well as on the field,
 * because Payload's REST answer names an invalid field without its message), a finished experiment's winner,
 * the dates, a content experiment's arms, and one running experiment per route.
 */
export const checkExperiment: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const experiment = { ...(originalDoc as ExperimentData | undefined), ...(data as ExperimentData) };
  const variants = (experiment.variants ?? []).map(({ version, weight }) => ({
    version: Number(version),
    weight: Number(weight),
  }));
  const problems = [
    ...checkExperimentVariants(variants),
    ...checkExperimentWinner({ status: experiment.status ?? 'running', winner: experiment.winner, variants }),
    ...(experiment.startsAt ? checkExperimentDates({ startsAt: experiment.startsAt, endsAt: experiment.endsAt }) : []),
    ...(experiment.kind === 'content'
      ? await checkContentExperiment({
          landingVersion: experiment.landingVersion,
          arms: experiment.variants ?? [],
          req,
        })
      : []),
  ];
  if (experiment.status === 'running' && experiment.route) {
    const others = await req.payload.find({
      collection: collectionSlugs.experiments,
      where: {
        and: [
          { route: { equals: experiment.route } },
          { status: { equals: 'running' } },
          ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      limit: 1,
      depth: 0,
      req,
    });
    if (others.docs.length > 0)
      problems.push(`Another experiment is already running on ${experiment.route}; pause or finish it first.`);
  }
  if (problems.length > 0) throw new InvalidExperimentError(problems.join(' '));
  return data;
};
