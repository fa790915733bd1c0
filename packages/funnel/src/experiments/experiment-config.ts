// What makes an experiment's configuration valid, and when a change to it restarts the results (the "since"
// point): the CMS validates with these, the results default to the latest "since".

export const EXPERIMENT_ROUTES = ['/'] as const;
export const EXPERIMENT_STATUSES = ['running', 'paused', 'finished'] as const;
/**
 * What the arms are: the landing versions themselves, or one landing version with each arm's own content
 * (headline, button, image, orders, signup mode). Both are assigned, counted and judged the same way; an arm is
 * named by its number (1–3), which takes the place of the version in the assignment and the results.
 */
export const EXPERIMENT_KINDS = ['versions', 'content'] as const;

export type ExperimentRoute = (typeof EXPERIMENT_ROUTES)[number];
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];
export type ExperimentKind = (typeof EXPERIMENT_KINDS)[number];
export type ExperimentVariant = { version: number; weight: number };

export const MIN_EXPERIMENT_VARIANTS = 2;

/** The problems with a set of variants, in words a marketer can act on; empty when it is valid. */
export function checkExperimentVariants(variants: ExperimentVariant[]): string[] {
  const problems: string[] = [];
  if (variants.length < MIN_EXPERIMENT_VARIANTS) problems.push('An experiment needs at least two variants.');
  if (variants.some(({ weight }) => !Number.isFinite(weight) || weight <= 0))
    problems.push('Every weight must be more than 0.');
  const versions = variants.map(({ version }) => version);
  if (new Set(versions).size !== versions.length) problems.push('Each landing version can take part only once.');
  return problems;
}

/** A finished experiment names its winner, and the winner is one of its variants. */
export function checkExperimentWinner({
  status,
  winner,
  variants,
}: {
  status: ExperimentStatus;
  winner: number | null | undefined;
  variants: ExperimentVariant[];
}): string[] {
  if (status !== 'finished') return [];
  if (winner === null || winner === undefined) return ['A finished experiment needs a winner.'];
  return variants.some(({ version }) => version === winner) ? [] : ['The winner must be one of the variants.'];
}

/** An end, when given, comes after the start. */
export function checkExperimentDates({
  startsAt,
  endsAt,
}: {
  startsAt: string;
  endsAt: string | null | undefined;
}): string[] {
  if (!endsAt) return [];
  return Date.parse(endsAt) > Date.parse(startsAt) ? [] : ['The end must be after the start.'];
}

/**
 * Whether an edit changes who sees what: a variant added or removed, or a weight changed. Results from before
 * such an edit mix two different splits, so it starts a new "since" point. Order does not matter.
 */
export function hasSplitChanged({
  previous,
  next,
}: {
  previous: ExperimentVariant[];
  next: ExperimentVariant[];
}): boolean {
  if (previous.length !== next.length) return true;
  const shareOf = (variants: ExperimentVariant[]) => {
    const total = variants.reduce((sum, { weight }) => sum + weight, 0);
    return new Map(variants.map(({ version, weight }) => [version, weight / total]));
  };
  const before = shareOf(previous);
  const after = shareOf(next);
  return [...after].some(([version, share]) => {
    const old = before.get(version);
    return old === undefined || Math.abs(old - share) > 1e-12;
  });
}
