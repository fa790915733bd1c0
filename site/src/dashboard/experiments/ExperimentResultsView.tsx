import { describeSince, variantNamer } from '../logic/experiment-format.ts';
import { describeMetrics } from '../logic/experiment-metric-format.ts';
import { ExperimentAudienceView } from './ExperimentAudienceView.tsx';
import { experimentTexts } from './experiment-texts.ts';
import type { ExperimentResults } from './load-experiments.ts';

/** An experiment's results: the since point, the rule and method in words, overall and per affiliate. */
export function ExperimentResultsView({ results }: { results: ExperimentResults }) {
  const metric = results.experiment.metric ?? 'signup-rate';
  const nameOf = variantNamer(results.experiment);
  return (
    <div className="flex flex-col gap-4" data-testid="experiment-results" data-experiment={results.experiment.id}>
      <p className="text-base" data-testid="experiment-since">
        {describeSince(results)}
      </p>
      <dl className="grid gap-2 text-base md:grid-cols-[max-content_1fr] md:gap-x-4">
        <dt className="font-bold">{experimentTexts.metricTitle}</dt>
        <dd data-testid="experiment-metric">{describeMetrics(results.experiment)}</dd>
        <dt className="font-bold">{experimentTexts.ruleTitle}</dt>
        <dd data-testid="experiment-rule">{results.rule}</dd>
        <dt className="font-bold">{experimentTexts.methodTitle}</dt>
        <dd>{results.method}</dd>
      </dl>
      <ExperimentAudienceView
        audience={results.overall}
        metric={metric}
        nameOf={nameOf}
        title={experimentTexts.overallTitle}
        label={experimentTexts.overallLabel}
        headingLevel={3}
      />
      <h3 className="text-lg font-bold">{experimentTexts.byAffiliateTitle}</h3>
      {results.affiliates.length === 0 ? <p className="text-base">{experimentTexts.noAffiliates}</p> : null}
      {results.affiliates.map((audience) => (
        <ExperimentAudienceView
          key={audience.affiliateId}
          audience={audience}
          metric={metric}
          nameOf={nameOf}
          title={`Affiliate ${audience.affiliateId ?? ''}`}
          label={`${experimentTexts.byAffiliateLabel}: ${audience.affiliateId ?? ''}`}
          headingLevel={4}
        />
      ))}
    </div>
  );
}
