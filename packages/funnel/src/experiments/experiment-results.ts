import { decide, DECISION_RULE, describeDecisionRule, type DecisionRule, type Verdict } from './decision-rule.ts';
import { getCredibleInterval, getPosterior, getPosteriorMean, PRIOR } from './posterior.ts';
import { checkSampleRatio, SAMPLE_RATIO_ALPHA, type SampleRatioCheck } from './sample-ratio.ts';

// One experiment's results for one audience (everyone, or one affiliate's visitors): what the dashboard shows
// per variant, the sample-ratio check against the configured weights, and the verdict with the rule written out.

export type ArmInput = { version: number; weight: number; visitors: number; signups: number };

export type ArmResult = {
  version: number;
  weight: number;
  visitors: number;
  signups: number;
  /** Posterior mean of the conversion rate (0–1). */
  conversion: number;
  interval: { low: number; high: number };
  probabilityBest: number;
  expectedLoss: number;
};

export type ExperimentResult = {
  arms: ArmResult[];
  sampleRatio: SampleRatioCheck;
  verdict:
    | { kind: 'winner'; version: number }
    | { kind: 'keep-going'; reason: 'minimum-sample' | 'not-certain'; moreVisitors: number };
  rule: string;
  method: string;
};

export const RESULTS_METHOD =
  `Bayesian beta-binomial with a uniform Beta(${PRIOR.alpha}, ${PRIOR.beta}) prior; 95% credible intervals; ` +
  `sample-ratio mismatch by a chi-square test against the weights at p < ${SAMPLE_RATIO_ALPHA}.`;

function toVersionVerdict(verdict: Verdict, arms: ArmInput[]): ExperimentResult['verdict'] {
  if (verdict.kind === 'keep-going') return verdict;
  return { kind: 'winner', version: arms[verdict.arm]?.version ?? 0 };
}

/** Results of the arms in the order given. */
export function buildExperimentResult({
  arms,
  rule = DECISION_RULE,
}: {
  arms: ArmInput[];
  rule?: DecisionRule;
}): ExperimentResult {
  const { standings, verdict } = decide({ arms, rule });
  return {
    arms: arms.map((arm, index) => {
      const posterior = getPosterior(arm);
      return {
        ...arm,
        conversion: getPosteriorMean(posterior),
        interval: getCredibleInterval(posterior),
        probabilityBest: standings[index]?.probabilityBest ?? 0,
        expectedLoss: standings[index]?.expectedLoss ?? 0,
      };
    }),
    sampleRatio: checkSampleRatio({
      visitors: arms.map((arm) => arm.visitors),
      weights: arms.map((arm) => arm.weight),
    }),
    verdict: toVersionVerdict(verdict, arms),
    rule: describeDecisionRule(rule),
    method: RESULTS_METHOD,
  };
}
