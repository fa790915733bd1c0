// GET /internal/landing-experiment: the experiment that decides `/`, for the site server's assignment (it
// reads this through its page memory, re-read on every publish). Experiments are public in the CMS too.
import { selectRouteExperiment, type LandingExperimentAnswer } from '@seniorguide/funnel';
import type { APIRoute } from 'astro';
import { getExperiments } from '../../render/cms.ts';
import { jsonResponse } from '../../render/json-response.ts';

export const GET: APIRoute = async () => {
  const experiment = selectRouteExperiment({ experiments: await getExperiments(), route: '/' });
  const body: LandingExperimentAnswer = {
    experiment: experiment && {
      id: experiment.id,
      status: experiment.status,
      kind: experiment.kind,
      landingVersion: experiment.landingVersion ?? null,
      variants: experiment.variants.map(({ version, weight }) => ({ version, weight })),
      winner: experiment.winner ?? null,
      startsAt: experiment.startsAt,
      endsAt: experiment.endsAt ?? null,
      since: experiment.since ?? null,
    },
  };
  return jsonResponse({ status: 200, body });
};
