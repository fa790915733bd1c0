import type { Fact } from './facts.ts';
import type { CounterIncrement, ExperimentGain, ExperimentTouch } from './records.ts';
import { allAffiliates, metrics } from './metrics.ts';

// Landing-experiment counters: a counted visit of `/` and a signup that carry an experiment add to
// experiment_visit / experiment_signup, kept in the same counter rows as every other figure. The detail names
// the experiment and its "since" point, so a change of the split starts fresh rows; the version is the variant
// shown. Each goes to its affiliate's row and to the all-affiliates roll-up (no all-versions roll-up: the
// results always read per variant).
// A conversion of an experiment visitor (experiments/experiment-gains.ts says which visitor and what it adds) also
// counts the visitor's accepted offers, their first one, their first paying conversion and their revenue on the
// log scale, the sums the funnel package's money metrics judge an arm on. Log revenue is counted in millionths so
// the counters stay whole numbers: a visitor going from b to a cents adds ln a − ln b (ln a from nothing) and
// ln² a − ln² b, so the arm's sums are over each paying visitor's total revenue however many conversions made it.

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

const millionths = (value: number) => Math.round(value * 1_000_000);
const logOf = (cents: number) => (cents > 0 ? Math.log(cents) : 0);

/** The metric names a gain is counted under: a landing experiment's, or an offer order's arm's. */
export type GainMetrics = Record<'accept' | 'accepter' | 'payer' | 'logRevenue' | 'logRevenueSquare', string>;

const experimentGainMetrics: GainMetrics = {
  accept: metrics.experimentAccept,
  accepter: metrics.experimentAccepter,
  payer: metrics.experimentPayer,
  logRevenue: metrics.experimentLogRevenue,
  logRevenueSquare: metrics.experimentLogRevenueSquare,
};

/** The offer and money counts a conversion's gain adds to its arm, with their amounts. */
export function gainCountsOf(
  fact: Pick<Fact, 'type' | 'isBot' | 'hold'>,
  gain: ExperimentGain | null | undefined,
  names: GainMetrics,
): { metric: string; count: number }[] {
  if (!gain || fact.isBot || fact.hold) return [];
  if (fact.type !== 'signup' && fact.type !== 'offer_accepted') return [];
  const counts: { metric: string; count: number }[] = [];
  if (fact.type === 'offer_accepted' && gain.newOffer) counts.push({ metric: names.accept, count: 1 });
  if (fact.type === 'offer_accepted' && gain.firstOffer) counts.push({ metric: names.accepter, count: 1 });
  if (gain.afterCents > gain.beforeCents && gain.afterCents > 0) {
    const [before, after] = [logOf(gain.beforeCents), logOf(gain.afterCents)];
    if (gain.beforeCents <= 0) counts.push({ metric: names.payer, count: 1 });
    counts.push(
      { metric: names.logRevenue, count: millionths(after - before) },
      { metric: names.logRevenueSquare, count: millionths(after * after - before * before) },
    );
  }
  return counts.filter(({ count }) => count > 0);
}

const gainsOf = (fact: Fact) => (fact.experiment ? gainCountsOf(fact, fact.experimentGain, experimentGainMetrics) : []);

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
  if (!fact.experiment) return [];
  const metric = experimentMetricOf(fact);
  const counts = [...(metric ? [{ metric, count: 1 }] : []), ...gainsOf(fact)];
  const detail = experimentDetailOf(fact.experiment);
  const { version } = fact.experiment;
  return counts.flatMap(({ metric: counted, count }) =>
    [affiliate, allAffiliates].map((rollAffiliate) => ({
      day,
      quarter,
      affiliate: rollAffiliate,
      version,
      metric: counted,
      detail,
      count,
    })),
  );
}
