import type { ApiResponse } from '@seniorguide/contracts';
import { decideOnMetric, describeMetricRule, type ArmMetricCounts } from '@seniorguide/funnel';
import type { Clock } from '../clock.ts';
import { dayMs } from '../counting/counter-increments.ts';
import { allAffiliates, metrics } from '../counting/metrics.ts';
import { orderArmDetailOf } from '../counting/order-arm-increments.ts';
import type { CountersPort } from '../store/port.ts';

// "By earnings" against the fixed order in a flow, read as a running experiment: each arm's visitors and their
// accepted offers, paying visitors and log revenue (counting/order-arm-increments.ts) since the flow was
// switched to "by earnings", judged on revenue per visitor by the landing experiments' own rule and model
// (the funnel package's decideOnMetric), so the same evidence is asked of both.

type Flow = 'sequential' | 'list';
type Arm = 'fixed' | 'earnings';
/** The flows' settings as the offer order reads them from the CMS (offers/cms-offer-order.ts). */
type FlowSettings = () => Promise<Record<Flow, { mode: Arm; since: number }>>;

const armsInOrder: Arm[] = ['fixed', 'earnings'];

export function createOfferOrderResults({
  store,
  settings,
  clock,
}: {
  store: CountersPort;
  settings: FlowSettings;
  clock: Clock;
}) {
  return async function offerOrderResults({ flow }: { flow: Flow }): Promise<ApiResponse<'getOfferOrderResults'>> {
    const { mode, since } = (await settings())[flow];
    const totals =
      since > 0
        ? await store.sumCounters({
            affiliate: allAffiliates,
            byVersion: false,
            metrics: [
              metrics.offerOrderVisitor,
              metrics.offerOrderAccept,
              metrics.offerOrderAccepter,
              metrics.offerOrderPayer,
              metrics.offerOrderLogRevenue,
              metrics.offerOrderLogRevenueSquare,
              metrics.offerOrderRevenue,
            ],
            fromDay: Math.floor(since / dayMs),
            toDay: Math.floor(clock() / dayMs),
          })
        : [];
    const count = (metric: string, arm: Arm) =>
      totals
        .filter((row) => row.metric === metric && row.detail === orderArmDetailOf({ flow, arm, since }))
        .reduce((sum, row) => sum + row.total, 0);
    const counts: ArmMetricCounts[] = armsInOrder.map((arm) => {
      const visitors = count(metrics.offerOrderVisitor, arm);
      return {
        visitors,
        signups: visitors,
        accepts: count(metrics.offerOrderAccept, arm),
        accepters: count(metrics.offerOrderAccepter, arm),
        payers: count(metrics.offerOrderPayer, arm),
        logRevenueSum: count(metrics.offerOrderLogRevenue, arm) / 1_000_000,
        logRevenueSquareSum: count(metrics.offerOrderLogRevenueSquare, arm) / 1_000_000,
      };
    });
    const { standings, verdict } = decideOnMetric({ metric: 'revenue-per-visitor', arms: counts });
    return {
      flow,
      mode,
      since: since > 0 ? new Date(since).toISOString() : null,
      arms: armsInOrder.map((arm, index) => {
        const armCounts = counts[index]!;
        const revenueCents = count(metrics.offerOrderRevenue, arm);
        return {
          arm,
          visitors: armCounts.visitors,
          accepts: armCounts.accepts,
          accepters: armCounts.accepters,
          payers: armCounts.payers,
          revenueCents,
          revenuePerVisitorCents: armCounts.visitors > 0 ? revenueCents / armCounts.visitors : null,
          probabilityBest: standings[index]?.probabilityBest ?? 0,
          expectedLoss: standings[index]?.expectedLoss ?? 0,
        };
      }),
      // Without guardrails a verdict is a winner or a reason to keep going.
      verdict:
        verdict.kind === 'winner'
          ? { kind: 'winner', arm: armsInOrder[verdict.arm] ?? 'fixed' }
          : verdict.kind === 'keep-going'
            ? verdict
            : { kind: 'keep-going', reason: 'not-certain', moreVisitors: 0 },
      rule: describeMetricRule('revenue-per-visitor'),
    };
  };
}

export type OfferOrderResults = ReturnType<typeof createOfferOrderResults>;
