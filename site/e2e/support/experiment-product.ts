import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newAssignmentId, signLandingAssignment } from '@seniorguide/node-http';
import { startCmsProxy, type CmsProxy } from './cms-proxy.ts';
import { freePort } from './free-port.ts';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';
import { startSpecTracker, type SpecTracker } from './spec-tracker.ts';

// A landing experiment running for a spec's own site AND tracker, while the shared CMS keeps it paused (so the
// shared product's `/` stays version 1 for every other spec). Both read the CMS through a stand-in that passes
// every call through (sign-in and sessions too) but answers the experiments as the spec sets them. The site
// signs each assignment with the secret the tracker verifies it with, as the run command sets them.

const forwardedSecret = 'experiment-product-forwarded-secret-of-32-chars';
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-experiment-'));
  let experiment: ExperimentDocument | null = null;
  const trackerPort = await freePort();
  const port = sitePort ?? (await freePort());
  let cms: CmsProxy | null = null;
  let tracker: SpecTracker | null = null;
  let site: StartedSite | null = null;
  const stop = async () => {
    await site?.stop();
    await tracker?.stop();
    await cms?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    cms = await startCmsProxy({ cmsUrl: product.cmsUrl, answer: (call) => experimentAnswer(experiment, call) });
    tracker = await startSpecTracker({
      port: trackerPort,
      env: {
        NODE_ENV: 'test',
        TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
        TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
        TRACKER_CMS_URL: cms.url,
        TRACKER_PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRACKER_SECRET: 'experiment-product-secret-of-32-characters-or-more',
        TRACKER_FORWARDED_SECRET: forwardedSecret,
        TRACKER_EXPERIMENT_SECRET: experimentSecret,
        TRACKER_LOG_LEVEL: 'warn',
      },
    });
    site = await startSite({ port, cmsUrl: cms.url, trackerUrl: tracker.url, forwardedSecret, experimentSecret });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    siteUrl: site.url,
    setExperiment: (doc) => {
      experiment = doc;
    },
    stop,
  };
}
