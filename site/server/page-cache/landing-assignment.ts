import { landingExperimentAnswerSchema, resolveServedVersion, type LandingExperimentAnswer } from '@seniorguide/funnel';

// Which cached page answers `/` for this visitor (issue 17): with an experiment running, the visitor is assigned a
// landing version by weight on the server, before the page is sent (no flicker, no extra request), and keeps it
// in a first-party cookie. The page served is the cached page of that version (`/`, `/v2` or `/v3`), so every
// later page of the funnel and every visit and signup carries the version shown.

export const LANDING_COOKIE = 'sg_landing';
// About three months: long enough to outlast an experiment, short enough not to follow a visitor for good.
const cookieMaxAgeS = 90 * 24 * 60 * 60;
const versionPaths: Record<number, string> = { 1: '/', 2: '/v2', 3: '/v3' };
/** While assignment depends on the cookie, no shared cache may keep the answer. */
export const assignedPageCacheControl = 'private, max-age=0, must-revalidate';

export type LandingAnswer = {
  pathname: string;
  /** Extra headers for this answer: the cookie of a new assignment and the cache rules while running. */
  headers: Record<string, string>;
};

/** The version kept in the cookie for this experiment, or null (no cookie, another experiment's, malformed). */
export function readKeptVersion({ cookieHeader, experimentId }: { cookieHeader: string | undefined; experimentId: string }): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== LANDING_COOKIE || !value) continue;
    const match = /^([A-Za-z0-9-]{1,64})\.([1-3])$/.exec(decodeURIComponent(value));
    if (match?.[1] === experimentId) return Number(match[2]);
  }
  return null;
}

export function buildLandingCookie({ experimentId, version, secure }: { experimentId: string; version: number; secure: boolean }): string {
  return `${LANDING_COOKIE}=${experimentId}.${version}; Path=/; Max-Age=${cookieMaxAgeS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

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

export function assignLanding({ experiment, cookieHeader, secure, now = new Date(), random = Math.random }: {
  experiment: LandingExperimentAnswer['experiment'];
  cookieHeader: string | undefined;
  secure: boolean;
  now?: Date;
  random?: () => number;
}): LandingAnswer {
  const keptVersion = experiment ? readKeptVersion({ cookieHeader, experimentId: experiment.id }) : null;
  const served = resolveServedVersion({ experiment, keptVersion, now, random });
  const pathname = versionPaths[served.version] ?? '/';
  if (!experiment || !served.isInExperiment) return { pathname, headers: {} };
  const headers: Record<string, string> = { 'cache-control': assignedPageCacheControl, vary: 'Accept-Encoding, Cookie' };
  if (keptVersion !== served.version) headers['set-cookie'] = buildLandingCookie({ experimentId: experiment.id, version: served.version, secure });
  return { pathname, headers };
}
