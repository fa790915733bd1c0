// The landing version as a content experiment's arm shows it. The page memory renders each arm of the running
// (or paused or finished) content experiment on `/` as its own page, asking Astro for `/v2?arm=2`; only those
// render requests reach Astro with a query on a landing route (visitors are answered from memory, whose key
// never holds their query), so `arm` here is always one the site's server chose.
import { applyContentOverrides, type LandingVariant } from '@seniorguide/content';
import { selectRouteExperiment } from '@seniorguide/funnel';
import { getExperiments } from './cms.ts';

/** `variant` with the overrides of arm `arm` of the content experiment on its version; as it is otherwise. */
export async function applyLandingArm(variant: LandingVariant, arm: string | null): Promise<LandingVariant> {
  if (!arm) return variant;
  const experiment = selectRouteExperiment({ experiments: await getExperiments(), route: '/' });
  if (experiment?.kind !== 'content' || experiment.landingVersion !== variant.version) return variant;
  const overrides = experiment.variants.find(({ version }) => String(version) === arm)?.overrides;
  return overrides ? applyContentOverrides(variant, overrides) : variant;
}
