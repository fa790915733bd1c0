import { SIMULATION_SETUP, getDailyVisitors } from './simulation.ts';
import { toFigure, type SimulationFigure } from './simulation-figure.ts';
import { decideOnMetric, type ArmMetricCounts, type ExperimentMetric, type Guardrail } from './metric-decision.ts';
import { createSeededRandom, drawBinomial, type RandomSource } from './random.ts';

// The proof of the revenue metric and of the guardrail, in the same form as the signup rule's: simulated
// experiments whose truth is known, the rule applied after every day, the experiment stopping at its first
// winner. A visitor signs up with the arm's signup rate and, independently, pays with its paying rate; a paying
// visitor's revenue is log-normal (median $6, σ = 0.8 on the log scale: a long right tail, as several accepted
// offers of different prices give). Revenue per visitor is judged on more visitors than the signup rate, because
// most visitors earn nothing.

export const REVENUE_SIMULATION_SETUP = {
  payingRate: 0.06,
  medianCents: 600,
  logDeviation: 0.8,
  relativeLift: 0.2,
  visitorsPerArm: 20_000,
  days: 30,
  /** The guardrail scenario: the signup winner pays this much less per visitor. */
  harmedRevenue: 0.25,
  guardedVisitorsPerArm: 12_000,
} as const;

type ArmTruth = { signupRate: number; payingRate: number };

const normalDraw = (random: RandomSource) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

function addDay({
  random,
  arm,
  truth,
  visitors,
}: {
  random: RandomSource;
  arm: ArmMetricCounts;
  truth: ArmTruth;
  visitors: number;
}) {
  const { medianCents, logDeviation } = REVENUE_SIMULATION_SETUP;
  arm.visitors += visitors;
  arm.signups += drawBinomial({ random, trials: visitors, probability: truth.signupRate });
  const payers = drawBinomial({ random, trials: visitors, probability: truth.payingRate });
  arm.payers += payers;
  arm.accepters += payers;
  arm.accepts += payers;
  for (let payer = 0; payer < payers; payer += 1) {
    const logRevenue = Math.log(medianCents) + logDeviation * normalDraw(random);
    arm.logRevenueSum += logRevenue;
    arm.logRevenueSquareSum += logRevenue * logRevenue;
  }
}

/** The arm declared first while looking every day, or null (a blocked winner is no winner: the test goes on). */
function runExperiment({
  random,
  truths,
  metric,
  guardrails,
  visitorsPerArm,
}: {
  random: RandomSource;
  truths: ArmTruth[];
  metric: ExperimentMetric;
  guardrails: Guardrail[];
  visitorsPerArm: number;
}): number | null {
  const arms: ArmMetricCounts[] = truths.map(() => ({
    visitors: 0,
    signups: 0,
    accepters: 0,
    accepts: 0,
    payers: 0,
    logRevenueSum: 0,
    logRevenueSquareSum: 0,
  }));
  for (const visitors of getDailyVisitors({ visitorsPerArm, days: REVENUE_SIMULATION_SETUP.days })) {
    arms.forEach((arm, index) => addDay({ random, arm, truth: truths[index]!, visitors }));
    const { verdict } = decideOnMetric({ metric, arms, guardrails });
    if (verdict.kind === 'winner') return verdict.arm;
  }
  return null;
}

function countWinners(runs: number, seed: number, experiment: Omit<Parameters<typeof runExperiment>[0], 'random'>) {
  const random = createSeededRandom(seed);
  const winners = [0, 0];
  for (let run = 0; run < runs; run += 1) {
    const winner = runExperiment({ random, ...experiment });
    if (winner !== null) winners[winner]! += 1;
  }
  return winners;
}

/** The revenue rule's A/A, power and wrong-winner figures, and the guardrail's two, each from its own stream. */
export function runRevenueSimulation({ runs, seed }: { runs: number; seed: number }): SimulationFigure[] {
  const { payingRate, relativeLift, visitorsPerArm, harmedRevenue, guardedVisitorsPerArm } = REVENUE_SIMULATION_SETUP;
  const signupRate = SIMULATION_SETUP.baselineRate;
  const base = { signupRate, payingRate };
  const revenue = { metric: 'revenue-per-visitor' as const, guardrails: [], visitorsPerArm };
  const aa = countWinners(runs, seed + 10, { ...revenue, truths: [base, base] });
  const power = countWinners(runs, seed + 11, {
    ...revenue,
    truths: [base, { signupRate, payingRate: payingRate * (1 + relativeLift) }],
  });
  const guarded = {
    metric: 'signup-rate' as const,
    guardrails: [{ metric: 'revenue-per-visitor' as const }],
    visitorsPerArm: guardedVisitorsPerArm,
  };
  const betterSignups = signupRate * (1 + SIMULATION_SETUP.relativeLift);
  const harmed = countWinners(runs, seed + 12, {
    ...guarded,
    truths: [base, { signupRate: betterSignups, payingRate: payingRate * (1 - harmedRevenue) }],
  });
  const unharmed = countWinners(runs, seed + 13, {
    ...guarded,
    truths: [base, { signupRate: betterSignups, payingRate }],
  });
  return [
    toFigure({
      name: 'Revenue per visitor, A/A: runs that ever declare a winner',
      runs,
      count: aa[0]! + aa[1]!,
      target: { comparison: 'at-most', share: 0.05 },
    }),
    toFigure({
      name: `Revenue per visitor, power: runs that declare the +${relativeLift * 100}% arm by day 30`,
      runs,
      count: power[1]!,
      target: { comparison: 'at-least', share: 0.8 },
    }),
    toFigure({
      name: 'Revenue per visitor, power: runs that declare the lower arm',
      runs,
      count: power[0]!,
      target: { comparison: 'at-most', share: 0.01 },
    }),
    toFigure({
      name: `Guardrail: a signup winner that earns ${harmedRevenue * 100}% less per visitor is declared`,
      runs,
      count: harmed[1]!,
      target: { comparison: 'at-most', share: 0.05 },
    }),
    toFigure({
      name: 'Guardrail: a signup winner that earns as much per visitor is still declared by day 30',
      runs,
      count: unharmed[1]!,
      target: { comparison: 'at-least', share: 0.8 },
    }),
  ];
}
