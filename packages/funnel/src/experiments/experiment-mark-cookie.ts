// The cookie that tells the page on `/` which experiment assigned the version it shows. The site's
// server sets it on every answer of `/` that an experiment assigned and takes it away when `/` is no longer
// assigned (paused, finished, none); the page reads it and sends it with the visit, so the tracker counts the
// visit in the experiment. It lasts the browser session and holds no more than the experiment id, the version
// and the "since" point (epoch ms).

export const EXPERIMENT_MARK_COOKIE = 'sg_experiment';

export type ExperimentMarkValue = { id: string; version: number; since: number };

export function formatExperimentMark({ id, version, since }: ExperimentMarkValue): string {
  return `${id}.${version}.${since}`;
}

/** The mark in a Cookie header or `document.cookie`, or null (none, or not of the mark's shape). */
export function readExperimentMark(cookies: string | undefined): ExperimentMarkValue | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== EXPERIMENT_MARK_COOKIE || !value) continue;
    const match = /^([A-Za-z0-9-]{1,64})\.([1-3])\.(\d{1,15})$/.exec(value);
    if (match) return { id: match[1] ?? '', version: Number(match[2]), since: Number(match[3]) };
  }
  return null;
}
