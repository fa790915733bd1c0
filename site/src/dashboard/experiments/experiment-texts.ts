// The words of the landing-experiment panel.

export const experimentTexts = {
  title: 'Landing experiments',
  note: 'Visitors of / assigned by a running experiment, and their signups (under the variant they were shown), from the chosen "since" point to now. /v2 and /v3 opened directly are counted outside the experiment.',
  none: 'No experiment has been set up in the CMS yet.',
  loading: 'Loading the experiment…',
  loadFailed: 'The experiment results could not be loaded.',
  experiment: 'Experiment',
  since: 'Count from',
  latest: '(latest)',
  verdictTitle: 'Verdict',
  metricTitle: 'Judged on',
  ruleTitle: 'Decision rule',
  methodTitle: 'Method',
  overallTitle: 'All affiliates',
  overallLabel: 'Experiment results, all affiliates',
  byAffiliateTitle: 'By affiliate',
  byAffiliateLabel: 'Experiment results by affiliate',
  noAffiliates: 'No visitors in this experiment yet.',
  mismatch: 'Sample ratio mismatch: the visitors per variant stray from the configured weights more than chance allows',
  mismatchAdvice: 'Check assignment and counting before trusting any verdict.',
  status: { running: 'running', paused: 'paused', finished: 'finished' },
} as const;
