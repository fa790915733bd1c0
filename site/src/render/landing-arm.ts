// The landing version as a content experiment's arm shows it. The page memory renders each arm of the running
// (or paused or finished) content experiment on `/` as its own page, asking Astro for `/v2?arm=2`; only those
// render requests reach Astro with a query on a landing route (visitors are answered from memory, whose key
// never holds their query), so `arm` is then always one the site's server chose. A preview link (checked and
// signed for this page before the render) may name any saved experiment's arm (`experiment=<id>&arm=2`): the
// marketer sees an arm, on the drafts, before the experiment runs.
import { applyContentOverrides, type LandingVariant } from '@seniorguide/content';
import { selectRouteExperiment } from '@seniorguide/funnel';
import { getExperiments } from './cms.ts';
import { currentPreview } from './preview/preview-content.ts';

async function experimentFor(query: URLSearchParams) {
  const experiments = await getExperiments();
  const named = currentPreview() ? query.get('experiment') : null;
  if (named) return experiments.find(({ id }) => id === named) ?? null;
  return selectRouteExperiment({ experiments, route: '/' });
}

/** `variant` with the overrides of the arm the query names, of the content experiment on its version; else as it is. */
export async function applyLandingArm(variant: LandingVariant, query: URLSearchParams): Promise<LandingVariant> {
  const arm = query.get('arm');
  if (!arm) return variant;
  const experiment = await experimentFor(query);
  if (experiment?.kind !== 'content' || experiment.landingVersion !== variant.version) return variant;
  const overrides = experiment.variants.find(({ version }) => String(version) === arm)?.overrides;
  return overrides ? applyContentOverrides(variant, overrides) : variant;
}
