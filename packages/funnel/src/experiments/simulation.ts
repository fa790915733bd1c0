import { decide, DECISION_RULE, type DecisionRule } from './decision-rule.ts';
import { createSeededRandom, drawBinomial, type RandomSource } from './random.ts';
import { checkSampleRatio } from './sample-ratio.ts';
import { toFigure, type SimulationFigure } from './simulation-figure.ts';

// The proof that the verdict can be trusted: the dashboard's own rule and SRM check, run on simulated
// experiments whose truth is known. Visitors arrive evenly over the days; each converts with its arm's true rate.

export type { SimulationFigure, Target } from './simulation-figure.ts';

export const SIMULATION_SETUP = {
  baselineRate: 0.1,
  relativeLift: 0.2,
  visitorsPerArm: 5000,
  days: 30,
  srmVisitors: 20_000,
  srmSkewedShare: 0.52,
} as const;

// Visitors arriving on each day so that every arm reaches `visitorsPerArm` on the last day.
export function getDailyVisitors({ visitorsPerArm, days }: { visitorsPerArm: number; days: number }): number[] {
  return Array.from(
    { length: days },
    (_, day) => Math.round((visitorsPerArm * (day + 1)) / days) - Math.round((visitorsPerArm * day) / days),
  );
}

/** The arm the rule declared first while looking every day (the experiment stops there), or null. */
function runSequentialExperiment({
  random,
  rates,
  rule,
}: {
  random: RandomSource;
  rates: number[];
  rule: DecisionRule;
}): number | null {
  const arms = rates.map(() => ({ visitors: 0, signups: 0 }));
  for (const visitors of getDailyVisitors(SIMULATION_SETUP)) {
    arms.forEach((arm, index) => {
      arm.visitors += visitors;
      arm.signups += drawBinomial({ random, trials: visitors, probability: rates[index] ?? 0 });
    });
    if (Math.min(...arms.map((arm) => arm.visitors)) < rule.minVisitorsPerArm) continue;
    const { verdict } = decide({ arms, rule });
    if (verdict.kind === 'winner') return verdict.arm;
  }
  return null;
}

function runSampleRatioExperiment({ random, share }: { random: RandomSource; share: number }): boolean {
  const first = drawBinomial({ random, trials: SIMULATION_SETUP.srmVisitors, probability: share });
  return checkSampleRatio({ visitors: [first, SIMULATION_SETUP.srmVisitors - first], weights: [50, 50] }).isMismatch;
}

export type SimulationSize = { runs: number; srmRuns: number; seed: number; rule?: DecisionRule };

/** Every figure of the proof, each from its own seeded stream so one scenario's size does not shift another's. */
export function runSimulation({ runs, srmRuns, seed, rule = DECISION_RULE }: SimulationSize): SimulationFigure[] {
  const { baselineRate, relativeLift, srmSkewedShare } = SIMULATION_SETUP;
  const aaRandom = createSeededRandom(seed);
  let aaWinners = 0;
  for (let run = 0; run < runs; run += 1) {
    if (runSequentialExperiment({ random: aaRandom, rates: [baselineRate, baselineRate], rule }) !== null)
      aaWinners += 1;
  }
  const powerRandom = createSeededRandom(seed + 1);
  let rightWinners = 0;
  let wrongWinners = 0;
  for (let run = 0; run < runs; run += 1) {
    const winner = runSequentialExperiment({
      random: powerRandom,
      rates: [baselineRate, baselineRate * (1 + relativeLift)],
      rule,
    });
    if (winner === 1) rightWinners += 1;
    if (winner === 0) wrongWinners += 1;
  }
  const skewRandom = createSeededRandom(seed + 2);
  const evenRandom = createSeededRandom(seed + 3);
  let skewAlarms = 0;
  let evenAlarms = 0;
  for (let run = 0; run < srmRuns; run += 1) {
    if (runSampleRatioExperiment({ random: skewRandom, share: srmSkewedShare })) skewAlarms += 1;
    if (runSampleRatioExperiment({ random: evenRandom, share: 0.5 })) evenAlarms += 1;
  }
  return [
    toFigure({
      name: 'A/A: runs that ever declare a winner (daily looks, 30 days)',
      runs,
      count: aaWinners,
      target: { comparison: 'at-most', share: 0.05 },
    }),
    toFigure({
      name: 'Power: runs that declare the right winner by day 30',
      runs,
      count: rightWinners,
      target: { comparison: 'at-least', share: 0.8 },
    }),
    toFigure({
      name: 'Power: runs that declare the wrong winner',
      runs,
      count: wrongWinners,
      target: { comparison: 'at-most', share: 0.01 },
    }),
    toFigure({
      name: 'SRM: warning at a true 52/48 split of 20,000 configured 50/50',
      runs: srmRuns,
      count: skewAlarms,
      target: { comparison: 'at-least', share: 0.99 },
    }),
    toFigure({
      name: 'SRM: warning at a true 50/50 split of 20,000',
      runs: srmRuns,
      count: evenAlarms,
      target: { comparison: 'at-most', share: 0.01 },
    }),
  ];
}
