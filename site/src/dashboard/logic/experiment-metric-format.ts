import type { ExperimentMetricName, ExperimentSummary } from '@seniorguide/contracts';
import { formatDollars, METRIC_LABELS } from '@seniorguide/funnel';

// How the experiment panel words a verdict on accepted offers or revenue per visitor, and its guardrails: the
// metric with its 95% interval on its own scale (dollars, offers), the expected loss as a share of the metric.

type Estimate = { estimate: number; low: number; high: number } | undefined;

export function metricColumnTitle(metric: ExperimentMetricName): string {
  return `${METRIC_LABELS[metric]} (95% interval)`;
}

export function formatMetricValue(metric: ExperimentMetricName, value: Estimate): string {
  if (!value) return '—';
  const format = (amount: number) =>
    metric === 'revenue-per-visitor'
      ? formatDollars(amount, { precise: true })
      : metric === 'offers-per-visitor'
        ? amount.toFixed(3)
        : `${(amount * 100).toFixed(1)}%`;
  return `${format(value.estimate)} (${format(value.low)}–${format(value.high)})`;
}

/** The expected loss on the log scale, read as a share of the metric. */
export function formatMetricLoss(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

export function describeMetrics({ metric, guardrails }: Pick<ExperimentSummary, 'metric' | 'guardrails'>): string {
  const primary = METRIC_LABELS[metric ?? 'signup-rate'];
  const guarded = (guardrails ?? []).filter((guardrail) => guardrail !== metric).map((name) => METRIC_LABELS[name]);
  return guarded.length === 0 ? primary : `${primary}; guardrails: ${guarded.join(', ')}`;
}

/** The sentence for a winner a guardrail holds back; `nameOf` names a variant as the winner's sentence does. */
export function describeBlocked(
  {
    version,
    guardrail,
    against,
    probabilityWorse,
  }: {
    version: number;
    guardrail: ExperimentMetricName;
    against: number;
    probabilityWorse: number;
  },
  nameOf: (version: number) => string,
): string {
  return (
    `Held back: ${nameOf(version)} leads, but it is worse than ${nameOf(against)} on ` +
    `${METRIC_LABELS[guardrail].toLowerCase()} (${(probabilityWorse * 100).toFixed(1)}% probability), a guardrail ` +
    'of this experiment.'
  );
}
