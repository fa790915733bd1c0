import type { ApiParsedRequest, ApiResponse, ExperimentAudience, ExperimentSummary } from '@seniorguide/contracts';
import {
  RESULTS_METHOD,
  buildExperimentResult,
  decideOnMetric,
  describeLogPosterior,
  describeMetricRule,
  getMetricPosterior,
  type ArmMetricCounts,
  type ExperimentMetric,
} from '@seniorguide/funnel';
import type { Clock } from '../clock.ts';
import { dayMs } from '../counting/counter-increments.ts';
import { experimentDetailOf, parseExperimentDetail } from '../counting/experiment-increments.ts';
import { allAffiliates, metrics } from '../counting/metrics.ts';
import { HttpError } from '../http/http-error.ts';
import type { CountersPort, CounterTotal } from '../store/port.ts';
import type { CmsExperiment, CmsExperiments } from './cms-experiments.ts';

// The operator's results of one landing experiment: the experiment as the CMS defines it, and its
// pre-aggregated counters (never the event log) from its first day to today, overall and per affiliate, judged
// by the funnel package's statistics and decision rule, on the metric the marketer chose (the signup rate by
// default) with its guardrails. The figures count from one "since" point: the latest by default, as the answer says.

const experimentMetrics = [
  metrics.experimentVisit,
  metrics.experimentSignup,
  metrics.experimentAccept,
  metrics.experimentAccepter,
  metrics.experimentPayer,
  metrics.experimentLogRevenue,
  metrics.experimentLogRevenueSquare,
];

const metricOf = (experiment: CmsExperiment): ExperimentMetric => experiment.primaryMetric ?? 'signup-rate';
const guardrailsOf = (experiment: CmsExperiment): ExperimentMetric[] => experiment.guardrails ?? [];

const METRIC_METHOD =
  'Accepted offers and revenue per visitor: the share of visitors who accept (or pay) as a beta posterior times, ' +
  'for offers, 1 + a Poisson count of further offers and, for revenue, a log-normal amount per paying visitor ' +
  '(normal-inverse-gamma prior), compared on the log scale.';

type Query = ApiParsedRequest<'getExperimentResults'>['query'];

const latestSinceOf = (experiment: CmsExperiment) => Date.parse(experiment.since ?? experiment.startsAt);

function toSummary(experiment: CmsExperiment): ExperimentSummary {
  return {
    id: experiment.id,
    name: experiment.name,
    route: experiment.route,
    status: experiment.status,
    winner: experiment.winner ?? null,
    variants: experiment.variants.map(({ version, weight }) => ({ version, weight })),
    // Only a content experiment says its kind: the dashboard names its variants as arms of its one version.
    ...(experiment.kind === 'content'
      ? { kind: 'content' as const, landingVersion: experiment.landingVersion ?? null }
      : {}),
    startsAt: experiment.startsAt,
    since: new Date(latestSinceOf(experiment)).toISOString(),
    metric: metricOf(experiment),
    guardrails: guardrailsOf(experiment),
  };
}

function toAudience({
  experiment,
  totals,
  detail,
  affiliateId,
}: {
  experiment: CmsExperiment;
  totals: CounterTotal[];
  detail: string;
  affiliateId: string | null;
}): ExperimentAudience {
  const count = (metric: string, version: number) =>
    totals
      .filter((row) => row.metric === metric && row.detail === detail && row.version === version)
      .reduce((sum, row) => sum + row.total, 0);
  const counts: ArmMetricCounts[] = experiment.variants.map(({ version }) => ({
    visitors: count(metrics.experimentVisit, version),
    signups: count(metrics.experimentSignup, version),
    accepts: count(metrics.experimentAccept, version),
    accepters: count(metrics.experimentAccepter, version),
    payers: count(metrics.experimentPayer, version),
    logRevenueSum: count(metrics.experimentLogRevenue, version) / 1_000_000,
    logRevenueSquareSum: count(metrics.experimentLogRevenueSquare, version) / 1_000_000,
  }));
  const signupResult = buildExperimentResult({
    arms: experiment.variants.map(({ version, weight }, arm) => ({
      version,
      weight,
      visitors: counts[arm]!.visitors,
      signups: counts[arm]!.signups,
    })),
  });
  const metric = metricOf(experiment);
  const guardrails = guardrailsOf(experiment).map((guardrail) => ({ metric: guardrail }));
  const decision = decideOnMetric({ metric, arms: counts, guardrails });
  const versionAt = (arm: number) => experiment.variants[arm]?.version ?? 0;
  const verdict: ExperimentAudience['verdict'] =
    decision.verdict.kind === 'winner'
      ? { kind: 'winner', version: versionAt(decision.verdict.arm) }
      : decision.verdict.kind === 'blocked'
        ? {
            kind: 'blocked',
            version: versionAt(decision.verdict.arm),
            guardrail: decision.verdict.guardrail,
            against: versionAt(decision.verdict.against),
            probabilityWorse: decision.verdict.probabilityWorse,
          }
        : decision.verdict;
  return {
    affiliateId,
    arms: signupResult.arms.map((arm, index) => {
      const { estimate, interval } = describeLogPosterior(getMetricPosterior(metric, counts[index]!));
      const standing = decision.standings[index];
      return {
        ...arm,
        probabilityBest: standing?.probabilityBest ?? 0,
        expectedLoss: standing?.expectedLoss ?? 0,
        accepts: counts[index]!.accepts,
        accepters: counts[index]!.accepters,
        payers: counts[index]!.payers,
        primary: metric === 'signup-rate' ? { estimate: arm.conversion, ...arm.interval } : { estimate, ...interval },
      };
    }),
    sampleRatio: signupResult.sampleRatio,
    verdict,
  };
}

const visitorsOf = (audience: ExperimentAudience) => audience.arms.reduce((sum, arm) => sum + arm.visitors, 0);
const hasCounts = (audience: ExperimentAudience) => audience.arms.some((arm) => arm.visitors + arm.signups > 0);

export function createExperimentResultsService({
  store,
  cms,
  clock,
}: {
  store: CountersPort;
  cms: CmsExperiments;
  clock: Clock;
}) {
  return {
    list: async (): Promise<ApiResponse<'listExperiments'>> => (await cms.list()).map(toSummary),

    async results({ id, query }: { id: string; query: Query }): Promise<ApiResponse<'getExperimentResults'>> {
      const experiment = await cms.get(id);
      if (!experiment) throw new HttpError({ code: 'not_found', message: `No experiment has the id ${id}.` });
      const latestSince = latestSinceOf(experiment);
      // Nothing is counted before the experiment existed: its first day bounds the days summed.
      const first = Math.min(
        Date.parse(experiment.createdAt ?? experiment.startsAt),
        Date.parse(experiment.startsAt),
        latestSince,
      );
      const range = {
        byVersion: true,
        metrics: experimentMetrics,
        fromDay: Math.floor(first / dayMs),
        toDay: Math.floor(clock() / dayMs),
      };

      const overallTotals = await store.sumCounters({ affiliate: allAffiliates, ...range });
      const sincePoints = new Set([latestSince]);
      for (const row of overallTotals) {
        const parsed = parseExperimentDetail(row.detail);
        if (parsed?.id === id) sincePoints.add(parsed.since);
      }
      const since = query.since === undefined ? latestSince : Date.parse(query.since);
      if (!sincePoints.has(since))
        throw new HttpError({ code: 'not_found', message: 'This experiment has no results from that "since" point.' });
      const detail = experimentDetailOf({ id, since });

      const affiliateIds = await store.listAffiliates();
      const affiliates = await Promise.all(
        affiliateIds.map(async (affiliateId) =>
          toAudience({
            experiment,
            totals: await store.sumCounters({ affiliate: affiliateId, ...range }),
            detail,
            affiliateId,
          }),
        ),
      );
      return {
        experiment: toSummary(experiment),
        since: new Date(since).toISOString(),
        isLatestSince: since === latestSince,
        sincePoints: [...sincePoints].sort((a, b) => b - a).map((point) => new Date(point).toISOString()),
        rule: describeMetricRule(metricOf(experiment), guardrailsOf(experiment)),
        method:
          metricOf(experiment) === 'signup-rate' && guardrailsOf(experiment).length === 0
            ? RESULTS_METHOD
            : `${RESULTS_METHOD} ${METRIC_METHOD}`,
        overall: toAudience({ experiment, totals: overallTotals, detail, affiliateId: null }),
        affiliates: affiliates
          .filter(hasCounts)
          .sort((a, b) => visitorsOf(b) - visitorsOf(a) || (a.affiliateId ?? '').localeCompare(b.affiliateId ?? '')),
      };
    },
  };
}

export type ExperimentResultsService = ReturnType<typeof createExperimentResultsService>;
