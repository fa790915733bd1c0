import {
  EXPERIMENT_MARK_COOKIE,
  formatExperimentMark,
  landingExperimentAnswerSchema,
  readExperimentMark,
  resolveServedVersion,
  type ExperimentMarkValue,
  type LandingExperimentAnswer,
} from '@seniorguide/funnel';

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
  /** Extra headers for this answer: the cookies of an assignment and the cache rules while running. */
  headers: Record<string, string | string[]>;
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

/** The page's mark of the experiment that assigned it (experiment-mark-cookie.ts): readable by the page, this session only. */
export function buildExperimentMarkCookie({ experimentId, version, since, secure }: { experimentId: string; version: number; since: number; secure: boolean }): string {
  return `${EXPERIMENT_MARK_COOKIE}=${formatExperimentMark({ id: experimentId, version, since })}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const clearedMarkCookie = `${EXPERIMENT_MARK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

const isSameMark = (a: ExperimentMarkValue | null, b: ExperimentMarkValue) => a?.id === b.id && a.version === b.version && a.since === b.since;

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
  const keptMark = readExperimentMark(cookieHeader);
  if (!experiment || !served.isInExperiment) return { pathname, headers: keptMark ? { 'set-cookie': [clearedMarkCookie] } : {} };
  const cookies: string[] = [];
  if (keptVersion !== served.version) cookies.push(buildLandingCookie({ experimentId: experiment.id, version: served.version, secure }));
  const mark = { id: experiment.id, version: served.version, since: Date.parse(experiment.since ?? experiment.startsAt) };
  if (!isSameMark(keptMark, mark)) cookies.push(buildExperimentMarkCookie({ experimentId: mark.id, version: mark.version, since: mark.since, secure }));
  const headers: Record<string, string | string[]> = { 'cache-control': assignedPageCacheControl, vary: 'Accept-Encoding, Cookie' };
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return { pathname, headers };
}
