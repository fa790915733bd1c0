import type { Fact } from './facts.ts';
import type { CounterIncrement, ExperimentTouch } from './records.ts';
import { allAffiliates, metrics } from './metrics.ts';

// Landing-experiment counters: a counted visit of `/` and a signup that carry an experiment add to
// experiment_visit / experiment_signup, kept in the same counter rows as every other figure. The detail names
// the experiment and its "since" point, so a change of the split starts fresh rows; the version is the variant
// shown. Each goes to its affiliate's row and to the all-affiliates roll-up (no all-versions roll-up: the
// results always read per variant).

export type { ExperimentTouch } from './records.ts';

const separator = '@';

export function experimentDetailOf({ id, since }: Pick<ExperimentTouch, 'id' | 'since'>): string {
  return `${id}${separator}${since}`;
}

/** The experiment id and since point of a counter detail; null for a detail of another shape. */
export function parseExperimentDetail(detail: string): { id: string; since: number } | null {
  const at = detail.lastIndexOf(separator);
  const since = Number(detail.slice(at + 1));
  if (at <= 0 || !Number.isSafeInteger(since)) return null;
  return { id: detail.slice(0, at), since };
}

function experimentMetricOf(fact: Fact): string | null {
  // A held signup joins the experiment's figures only once approved (conversion-hold.ts).
  if (!fact.experiment || fact.isBot || fact.hold) return null;
  if (fact.type === 'visit') return metrics.experimentVisit;
  if (fact.type === 'signup') return metrics.experimentSignup;
  return null;
}

export function experimentIncrementsFor({
  fact,
  day,
  quarter,
  affiliate,
}: {
  fact: Fact;
  day: number;
  quarter: number;
  affiliate: string;
}): CounterIncrement[] {
  const metric = experimentMetricOf(fact);
  if (!metric || !fact.experiment) return [];
  const detail = experimentDetailOf(fact.experiment);
  const { version } = fact.experiment;
  return [affiliate, allAffiliates].map((rollAffiliate) => ({
    day,
    quarter,
    affiliate: rollAffiliate,
    version,
    metric,
    detail,
    count: 1,
  }));
}
