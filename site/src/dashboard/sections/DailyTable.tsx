import type { DailyRow } from '../logic/daily-rows.ts';
import { formatCount, formatDollars, formatPercentage } from '../logic/format.ts';
import { reportTableClass } from '../ui/TableFrame.tsx';

function CountWithRate({ count, rate }: { count: number; rate: number }) {
  return (
    <>
      {formatCount(count)} <span className="block text-sm text-base-content/80">({formatPercentage(rate)})</span>
    </>
  );
}

function Cells({ row }: { row: DailyRow }) {
  return (
    <>
      <td className="text-right">{formatCount(row.impressions)}</td>
      <td className="text-right">{formatCount(row.emails)}</td>
      <td className="text-right">
        <CountWithRate count={row.continued} rate={row.continuedRate} />
      </td>
      <td className="text-right">
        <CountWithRate count={row.accepted} rate={row.acceptedRate} />
      </td>
      <td className="text-right">
        <CountWithRate count={row.downloads} rate={row.downloadRate} />
      </td>
      <td className="text-right" data-column="revenue">
        {formatDollars(row.revenueCents)}
      </td>
      <td className="text-right" data-column="payout">
        {formatDollars(row.payoutCents)}
      </td>
      <td className="text-right" data-column="profit">
        {formatDollars(row.profitCents)}
      </td>
    </>
  );
}

/** Daily Performance: every day of the range in the operator's zone, percentages against that day's emails. */
export function DailyTable({
  days,
  total,
  timeZone,
}: {
  days: readonly DailyRow[];
  total: DailyRow;
  timeZone: string;
}) {
  return (
    <table className={reportTableClass} data-testid="daily-table">
      <caption className="sr-only">
        Daily Performance by day in {timeZone}; percentages are of the day's email submits; money in US dollars.
      </caption>
      <thead>
        <tr>
          <th scope="col">Date ({timeZone})</th>
          <th scope="col" className="text-right">
            Impressions
          </th>
          <th scope="col" className="text-right">
            Submitted Email
          </th>
          <th scope="col" className="text-right">
            Continued to Offers
          </th>
          <th scope="col" className="text-right">
            Accepted Offers
          </th>
          <th scope="col" className="text-right">
            Ebooks Downloaded
          </th>
          <th scope="col" className="text-right">
            Revenue
          </th>
          <th scope="col" className="text-right">
            Payout
          </th>
          <th scope="col" className="text-right">
            Profit
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((row) => (
          <tr key={row.date} data-date={row.date}>
            <th scope="row" className="font-normal">
              <time dateTime={row.date ?? undefined}>{row.date ?? ''}</time>
            </th>
            <Cells row={row} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-date="total" className="text-base font-bold text-base-content">
          <th scope="row">Total</th>
          <Cells row={total} />
        </tr>
      </tfoot>
    </table>
  );
}
