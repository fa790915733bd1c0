import { newAssignmentId, signLandingAssignment } from '@seniorguide/node-http';
import { startStandInProduct } from './stand-in-product.ts';

// A landing experiment running for a spec's own site AND tracker, while the shared CMS keeps it paused (so the
// shared product's `/` stays version 1 for every other spec). Both read the CMS through a stand-in that passes
// every call through (sign-in and sessions too) but answers the experiments as the spec sets them. The site
// signs each assignment with the secret the tracker verifies it with, as the run command sets them.

const experimentSecret = 'experiment-product-assignment-secret-of-32-chars';

/** The cookie value this product's site would have set for a visitor it assigned to `version`. */
export const assignmentCookieValue = ({
  experimentId,
  version,
  since,
}: {
  experimentId: string;
  version: number;
  since: string;
}): string =>
  signLandingAssignment(
    { experimentId, version, since: Date.parse(since), assignmentId: newAssignmentId() },
    experimentSecret,
  );

export type ExperimentDocument = Record<string, unknown> & { id: string };

export type ExperimentProduct = {
  siteUrl: string;
  /** What the CMS answers for the experiments from now on (null: none); the site re-reads it on its publish call. */
  setExperiment: (doc: ExperimentDocument | null) => void;
  stop: () => Promise<void>;
};

/** What the CMS stand-in answers itself: the experiments as the spec set them; undefined passes a call on. */
function experimentAnswer(experiment: ExperimentDocument | null, { method, url }: { method: string; url: URL }) {
  if (method !== 'GET') return undefined;
  if (url.pathname === '/api/experiments') {
    const docs = experiment ? [experiment] : [];
    return { docs, totalDocs: docs.length, page: 1, totalPages: 1, limit: 100, hasNextPage: false, hasPrevPage: false };
  }
  if (experiment && url.pathname === `/api/experiments/${experiment.id}`) return experiment;
  return undefined;
}

export async function startExperimentProduct({ sitePort }: { sitePort?: number } = {}): Promise<ExperimentProduct> {
  let experiment: ExperimentDocument | null = null;
  const { siteUrl, stop } = await startStandInProduct({
    name: 'experiment',
    answer: (call) => experimentAnswer(experiment, call),
    ...(sitePort === undefined ? {} : { sitePort }),
    siteReadsStandIn: true,
    experimentSecret,
  });
  return {
    siteUrl,
    setExperiment: (doc) => {
      experiment = doc;
    },
    stop,
  };
}
