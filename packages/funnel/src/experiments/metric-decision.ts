import type { ExperimentMetricName } from '@seniorguide/contracts';
import { decide, DECISION_RULE, describeDecisionRule, verdictFor, type Verdict } from './decision-rule.ts';
import {
  getLogOffersPosterior,
  getLogRatePosterior,
  getLogRevenuePosterior,
  type LogPosterior,
} from './log-posteriors.ts';
import { getNormalStandings, getProbabilityWorse } from './normal-standings.ts';
import type { ArmStanding } from './probability-best.ts';
import { normalQuantile } from './special-functions.ts';

// The verdict when the marketer judges an experiment on a metric of their choice, with guardrails.
// - Signup rate as the primary metric keeps the beta-binomial rule of `decision-rule.ts` exactly.
// - Accepted offers or revenue per visitor: the same shape of rule on the log-scale posteriors
//   (`log-posteriors.ts`), stricter because most visitors earn nothing and the amounts have a long tail: every arm
//   has the minimum visitors and 700 converting visitors, P(best) ≥ 99.5%, expected loss below 1% of the metric.
//   With a laxer 500 and 99%, two identical arms looked at daily ended with a winner in 5.4% of runs.
// - A guardrail blocks a winner while the data say, with at least 90% probability, that the winner is worse than
//   another arm on the guardrail metric (by more than its margin; none by default), and no winner is declared
//   before every arm has 500 converting visitors on the guardrail metric. Blocking needs evidence of harm rather
//   than proof of none, so a guardrail that is not harmed costs little power. Both are set by `pnpm run ab:simulate`.

export { experimentMetrics as EXPERIMENT_METRICS } from '@seniorguide/contracts';
export type ExperimentMetric = ExperimentMetricName;

export const METRIC_LABELS: Record<ExperimentMetric, string> = {
  'signup-rate': 'Signup rate',
  'offers-per-visitor': 'Accepted offers per visitor',
  'revenue-per-visitor': 'Revenue per visitor',
};

/** Per arm, every sum any metric needs (the tracker counts them per arm and day). */
export type ArmMetricCounts = {
  visitors: number;
  signups: number;
  accepters: number;
  accepts: number;
  payers: number;
  logRevenueSum: number;
  logRevenueSquareSum: number;
};

export const METRIC_RULE = {
  minVisitorsPerArm: DECISION_RULE.minVisitorsPerArm,
  minConvertingPerArm: 700,
  minProbabilityBest: 0.995,
  maxExpectedLoss: 0.01,
} as const;

export const GUARDRAIL_RULE = { harmProbability: 0.9, margin: 0, minConvertingPerArm: 500 } as const;

export type Guardrail = { metric: ExperimentMetric; margin?: number };

export type MetricVerdict =
  | Verdict
  | { kind: 'blocked'; arm: number; guardrail: ExperimentMetric; against: number; probabilityWorse: number };

const SMALLEST_PLANNED_LIFT = 0.1;
const PLANNING_POWER = 0.8;

export function getMetricPosterior(metric: ExperimentMetric, arm: ArmMetricCounts): LogPosterior {
  if (metric === 'signup-rate') return getLogRatePosterior({ visitors: arm.visitors, successes: arm.signups });
  if (metric === 'offers-per-visitor') return getLogOffersPosterior(arm);
  return getLogRevenuePosterior(arm);
}

const convertingOf = (metric: ExperimentMetric, arm: ArmMetricCounts) =>
  metric === 'signup-rate' ? arm.signups : metric === 'offers-per-visitor' ? arm.accepters : arm.payers;

// Visitors per arm for the leader's edge on the log scale (at least a 10% lift) to reach the rule's certainty with
// 80% power: the per-visitor variance is the posterior variance times the visitors it came from.
function estimateVisitorsPerArm(posteriors: LogPosterior[], arms: ArmMetricCounts[], leader: number): number {
  const perVisitor = Math.max(
    ...posteriors.map((posterior, arm) => posterior.variance * Math.max(1, arms[arm]!.visitors)),
  );
  const runnerUp = Math.max(...posteriors.filter((_, arm) => arm !== leader).map(({ mean }) => mean));
  const edge = Math.max((posteriors[leader]?.mean ?? 0) - runnerUp, Math.log1p(SMALLEST_PLANNED_LIFT));
  const z = normalQuantile(METRIC_RULE.minProbabilityBest) + normalQuantile(PLANNING_POWER);
  return Math.ceil((2 * perVisitor * z * z) / (edge * edge));
}

function decidePrimary(
  metric: ExperimentMetric,
  arms: ArmMetricCounts[],
): { standings: ArmStanding[]; verdict: Verdict } {
  if (metric === 'signup-rate') return decide({ arms });
  const posteriors = arms.map((arm) => getMetricPosterior(metric, arm));
  const standings = getNormalStandings(posteriors);
  const leader = standings.reduce(
    (best, standing, arm) => (standing.probabilityBest > standings[best]!.probabilityBest ? arm : best),
    0,
  );
  const hasMinimumSample =
    arms.length >= 2 &&
    arms.every(
      (arm) =>
        arm.visitors >= METRIC_RULE.minVisitorsPerArm && convertingOf(metric, arm) >= METRIC_RULE.minConvertingPerArm,
    );
  return {
    standings,
    verdict: verdictFor({
      standings,
      leader,
      hasMinimumSample,
      rule: METRIC_RULE,
      arms,
      neededPerArm: () => (arms.length >= 2 ? estimateVisitorsPerArm(posteriors, arms, leader) : 0),
    }),
  };
}

// A guardrail is judged on as much data as a primary metric of its kind: every arm needs the minimum converting
// visitors on it before a winner can be declared, or a harm would pass unseen in the early, noisy days.
function visitorsForGuardrailSample(arms: ArmMetricCounts[], guardrails: Guardrail[]): number {
  let missing = 0;
  for (const { metric } of guardrails) {
    for (const arm of arms) {
      const converting = convertingOf(metric, arm);
      if (converting >= GUARDRAIL_RULE.minConvertingPerArm) continue;
      const rate = Math.max(converting, 1) / Math.max(arm.visitors, 1);
      missing = Math.max(missing, Math.ceil(GUARDRAIL_RULE.minConvertingPerArm / rate) - arm.visitors);
    }
  }
  return missing * arms.length;
}

/** The first guardrail the winner harms, against the arm it is most likely worse than, or null. */
function findHarm(arms: ArmMetricCounts[], winner: number, guardrails: Guardrail[]) {
  for (const { metric, margin = GUARDRAIL_RULE.margin } of guardrails) {
    const winnerPosterior = getMetricPosterior(metric, arms[winner]!);
    const worst = arms
      .map((arm, index) => ({
        against: index,
        probabilityWorse:
          index === winner
            ? 0
            : getProbabilityWorse({ arm: winnerPosterior, other: getMetricPosterior(metric, arm), margin }),
      }))
      .reduce((most, candidate) => (candidate.probabilityWorse > most.probabilityWorse ? candidate : most));
    if (worst.probabilityWorse >= GUARDRAIL_RULE.harmProbability) return { guardrail: metric, ...worst };
  }
  return null;
}

/** The rule the verdict on `metric` applies, in words, with its guardrails. */
export function describeMetricRule(metric: ExperimentMetric, guardrails: readonly ExperimentMetric[] = []): string {
  const checked = guardrails.filter((guardrail) => guardrail !== metric);
  const primary =
    metric === 'signup-rate'
      ? describeDecisionRule()
      : `Judged on ${METRIC_LABELS[metric].toLowerCase()}: a variant wins when every variant has at least ` +
        `${METRIC_RULE.minVisitorsPerArm.toLocaleString('en-US')} visitors and ${METRIC_RULE.minConvertingPerArm} ` +
        `${metric === 'revenue-per-visitor' ? 'paying visitors' : 'visitors who accepted an offer'}, its probability of ` +
        `being best is at least ${METRIC_RULE.minProbabilityBest * 100}%, and its expected loss is below ` +
        `${METRIC_RULE.maxExpectedLoss * 100}% of the metric.`;
  if (checked.length === 0) return primary;
  const names = checked.map((guardrail) => METRIC_LABELS[guardrail].toLowerCase()).join(' and ');
  return (
    `${primary} Guardrails: no winner while it is worse than another variant on ${names} with at least ` +
    `${GUARDRAIL_RULE.harmProbability * 100}% probability, nor before every variant has ` +
    `${GUARDRAIL_RULE.minConvertingPerArm} converting visitors on it.`
  );
}

/** The standings on the primary metric and the verdict, with the guardrails applied to a winner. */
export function decideOnMetric({
  metric,
  arms,
  guardrails = [],
}: {
  metric: ExperimentMetric;
  arms: ArmMetricCounts[];
  guardrails?: Guardrail[];
}): { standings: ArmStanding[]; verdict: MetricVerdict } {
  const { standings, verdict } = decidePrimary(metric, arms);
  if (verdict.kind !== 'winner') return { standings, verdict };
  const checked = guardrails.filter((guardrail) => guardrail.metric !== metric);
  const missing = visitorsForGuardrailSample(arms, checked);
  if (missing > 0)
    return { standings, verdict: { kind: 'keep-going', reason: 'minimum-sample', moreVisitors: missing } };
  const harm = findHarm(arms, verdict.arm, checked);
  return harm ? { standings, verdict: { kind: 'blocked', arm: verdict.arm, ...harm } } : { standings, verdict };
}
