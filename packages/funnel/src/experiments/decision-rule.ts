import { getPosterior, getPosteriorMean, type ArmCounts } from './posterior.ts';
import { getArmStandings, type ArmStanding } from './probability-best.ts';
import { normalQuantile } from './special-functions.ts';

// The rule that turns the statistics into a verdict, written as data so the dashboard prints the same rule it
// applies. Its thresholds are set by the simulation (`pnpm run ab:simulate`): looked at every day for 30 days,
// two identical arms must end with a winner in at most 5% of runs, and a 20% lift on a 10% baseline must be found
// with 5,000 visitors per arm in at least 80%. Looking daily is what makes a lone P(best) ≥ 95% unsafe (it
// crowns a winner among identical arms in about 45% of runs); a stricter P(best) and a minimum sample before
// the first look pay for the peeking. 4,000 visitors per arm is about what a single, fixed-size test needs to
// find that lift, so the minimum costs little power and removes most of the early, noisy looks.

export type DecisionRule = {
  minVisitorsPerArm: number;
  minProbabilityBest: number;
  /** In conversion-rate units: 0.001 is 0.1 percentage point. */
  maxExpectedLoss: number;
};

export const DECISION_RULE = {
  minVisitorsPerArm: 4000,
  minProbabilityBest: 0.99,
  maxExpectedLoss: 0.001,
} as const satisfies DecisionRule;

/** The relative lift assumed when the observed difference is smaller, so "how many more" stays finite. */
const SMALLEST_PLANNED_LIFT = 0.1;
const PLANNING_POWER = 0.8;

export type Verdict =
  | { kind: 'winner'; arm: number }
  | { kind: 'keep-going'; reason: 'minimum-sample' | 'not-certain'; moreVisitors: number };

export type Decision = { standings: ArmStanding[]; verdict: Verdict };

/** The sentence the dashboard prints under the verdict. */
export function describeDecisionRule(rule: DecisionRule = DECISION_RULE): string {
  const probability = `${(rule.minProbabilityBest * 100).toFixed(1)}%`;
  const loss = `${(rule.maxExpectedLoss * 100).toFixed(2)} percentage point`;
  return (
    `A variant wins when every variant has at least ${rule.minVisitorsPerArm.toLocaleString('en-US')} visitors, ` +
    `its probability of being best is at least ${probability}, and its expected loss is below ${loss}.`
  );
}

// Visitors per arm for the leader's edge over the runner-up to reach the rule's certainty with 80% power
// (the normal approximation of a two-proportion comparison), assuming the observed edge is real.
function estimateVisitorsPerArm({
  arms,
  leader,
  rule,
}: {
  arms: ArmCounts[];
  leader: number;
  rule: DecisionRule;
}): number {
  const rates = arms.map((arm) => getPosteriorMean(getPosterior(arm)));
  const pooled = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const runnerUp = Math.max(...rates.filter((_, arm) => arm !== leader));
  const edge = Math.max((rates[leader] ?? 0) - runnerUp, pooled * SMALLEST_PLANNED_LIFT);
  const z = normalQuantile(rule.minProbabilityBest) + normalQuantile(PLANNING_POWER);
  return Math.ceil((2 * pooled * (1 - pooled) * z * z) / (edge * edge));
}

// Rounded to two significant figures: the estimate is rough and should not read as precise.
function roundRoughly(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / magnitude) * magnitude;
}

/** The standings of every arm and the verdict of `rule` on the counts so far. */
export function decide({ arms, rule = DECISION_RULE }: { arms: ArmCounts[]; rule?: DecisionRule }): Decision {
  const standings = getArmStandings(arms.map(getPosterior));
  const leader = standings.reduce(
    (best, standing, arm) => (standing.probabilityBest > (standings[best]?.probabilityBest ?? -1) ? arm : best),
    0,
  );
  const smallestArm = Math.min(...arms.map((arm) => arm.visitors));
  const hasMinimumSample = arms.length >= 2 && smallestArm >= rule.minVisitorsPerArm;
  return {
    standings,
    verdict: verdictFor({
      standings,
      leader,
      hasMinimumSample,
      rule,
      arms,
      neededPerArm: () => (arms.length >= 2 ? estimateVisitorsPerArm({ arms, leader, rule }) : 0),
    }),
  };
}

/**
 * The verdict once the leader and whether every arm has its minimum sample are known: a winner when the leader
 * meets the rule, else "keep going" with a rough count of further visitors, from the visitors each arm needs
 * (`neededPerArm`, at least the rule's minimum). Every metric's rule words its verdict this way.
 */
export function verdictFor({
  standings,
  leader,
  hasMinimumSample,
  rule,
  arms,
  neededPerArm,
}: {
  standings: ArmStanding[];
  leader: number;
  hasMinimumSample: boolean;
  rule: DecisionRule;
  arms: { visitors: number }[];
  neededPerArm: () => number;
}): Verdict {
  const top = standings[leader];
  if (
    hasMinimumSample &&
    top &&
    top.probabilityBest >= rule.minProbabilityBest &&
    top.expectedLoss < rule.maxExpectedLoss
  ) {
    return { kind: 'winner', arm: leader };
  }
  const needed = Math.max(rule.minVisitorsPerArm, neededPerArm());
  const moreVisitors = arms.reduce((sum, arm) => sum + Math.max(0, needed - arm.visitors), 0);
  return {
    kind: 'keep-going',
    reason: hasMinimumSample ? 'not-certain' : 'minimum-sample',
    // Never "0 more" while undecided: the estimate assumed 80% power, so it can run out before a verdict.
    moreVisitors: roundRoughly(
      Math.max(moreVisitors, Math.ceil(0.1 * arms.reduce((sum, arm) => sum + arm.visitors, 0))),
    ),
  };
}
