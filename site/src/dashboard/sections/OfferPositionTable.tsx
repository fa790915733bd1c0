import type { OfferPositionRow } from '../logic/conversion-rows.ts';
import { formatCount, formatDollars, formatPercentage } from '../logic/format.ts';
import { reportTableClass } from '../ui/TableFrame.tsx';

/**
 * Accepts and declines per offer at its page of the sequence; list-variant choices have no position. Money per
 * row: what the partner paid, what the affiliates were paid, the profit, and EPC per answer at that position.
 */
export function OfferPositionTable({ rows }: { rows: readonly OfferPositionRow[] }) {
  if (rows.length === 0) return <p>No offer was answered in this period.</p>;
  return (
    <table className={reportTableClass} data-testid="offer-position-table">
      <caption className="sr-only">
        Offers by position in the sequence, with accepted, declined, the accept rate and the money in US dollars.
      </caption>
      <thead>
        <tr>
          <th scope="col">Position</th>
          <th scope="col">Offer</th>
          <th scope="col" className="text-right">
            Accepted
          </th>
          <th scope="col" className="text-right">
            Declined
          </th>
          <th scope="col" className="text-right">
            Accept rate
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
          <th scope="col" className="text-right">
            EPC
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.position ?? 'list'}:${row.offerId}`} data-offer-id={row.offerId}>
            <td>{row.position === null ? 'List page' : `Page ${row.position}`}</td>
            <th scope="row">{row.name}</th>
            <td className="text-right">{formatCount(row.accepted)}</td>
            <td className="text-right">{formatCount(row.declined)}</td>
            <td className="text-right font-semibold">{formatPercentage(row.acceptRate)}</td>
            <td className="text-right" data-column="revenue">
              {formatDollars(row.money?.revenueCents ?? 0)}
            </td>
            <td className="text-right" data-column="payout">
              {formatDollars(row.money?.payoutCents ?? 0)}
            </td>
            <td className="text-right" data-column="profit">
              {formatDollars(row.money?.profitCents ?? 0)}
            </td>
            <td className="text-right" data-column="epc">
              {formatDollars(row.money?.epcCents ?? null, { precise: true })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
