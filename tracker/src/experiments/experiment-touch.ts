import { verifyLandingAssignment } from '@seniorguide/node-http';
import type { ExperimentTouch } from '../counting/experiment-increments.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Store } from '../store/port.ts';
import type { RunningExperiments } from './running-experiments.ts';

// Whether a visit of `/` or a signup counts in a landing experiment, and in which variant. Only the site's
// signed assignment cookie can say so (@seniorguide/node-http, landing-assignment-cookie.ts), never the request
// body: it must verify under TRACKER_EXPERIMENT_SECRET, name an experiment the CMS says is running with the
// version among its variants, and name the version the page served (a visit of `/`, a signup on that version).
// In a content experiment the assignment names the arm, and the page served is the experiment's one version.
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

/** The landing experiment a visitor is in, from the site's signed assignment, with the assignment's own id. */
export type ExperimentArm = { touch: ExperimentTouch; assignmentId: string };

export type ExperimentArmOf = (
  client: Pick<ClientInfo, 'isBot' | 'landingAssignment'>,
  servedVersion?: number,
) => Promise<ExperimentArm | null>;

/** Reads a request's assignment: valid under the secret, of a running experiment, one of its versions. */
export function createExperimentArms({
  secret,
  running,
}: {
  /** TRACKER_EXPERIMENT_SECRET; without it nobody is in any experiment. */
  secret: string | undefined;
  running: RunningExperiments;
}): ExperimentArmOf {
  return async (client, servedVersion) => {
    if (!secret || client.isBot) return null;
    const assignment = verifyLandingAssignment(client.landingAssignment, secret);
    if (!assignment) return null;
    // The signature is checked before the CMS is asked, so a made-up cookie costs no CMS read.
    const experiment = (await running()).find(({ id }) => id === assignment.experimentId);
    if (!experiment?.versions.includes(assignment.version)) return null;
    // The page must be the one the assignment served: the version itself, or a content experiment's one version
    // (the assignment then names the arm).
    const shownVersion = experiment.landingVersion ?? assignment.version;
    if (servedVersion !== undefined && shownVersion !== servedVersion) return null;
    return {
      touch: { id: assignment.experimentId, version: assignment.version, since: assignment.since },
      assignmentId: assignment.assignmentId,
    };
  };
}

export function createExperimentTouches({
  armOf,
  addHits,
}: {
  armOf: ExperimentArmOf;
  addHits: Store['addRateLimitHits'];
}): ExperimentTouchOf {
  return async ({ client, kind, servedVersion }) => {
    const arm = await armOf(client, servedVersion);
    if (!arm) return null;
    const { total } = await addHits({
      counter: 'experiment-counted',
      key: `${kind}:${arm.assignmentId}:${arm.touch.since}`,
      hits: 1,
      windowMs: countedAssignmentWindowMs,
    });
    return total === 1 ? arm.touch : null;
  };
}
