import type { VersionRow } from '../../../lib/analytics/conversion-rows.ts';
import { formatCount, formatPercentage } from '../../../lib/analytics/format.ts';
import { BestBadge } from '../ui/BestBadge.tsx';

const landingPaths: Record<number, string> = { 1: '/', 2: '/v2', 3: '/v3' };

/** The A/B readout: each landing version's impressions, emails and thank-you page, as rates of impressions. */
export function VersionTable({ versions }: { versions: readonly VersionRow[] }) {
  return (
    <table className="table table-sm tabular-nums [&_:is(td,th)]:text-[0.9rem] [&_thead_th]:whitespace-normal [&_thead_th]:align-bottom" data-testid="version-table">
      <caption className="sr-only">Landing versions compared; conversions are of each version's impressions.</caption>
      <thead>
        <tr>
          <th scope="col">Landing version</th>
          <th scope="col" className="text-right">Impressions</th>
          <th scope="col" className="text-right">Submitted Email</th>
          <th scope="col" className="text-right">Impression → Email</th>
          <th scope="col" className="text-right">Reached Thank You Page</th>
          <th scope="col" className="text-right">Impression → Thank You</th>
          <th scope="col" className="text-right">Ebooks Downloaded</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((row) => (
          <tr key={row.version} data-version={row.version}>
            <th scope="row">
              v{row.version} <span className="font-normal">({landingPaths[row.version] ?? ''})</span>
              <BestBadge isBest={row.isBest} />
            </th>
            <td className="text-right">{formatCount(row.impressions)}</td>
            <td className="text-right">{formatCount(row.emails)}</td>
            <td className="text-right font-semibold">{formatPercentage(row.emailRate)}</td>
            <td className="text-right">{formatCount(row.reachedThankYou)}</td>
            <td className="text-right font-semibold">{formatPercentage(row.thankYouRate)}</td>
            <td className="text-right">{formatCount(row.downloads)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
