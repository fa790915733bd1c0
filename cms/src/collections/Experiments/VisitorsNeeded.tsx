'use client';
import { useFormFields } from '@payloadcms/ui';
import { getVisitorsPerArm, METRIC_LABELS, type Baseline, type ExperimentMetric } from '@seniorguide/funnel';

// Under the metric and the smallest lift worth finding: how many visitors each variant needs before a verdict,
// so the marketer knows before starting whether the traffic can answer the question. Worked out in the browser
// from the funnel package's planning rule, at the funnel's typical figures (named on screen).

const typicalBaselines: Record<ExperimentMetric, { baseline: Baseline; words: string }> = {
  'signup-rate': { baseline: { metric: 'signup-rate', rate: 0.1 }, words: 'a 10% signup rate' },
  'offers-per-visitor': {
    baseline: { metric: 'offers-per-visitor', acceptingShare: 0.08, extraOffers: 0.3 },
    words: '8% of visitors accepting an offer, 1.3 offers each',
  },
  'revenue-per-visitor': {
    baseline: { metric: 'revenue-per-visitor', payingShare: 0.06, logSpread: 0.8 },
    words: '6% of visitors earning, amounts as spread as the offers’ prices make them',
  },
};

export function VisitorsNeeded() {
  const metric = useFormFields(([fields]) => fields.primaryMetric?.value) as ExperimentMetric | undefined;
  const effect = useFormFields(([fields]) => fields.minimumDetectableEffect?.value) as number | undefined;
  const variants = useFormFields(([fields]) => fields.variants?.rows?.length ?? fields.variants?.value) as
    | number
    | undefined;
  const chosen = typicalBaselines[metric ?? 'signup-rate'];
  const perVariant =
    typeof effect === 'number'
      ? getVisitorsPerArm({ baseline: chosen.baseline, minimumDetectableEffect: effect / 100 })
      : null;
  const arms = typeof variants === 'number' && variants >= 2 ? variants : 2;
  return (
    <div className="field-type" data-testid="visitors-needed" aria-live="polite">
      <p style={{ fontSize: '1rem' }}>
        <strong>Visitors needed:</strong>{' '}
        {perVariant === null
          ? 'choose the smallest lift worth finding to see how many visitors the test needs.'
          : `about ${perVariant.toLocaleString('en-US')} per variant (${(perVariant * arms).toLocaleString('en-US')} in all) ` +
            `to find a ${effect}% lift in ${METRIC_LABELS[metric ?? 'signup-rate'].toLowerCase()}, at ${chosen.words}.`}
      </p>
    </div>
  );
}
