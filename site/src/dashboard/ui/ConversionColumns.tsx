import type { ConversionRow } from '../logic/conversion-rows.ts';
import { formatCount, formatPercentage } from '../logic/format.ts';

// The five columns every comparison of landing versions or affiliates reads the same way: impressions, emails
// and the thank-you page, each stage with its rate of impressions.

export function ConversionHeaders() {
  return (
    <>
      <th scope="col" className="text-right">
        Impressions
      </th>
      <th scope="col" className="text-right">
        Submitted Email
      </th>
      <th scope="col" className="text-right">
        Impression → Email
      </th>
      <th scope="col" className="text-right">
        Reached Thank You Page
      </th>
      <th scope="col" className="text-right">
        Impression → Thank You
      </th>
    </>
  );
}

export function ConversionCells({ row }: { row: ConversionRow }) {
  return (
    <>
      <td className="text-right">{formatCount(row.impressions)}</td>
      <td className="text-right">{formatCount(row.emails)}</td>
      <td className="text-right font-semibold">{formatPercentage(row.emailRate)}</td>
      <td className="text-right">{formatCount(row.reachedThankYou)}</td>
      <td className="text-right font-semibold">{formatPercentage(row.thankYouRate)}</td>
    </>
  );
}
