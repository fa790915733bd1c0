// The proof of the A/B verdict: runs the dashboard's decision rule and sample-ratio check on
// simulated experiments and prints each figure with its number of runs, its 95% interval and its target.
//
//   pnpm run ab:simulate    (AB_SIMULATE_RUNS, AB_SIMULATE_SRM_RUNS, AB_SIMULATE_REVENUE_RUNS, AB_SIMULATE_SEED)
//
// Exits 1 when a figure's whole interval does not meet its target.
import { describeDecisionRule, runSimulation, SIMULATION_SETUP, type SimulationFigure } from '../src/index.ts';
import { GUARDRAIL_RULE, METRIC_RULE } from '../src/experiments/metric-decision.ts';
import { REVENUE_SIMULATION_SETUP, runRevenueSimulation } from '../src/experiments/revenue-simulation.ts';

const runs = Number(process.env.AB_SIMULATE_RUNS ?? 10_000);
const srmRuns = Number(process.env.AB_SIMULATE_SRM_RUNS ?? 10_000);
const revenueRuns = Number(process.env.AB_SIMULATE_REVENUE_RUNS ?? 2_000);
const seed = Number(process.env.AB_SIMULATE_SEED ?? 20_261_125);

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

function formatFigure(figure: SimulationFigure): string {
  const sign = figure.target.comparison === 'at-most' ? '≤' : '≥';
  const verdict = figure.intervalMeetsTarget ? 'met' : figure.meetsTarget ? 'met by the estimate only' : 'NOT met';
  return (
    `${figure.name}\n  ${percent(figure.share)} of ${figure.runs.toLocaleString('en-US')} runs ` +
    `(95% interval ${percent(figure.interval.low)}–${percent(figure.interval.high)}), target ${sign} ${percent(figure.target.share)}: ${verdict}`
  );
}

const { baselineRate, relativeLift, visitorsPerArm, days } = SIMULATION_SETUP;
console.log(`Rule: ${describeDecisionRule()}`);
console.log(
  `Setup: ${percent(baselineRate)} baseline, ${percent(relativeLift)} relative lift, ${visitorsPerArm.toLocaleString('en-US')} visitors per arm ` +
    `arriving evenly over ${days} days, the rule applied after every day; seed ${seed}.\n`,
);
const started = Date.now();
const figures = runSimulation({ runs, srmRuns, seed });
for (const figure of figures) console.log(formatFigure(figure));

const revenue = REVENUE_SIMULATION_SETUP;
console.log(
  `\nRevenue per visitor: a winner needs every arm at ${METRIC_RULE.minVisitorsPerArm.toLocaleString('en-US')} visitors and ` +
    `${METRIC_RULE.minConvertingPerArm} paying visitors, P(best) ≥ ${METRIC_RULE.minProbabilityBest * 100}% and an expected ` +
    `loss below ${METRIC_RULE.maxExpectedLoss * 100}%. A guardrail blocks a winner it is worse on with ≥ ` +
    `${GUARDRAIL_RULE.harmProbability * 100}% probability, once every arm has that many converting visitors on it.`,
);
console.log(
  `Setup: ${percent(revenue.payingRate)} of visitors pay, log-normal amounts (median $${revenue.medianCents / 100}, ` +
    `σ ${revenue.logDeviation}); ${revenue.visitorsPerArm.toLocaleString('en-US')} visitors per arm for revenue, ` +
    `${revenue.guardedVisitorsPerArm.toLocaleString('en-US')} for the guardrail runs (signup rule, ${percent(relativeLift)} lift); ` +
    `over ${revenue.days} days, looked at every day.\n`,
);
const revenueFigures = runRevenueSimulation({ runs: revenueRuns, seed });
for (const figure of revenueFigures) console.log(formatFigure(figure));
figures.push(...revenueFigures);
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
if (!figures.every((figure) => figure.intervalMeetsTarget)) process.exitCode = 1;
