import { newAssignmentId, signLandingAssignment } from '@seniorguide/node-http';
import { testEnv } from './app.ts';

// The site's signed landing assignment as a browser sends it back with each /api call (site/server/page-cache/
// landing-assignment.ts signs it with SITE_EXPERIMENT_SECRET, the tracker's TRACKER_EXPERIMENT_SECRET).

export type AssignedVisitor = {
  experimentId: string;
  version: number;
  since: string | number;
  assignmentId?: string;
  secret?: string;
};

/** The `Cookie` header of a browser the site assigned to `version` of the experiment (testEnv's secret unless told). */
export function assignmentCookie({
  experimentId,
  version,
  since,
  assignmentId = newAssignmentId(),
  secret = testEnv.TRACKER_EXPERIMENT_SECRET ?? '',
}: AssignedVisitor): string {
  const sinceMs = typeof since === 'number' ? since : Date.parse(since);
  return `sg_landing=${signLandingAssignment({ experimentId, version, since: sinceMs, assignmentId }, secret)}`;
}
