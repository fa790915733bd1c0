import type { ExperimentStatus, ExperimentVariant } from './experiment-config.ts';

// Which landing version a visitor to an experiment's route is served. The site calls this on the server before
// the page is sent; the answer is kept in a first-party cookie so the visitor sees the same version every time.

export const DEFAULT_LANDING_VERSION = 1;

export type ServedExperiment = {
  status: ExperimentStatus;
  variants: ExperimentVariant[];
  winner?: number | null;
  startsAt: string;
  endsAt?: string | null;
};

export type ServedVersion = { version: number; isInExperiment: boolean };

/** A version drawn by weight; `random` returns a number in [0, 1) like Math.random. */
export function pickVariantByWeight({
  variants,
  random,
}: {
  variants: ExperimentVariant[];
  random: () => number;
}): number {
  const total = variants.reduce((sum, { weight }) => sum + Math.max(0, weight), 0);
  let remaining = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total;
  for (const { version, weight } of variants) {
    remaining -= Math.max(0, weight);
    if (remaining < 0) return version;
  }
  return variants.at(-1)?.version ?? DEFAULT_LANDING_VERSION;
}

// The version everyone sees while the experiment is paused or outside its dates: version 1 when it takes
// part, otherwise the first variant.
function getControlVersion(variants: ExperimentVariant[]): number {
  if (variants.some(({ version }) => version === DEFAULT_LANDING_VERSION)) return DEFAULT_LANDING_VERSION;
  return variants[0]?.version ?? DEFAULT_LANDING_VERSION;
}

/**
 * The version to serve: version 1 with no experiment; the winner once finished; the control while paused or
 * outside the dates; while running, the version in the visitor's cookie if it still takes part, else a new draw.
 */
export function resolveServedVersion({
  experiment,
  keptVersion,
  now,
  random,
}: {
  experiment: ServedExperiment | null;
  keptVersion: number | null;
  now: Date;
  random: () => number;
}): ServedVersion {
  if (!experiment) return { version: DEFAULT_LANDING_VERSION, isInExperiment: false };
  const { status, variants, winner } = experiment;
  if (status === 'finished' && winner !== null && winner !== undefined)
    return { version: winner, isInExperiment: false };
  const hasStarted = Date.parse(experiment.startsAt) <= now.getTime();
  const hasEnded = experiment.endsAt ? Date.parse(experiment.endsAt) <= now.getTime() : false;
  if (status !== 'running' || !hasStarted || hasEnded)
    return { version: getControlVersion(variants), isInExperiment: false };
  if (keptVersion !== null && variants.some(({ version }) => version === keptVersion))
    return { version: keptVersion, isInExperiment: true };
  return { version: pickVariantByWeight({ variants, random }), isInExperiment: true };
}

export type ListedExperiment = ServedExperiment & { id: string; route: string; updatedAt: string };

/**
 * The experiment that decides a route: the running one, else the latest paused or finished one (a finished
 * experiment keeps sending everyone to its winner until a marketer deletes it or starts another), else none.
 */
export function selectRouteExperiment<Experiment extends ListedExperiment>({
  experiments,
  route,
}: {
  experiments: Experiment[];
  route: string;
}): Experiment | null {
  const onRoute = experiments.filter((experiment) => experiment.route === route);
  const running = onRoute.find((experiment) => experiment.status === 'running');
  if (running) return running;
  return onRoute.toSorted((first, second) => Date.parse(second.updatedAt) - Date.parse(first.updatedAt))[0] ?? null;
}
