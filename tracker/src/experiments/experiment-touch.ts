import { verifyLandingAssignment } from '@seniorguide/node-http';
import type { ExperimentTouch } from '../counting/experiment-increments.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Store } from '../store/port.ts';
import type { RunningExperiments } from './running-experiments.ts';

// Whether a visit of `/` or a signup counts in a landing experiment, and in which variant. Only the site's
// signed assignment cookie can say so (@seniorguide/node-http, landing-assignment-cookie.ts), never the request
// body: it must verify under TRACKER_EXPERIMENT_SECRET, name an experiment the CMS says is running with the
// version among its variants, and name the version the page served (a visit of `/`, a signup on that version).
// Each assignment counts one visit and one signup per "since" point, whatever is replayed: the visitor is one
// visitor however many sessions they have, and one cookie sent sixty times is one visit.

export type ExperimentTouchKind = 'visit' | 'signup';

export type ExperimentTouchOf = (input: {
  client: ClientInfo;
  kind: ExperimentTouchKind;
  servedVersion: number;
}) => Promise<ExperimentTouch | null>;

/** How long an assignment is remembered as counted: the cookie's own life. */
export const countedAssignmentWindowMs = 90 * 24 * 60 * 60 * 1000;

export function createExperimentTouches({
  secret,
  running,
  addHits,
}: {
  /** TRACKER_EXPERIMENT_SECRET; without it nothing counts in any experiment. */
  secret: string | undefined;
  running: RunningExperiments;
  addHits: Store['addRateLimitHits'];
}): ExperimentTouchOf {
  return async ({ client, kind, servedVersion }) => {
    if (!secret || client.isBot) return null;
    const assignment = verifyLandingAssignment(client.landingAssignment, secret);
    if (!assignment || assignment.version !== servedVersion) return null;
    // The signature is checked before the CMS is asked, so a made-up cookie costs no CMS read.
    const experiment = (await running()).find(({ id }) => id === assignment.experimentId);
    if (!experiment?.versions.includes(assignment.version)) return null;
    const { total } = await addHits({
      counter: 'experiment-counted',
      key: `${kind}:${assignment.assignmentId}:${assignment.since}`,
      hits: 1,
      windowMs: countedAssignmentWindowMs,
    });
    if (total !== 1) return null;
    return { id: assignment.experimentId, version: assignment.version, since: assignment.since };
  };
}
