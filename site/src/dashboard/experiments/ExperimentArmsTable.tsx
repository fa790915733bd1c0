import type { ExperimentAudience, ExperimentMetricName } from '@seniorguide/contracts';
import { formatInterval, formatLoss, formatShare, type VariantNamer } from '../logic/experiment-format.ts';
import { formatMetricLoss, formatMetricValue, metricColumnTitle } from '../logic/experiment-metric-format.ts';
import { formatCount } from '../logic/format.ts';
import { reportTableClass } from '../ui/TableFrame.tsx';

/**
 * One audience's variants: visitors, signups, conversion with its 95% interval, accepted offers and paying
 * visitors, the verdict's metric when it is not the signup rate, P(best) and expected loss on that metric.
 */
export function ExperimentArmsTable({
  audience,
  metric,
  nameOf,
  caption,
}: {
  audience: ExperimentAudience;
  metric: ExperimentMetricName;
  /** The variant's name: a landing version, or a content experiment's arm. */
  nameOf: VariantNamer;
  caption: string;
}) {
  const onSignups = metric === 'signup-rate';
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
            Offers accepted
          </th>
          <th scope="col" className="text-right">
            Paying visitors
          </th>
          {onSignups ? null : (
            <th scope="col" className="text-right">
              {metricColumnTitle(metric)}
            </th>
          )}
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
            <th scope="row">{nameOf(arm.version)}</th>
            <td className="text-right">{formatCount(arm.weight)}</td>
            <td className="text-right">{formatCount(arm.visitors)}</td>
            <td className="text-right">{formatCount(arm.signups)}</td>
            <td className="text-right">
              {formatShare(arm.conversion)} <span className="whitespace-nowrap">({formatInterval(arm.interval)})</span>
            </td>
            <td className="text-right">{formatCount(arm.accepts ?? 0)}</td>
            <td className="text-right">{formatCount(arm.payers ?? 0)}</td>
            {onSignups ? null : <td className="text-right">{formatMetricValue(metric, arm.primary)}</td>}
            <td className="text-right">{formatShare(arm.probabilityBest)}</td>
            <td className="text-right">
              {onSignups ? formatLoss(arm.expectedLoss) : formatMetricLoss(arm.expectedLoss)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
