import type { AffiliateRow } from '../../../lib/analytics/conversion-rows.ts';
import { formatCount, formatPercentage } from '../../../lib/analytics/format.ts';
import { writeReportFilters, type ReportFilters } from '../../../lib/analytics/report-filters.ts';
import { BestBadge } from '../ui/BestBadge.tsx';

/** Every affiliate for the same days, best impression→email rate first; each links to its own view. */
export function AffiliateTable({ rows, filters, onOpen }: { rows: readonly AffiliateRow[]; filters: ReportFilters; onOpen: (filters: ReportFilters) => void }) {
  if (rows.length === 0) return <p>No affiliate has traffic yet.</p>;
  return (
    <table className="table table-sm tabular-nums [&_:is(td,th)]:text-[0.9rem] [&_thead_th]:whitespace-normal [&_thead_th]:align-bottom" data-testid="affiliate-table">
      <caption className="sr-only">Affiliates ranked by the share of impressions that submitted an email.</caption>
      <thead>
        <tr>
          <th scope="col">Affiliate</th>
          <th scope="col" className="text-right">Impressions</th>
          <th scope="col" className="text-right">Submitted Email</th>
          <th scope="col" className="text-right">Impression → Email</th>
          <th scope="col" className="text-right">Reached Thank You Page</th>
          <th scope="col" className="text-right">Impression → Thank You</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const view = { ...filters, affiliateId: row.affiliateId };
          return (
            <tr key={row.affiliateId} data-affiliate-id={row.affiliateId}>
              <th scope="row">
                <a
                  href={writeReportFilters(view)}
                  className="link link-primary"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen(view);
                  }}
                >
                  {row.affiliateId}
                </a>
                <BestBadge isBest={row.isBest} />
              </th>
              <td className="text-right">{formatCount(row.impressions)}</td>
              <td className="text-right">{formatCount(row.emails)}</td>
              <td className="text-right font-semibold">{formatPercentage(row.emailRate)}</td>
              <td className="text-right">{formatCount(row.reachedThankYou)}</td>
              <td className="text-right font-semibold">{formatPercentage(row.thankYouRate)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
