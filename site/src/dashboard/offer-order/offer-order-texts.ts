import type { ApiResponse } from '@seniorguide/contracts';
import { formatCount } from '../logic/format.ts';

// The words of the offer-order panel: "by earnings" against the fixed order in a flow, as a running experiment.

type Results = ApiResponse<'getOfferOrderResults'>;

export const offerOrderTexts = {
  title: 'Offer order: by earnings against the fixed order',
  note: 'In a flow set to "by earnings" in the CMS, most visitors see the offers in the order expected to earn the most and a share keeps the fixed order, to compare. Figures run from the moment the flow was switched to "by earnings" to now, whatever the report\u2019s dates.',
  flow: 'Flow',
  flows: { sequential: 'Sequential (one offer a page)', list: 'List (every offer on one page)' },
  arms: { earnings: 'By earnings', fixed: 'Fixed order' },
  tableLabel: 'By earnings against the fixed order',
  loading: 'Loading the offer order comparison…',
  loadFailed: 'The offer order comparison could not be loaded.',
  verdictTitle: 'Verdict',
  ruleTitle: 'Decision rule',
  noVisitors: 'No visitor has been given an order in this comparison yet.',
  columns: {
    arm: 'Order',
    visitors: 'Visitors',
    accepts: 'Offers accepted',
    revenue: 'Revenue',
    revenuePerVisitor: 'Revenue per visitor',
    probabilityBest: 'Chance of being best',
    expectedLoss: 'Expected loss',
  },
} as const;

/** Where the flow stands: its mode in the CMS, and since when the comparison counts. */
export function describeOrderSetting(results: Pick<Results, 'mode' | 'since'>, since: string | null): string {
  if (results.mode === 'earnings')
    return `This flow is set to "by earnings"${since ? ` since ${since}` : ''}; the comparison counts from then.`;
  return since
    ? `This flow is on the fixed order now; the last comparison (from ${since}) is shown as it stood.`
    : 'This flow is on the fixed order: it has never been set to "by earnings", so there is nothing to compare yet.';
}

export function describeOrderVerdict(verdict: Results['verdict']): string {
  if (verdict.kind === 'winner')
    return `Winner: ${offerOrderTexts.arms[verdict.arm]}. It earns more per visitor under the decision rule below.`;
  const why =
    verdict.reason === 'minimum-sample'
      ? 'each order needs the minimum sample first'
      : 'neither order is certain enough yet';
  const more =
    verdict.moreVisitors > 0 ? ` Roughly ${formatCount(verdict.moreVisitors)} more visitors are needed.` : '';
  return `Keep going: ${why}.${more}`;
}
