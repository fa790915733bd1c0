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
export {
  isPreviewablePath,
  isPreviewDraftKey,
  PREVIEW_DRAFT_KEY_HEADER,
  PREVIEW_LINK_MAX_LIFETIME_MS,
  PREVIEW_QUERY_PARAMETER,
  previewDraftKeyOf,
  signPreviewGrant,
  verifyPreviewGrant,
  type PreviewGrant,
} from './preview-link.ts';
