import type { VersionRow } from '../logic/conversion-rows.ts';
import { formatCount } from '../logic/format.ts';
import { BestBadge } from '../ui/BestBadge.tsx';
import { ConversionCells, ConversionHeaders } from '../ui/ConversionColumns.tsx';
import { MoneyCells, MoneyHeaders } from '../ui/MoneyColumns.tsx';
import { reportTableClass } from '../ui/TableFrame.tsx';

const landingPaths: Record<number, string> = { 1: '/', 2: '/v2', 3: '/v3' };

/** The A/B readout: each landing version's impressions, emails and thank-you page, as rates of impressions. */
export function VersionTable({ versions }: { versions: readonly VersionRow[] }) {
  return (
    <table className={reportTableClass} data-testid="version-table">
      <caption className="sr-only">Landing versions compared; conversions are of each version's impressions.</caption>
      <thead>
        <tr>
          <th scope="col">Landing version</th>
          <ConversionHeaders />
          <th scope="col" className="text-right">
            Ebooks Downloaded
          </th>
          <MoneyHeaders />
        </tr>
      </thead>
      <tbody>
        {versions.map((row) => (
          <tr key={row.version} data-version={row.version}>
            <th scope="row">
              v{row.version} <span className="font-normal">({landingPaths[row.version] ?? ''})</span>
              <BestBadge isBest={row.isBest} />
            </th>
            <ConversionCells row={row} />
            <td className="text-right">{formatCount(row.downloads)}</td>
            <MoneyCells money={row.money} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
