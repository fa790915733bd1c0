import {
  EXPERIMENT_MARK_COOKIE,
  landingExperimentAnswerSchema,
  readExperimentMark,
  resolveServedVersion,
  type LandingExperimentAnswer,
} from '@seniorguide/funnel';
import {
  LANDING_ASSIGNMENT_COOKIE,
  newAssignmentId,
  readLandingAssignment,
  signLandingAssignment,
  type LandingAssignment,
} from '@seniorguide/node-http';
import { experimentSecret } from './experiment-secret.ts';

// Which cached page answers `/` for this visitor: with an experiment running, the visitor is assigned a
// landing version by weight on the server, before the page is sent (no flicker, no extra request), and keeps it
// in a first-party cookie. The page served is the cached page of that version (`/`, `/v2` or `/v3`), so every
// later page of the funnel carries the version shown. A content experiment assigns an arm the same way (the
// cookie's version is the arm's number) and serves that arm's own cached page of its one landing version.
//
// The cookie is the assignment itself, signed (@seniorguide/node-http's landing-assignment-cookie.ts): the
// experiment, the version served, the "since" point and a random assignment id. It is HttpOnly, and it reaches
// the tracker with every /api call of the page, which counts a visit or a signup in the experiment only from
// it: nothing a page script sends can put a visit in an experiment or move it to another variant. A cookie
// that does not verify keeps nothing: the visitor is assigned afresh.

export const LANDING_COOKIE = LANDING_ASSIGNMENT_COOKIE;
// About three months: long enough to outlast an experiment, short enough not to follow a visitor for good.
const cookieMaxAgeS = 90 * 24 * 60 * 60;
const versionPaths: Record<number, string> = { 1: '/', 2: '/v2', 3: '/v3' };

/**
 * The page memory's key of what a visitor is served: a landing version's page, or, in a content experiment, the
 * page of one arm of its landing version (`/v2?arm=2`). Only the memory asks for an arm's page (its own render
 * requests reach Astro with the query); a visitor's query is never part of the key, so no visitor picks an arm.
 */
export function servedPagePath(experiment: LandingExperimentAnswer['experiment'], served: number): string {
  if (experiment?.kind !== 'content' || !experiment.landingVersion) return versionPaths[served] ?? '/';
  return `${versionPaths[experiment.landingVersion] ?? '/'}?arm=${served}`;
}

/** Every arm page a content experiment may serve, to render ahead of visitors; none for other experiments. */
export function armPagePaths(experiment: LandingExperimentAnswer['experiment']): string[] {
  if (experiment?.kind !== 'content') return [];
  return experiment.variants.map(({ version }) => servedPagePath(experiment, version));
}
/** While assignment depends on the cookie, no shared cache may keep the answer. */
export const assignedPageCacheControl = 'private, max-age=0, must-revalidate';

export type LandingAnswer = {
  pathname: string;
  /** Extra headers for this answer: the cookies of an assignment and the cache rules while running. */
  headers: Record<string, string | string[]>;
};

/** The signed assignment this browser keeps for this experiment, or null (none, another experiment's, not ours). */
export function readKeptAssignment({
  cookieHeader,
  experimentId,
  secret = experimentSecret,
}: {
  cookieHeader: string | undefined;
  experimentId: string;
  secret?: string;
}): LandingAssignment | null {
  const kept = readLandingAssignment(cookieHeader, secret);
  return kept?.experimentId === experimentId ? kept : null;
}

export function buildLandingCookie({
  assignment,
  secure,
  secret = experimentSecret,
}: {
  assignment: LandingAssignment;
  secure: boolean;
  secret?: string;
}): string {
  return `${LANDING_COOKIE}=${signLandingAssignment(assignment, secret)}; Path=/; Max-Age=${cookieMaxAgeS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

// Pages served before the assignment was signed read the experiment from a page-readable session cookie and
// sent it with the visit; the tracker no longer believes it, and it is taken away wherever it is still kept.
const clearedMarkCookie = `${EXPERIMENT_MARK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** Parses the renderer's answer; anything unreadable means no experiment, so `/` stays version 1. */
export function parseLandingExperiment(body: Buffer | undefined): LandingExperimentAnswer['experiment'] {
  if (!body) return null;
  try {
    const parsed = landingExperimentAnswerSchema.safeParse(JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.data.experiment : null;
  } catch {
    return null;
  }
}

export function assignLanding({
  experiment,
  cookieHeader,
  secure,
  now = new Date(),
  random = Math.random,
  secret = experimentSecret,
}: {
  experiment: LandingExperimentAnswer['experiment'];
  cookieHeader: string | undefined;
  secure: boolean;
  now?: Date;
  random?: () => number;
  /** What the assignment is signed with: the secret the tracker verifies it with. */
  secret?: string;
}): LandingAnswer {
  const kept = experiment ? readKeptAssignment({ cookieHeader, experimentId: experiment.id, secret }) : null;
  const served = resolveServedVersion({ experiment, keptVersion: kept?.version ?? null, now, random });
  const pathname = servedPagePath(experiment, served.version);
  const cookies = readExperimentMark(cookieHeader) ? [clearedMarkCookie] : [];
  if (!experiment || !served.isInExperiment)
    return { pathname, headers: cookies.length > 0 ? { 'set-cookie': cookies } : {} };
  const since = Date.parse(experiment.since ?? experiment.startsAt);
  // The same visitor keeps their assignment id while they keep their version, across "since" points too.
  const assignmentId = kept?.version === served.version ? kept.assignmentId : newAssignmentId();
  const assignment: LandingAssignment = { experimentId: experiment.id, version: served.version, since, assignmentId };
  if (kept?.version !== served.version || kept.since !== since)
    cookies.push(buildLandingCookie({ assignment, secure, secret }));
  const headers: Record<string, string | string[]> = {
    'cache-control': assignedPageCacheControl,
    vary: 'Accept-Encoding, Cookie',
  };
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return { pathname, headers };
}
