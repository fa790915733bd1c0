import type { OtherAffiliates } from '../logic/affiliate-fold.ts';
import type { AffiliateRow } from '../logic/conversion-rows.ts';
import { writeReportFilters, type ReportFilters } from '../logic/report-filters.ts';
import { BestBadge } from '../ui/BestBadge.tsx';
import { ConversionCells, ConversionHeaders } from '../ui/ConversionColumns.tsx';
import { MoneyCells, MoneyHeaders } from '../ui/MoneyColumns.tsx';
import { reportTableClass } from '../ui/TableFrame.tsx';

/** Every affiliate for the same days, best impression→email rate first; each links to its own view. */
export function AffiliateTable({
  rows,
  other = null,
  filters,
  onOpen,
}: {
  rows: readonly AffiliateRow[];
  /** The small affiliates summed in one last row, when they are folded. */
  other?: OtherAffiliates | null;
  filters: ReportFilters;
  onOpen: (filters: ReportFilters) => void;
}) {
  if (rows.length === 0 && !other) return <p>No affiliate has traffic yet.</p>;
  return (
    <table className={reportTableClass} data-testid="affiliate-table">
      <caption className="sr-only">Affiliates ranked by the share of impressions that submitted an email.</caption>
      <thead>
        <tr>
          <th scope="col">Affiliate</th>
          <ConversionHeaders />
          <MoneyHeaders />
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
              <ConversionCells row={row} />
              <MoneyCells money={row.money} />
            </tr>
          );
        })}
        {other ? (
          <tr data-affiliate-id="other">
            <th scope="row">Other ({other.count === 1 ? '1 affiliate' : `${other.count} affiliates`})</th>
            <ConversionCells row={{ ...other, isBest: false }} />
            <MoneyCells money={null} />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
