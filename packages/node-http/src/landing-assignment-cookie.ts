import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The landing experiment's assignment as the site's server hands it to a visitor of `/`, and as the tracker
// believes it: the experiment, the version served, the "since" point it was served under and a random id of
// this assignment, signed with a secret only the two servers hold (SITE_/TRACKER_EXPERIMENT_SECRET). The cookie
// is HttpOnly: no page script reads or writes it, and a value not signed with the secret is worth nothing —
// the site assigns afresh, the tracker counts nothing.

export const LANDING_ASSIGNMENT_COOKIE = 'sg_landing';

export type LandingAssignment = {
  experimentId: string;
  /** The landing version the site served (1–3). */
  version: number;
  /** The experiment's "since" point (epoch ms) when it was served. */
  since: number;
  /** Random, one per visitor and experiment: the tracker counts each assignment's visit and signup once. */
  assignmentId: string;
};

// A signature made for this cookie never passes for another value signed with the same secret.
const purpose = 'landing-assignment:v1';
const valuePattern = /^([A-Za-z0-9-]{1,64})\.([1-3])\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** A fresh assignment id: 96 random bits. */
export const newAssignmentId = (): string => randomBytes(12).toString('base64url');

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

const payloadOf = ({ experimentId, version, since, assignmentId }: LandingAssignment) =>
  `${experimentId}.${version}.${since}.${assignmentId}`;

/** The cookie's value for this assignment. */
export function signLandingAssignment(assignment: LandingAssignment, secret: string): string {
  const payload = payloadOf(assignment);
  return `${payload}.${signatureOf(payload, secret)}`;
}

/** The assignment a cookie value holds, or null: malformed, or not signed with `secret`. */
export function verifyLandingAssignment(value: string | null | undefined, secret: string): LandingAssignment | null {
  const match = valuePattern.exec(value ?? '');
  if (!match) return null;
  const [, experimentId = '', version = '', since = '', assignmentId = '', signature = ''] = match;
  const assignment = { experimentId, version: Number(version), since: Number(since), assignmentId };
  const expected = Buffer.from(signatureOf(payloadOf(assignment), secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? assignment : null;
}

/** The signed assignment among a request's cookies (the first valid one), or null. */
export function readLandingAssignment(cookieHeader: string | undefined, secret: string): LandingAssignment | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LANDING_ASSIGNMENT_COOKIE) continue;
    const assignment = verifyLandingAssignment(part.slice(separator + 1).trim(), secret);
    if (assignment) return assignment;
  }
  return null;
}
