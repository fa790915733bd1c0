import { gainCountsOf, type GainMetrics } from './experiment-increments.ts';
import type { Fact } from './facts.ts';
import { metrics } from './metrics.ts';

// The comparison of "by earnings" with the fixed order in a flow set to "by earnings": each arm's visitors (the
// first offer of the order a visitor was given), and its visitors' accepted offers, first offers, paying
// visitors, revenue and log revenue, the sums the funnel package's experiment rule judges revenue per visitor
// on (as a landing experiment's, experiment-increments.ts). Detail `flow:arm@since`, so switching a flow to "by
// earnings" again starts fresh rows. Never a bot's; a held acceptance only once approved.

const orderGainMetrics: GainMetrics = {
  accept: metrics.offerOrderAccept,
  accepter: metrics.offerOrderAccepter,
  payer: metrics.offerOrderPayer,
  logRevenue: metrics.offerOrderLogRevenue,
  logRevenueSquare: metrics.offerOrderLogRevenueSquare,
};

export const orderArmDetailOf = ({ flow, arm, since }: { flow: string; arm: string; since: number }) =>
  `${flow}:${arm}@${since}`;

export function orderArmCountsOf(fact: Fact): { metric: string; detail: string; count: number }[] {
  const arm = fact.orderArm;
  if (!arm || fact.isBot || fact.hold) return [];
  const detail = orderArmDetailOf(arm);
  if (fact.type === 'offer_shown')
    return fact.position === 1 ? [{ metric: metrics.offerOrderVisitor, detail, count: 1 }] : [];
  const gain = fact.orderGain;
  const revenue = gain && gain.afterCents > gain.beforeCents ? gain.afterCents - gain.beforeCents : 0;
  return [
    ...gainCountsOf(fact, gain, orderGainMetrics),
    ...(revenue > 0 ? [{ metric: metrics.offerOrderRevenue, count: revenue }] : []),
  ].map(({ metric, count }) => ({ metric, detail, count }));
}
