// The public surface of @seniorguide/node-http: Node HTTP server pieces the site's server and the tracker share.

export { answerClientErrorsInEnvelope } from './client-errors.ts';
export {
  LANDING_ASSIGNMENT_COOKIE,
  newAssignmentId,
  readLandingAssignment,
  signLandingAssignment,
  verifyLandingAssignment,
  type LandingAssignment,
} from './landing-assignment-cookie.ts';
