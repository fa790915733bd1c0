import { formatShare } from '../logic/experiment-format.ts';
import { formatMetricLoss } from '../logic/experiment-metric-format.ts';
import { formatCount, formatDollars } from '../logic/format.ts';
import { reportTableClass, TableFrame } from '../ui/TableFrame.tsx';
import type { OfferOrderResults } from './load-offer-order.ts';
import { offerOrderTexts } from './offer-order-texts.ts';

// One row an order (by earnings, fixed): its visitors, accepted offers, revenue, revenue per visitor, and the
// chance it earns the most per visitor with the expected loss of picking it (the experiments' model).

const { columns } = offerOrderTexts;

export function OfferOrderArmsTable({ arms }: { arms: OfferOrderResults['arms'] }) {
  return (
    <TableFrame label={offerOrderTexts.tableLabel}>
      <table className={reportTableClass} data-testid="offer-order-arms">
        <caption className="sr-only">{offerOrderTexts.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.arm}</th>
            <th scope="col" className="text-right">
              {columns.visitors}
            </th>
            <th scope="col" className="text-right">
              {columns.accepts}
            </th>
            <th scope="col" className="text-right">
              {columns.revenue}
            </th>
            <th scope="col" className="text-right">
              {columns.revenuePerVisitor}
            </th>
            <th scope="col" className="text-right">
              {columns.probabilityBest}
            </th>
            <th scope="col" className="text-right">
              {columns.expectedLoss}
            </th>
          </tr>
        </thead>
        <tbody>
          {arms.map((arm) => (
            <tr key={arm.arm} data-arm={arm.arm}>
              <th scope="row">{offerOrderTexts.arms[arm.arm]}</th>
              <td className="text-right">{formatCount(arm.visitors)}</td>
              <td className="text-right">{formatCount(arm.accepts)}</td>
              <td className="text-right">{formatDollars(arm.revenueCents)}</td>
              <td className="text-right">{formatDollars(arm.revenuePerVisitorCents, { precise: true })}</td>
              <td className="text-right">{formatShare(arm.probabilityBest)}</td>
              <td className="text-right">{formatMetricLoss(arm.expectedLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
