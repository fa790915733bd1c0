import type { ExperimentAudience } from '@seniorguide/contracts';
import { describeVariant, formatInterval, formatLoss, formatShare } from '../logic/experiment-format.ts';
import { formatCount } from '../logic/format.ts';
import { reportTableClass } from '../ui/TableFrame.tsx';

/** One audience's variants: visitors, signups, conversion with its 95% interval, P(best) and expected loss. */
export function ExperimentArmsTable({ audience, caption }: { audience: ExperimentAudience; caption: string }) {
  return (
    <table className={reportTableClass} data-testid="experiment-arms" data-affiliate={audience.affiliateId ?? ''}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col" className="text-right">
            Weight
          </th>
          <th scope="col" className="text-right">
            Visitors
          </th>
          <th scope="col" className="text-right">
            Signups
          </th>
          <th scope="col" className="text-right">
            Conversion (95% interval)
          </th>
          <th scope="col" className="text-right">
            Chance of being best
          </th>
          <th scope="col" className="text-right">
            Expected loss
          </th>
        </tr>
      </thead>
      <tbody>
        {audience.arms.map((arm) => (
          <tr key={arm.version} data-version={arm.version}>
            <th scope="row">{describeVariant(arm.version)}</th>
            <td className="text-right">{formatCount(arm.weight)}</td>
            <td className="text-right">{formatCount(arm.visitors)}</td>
            <td className="text-right">{formatCount(arm.signups)}</td>
            <td className="text-right">
              {formatShare(arm.conversion)} <span className="whitespace-nowrap">({formatInterval(arm.interval)})</span>
            </td>
            <td className="text-right">{formatShare(arm.probabilityBest)}</td>
            <td className="text-right">{formatLoss(arm.expectedLoss)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
