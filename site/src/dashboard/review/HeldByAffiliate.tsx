import { formatCount } from '../logic/format.ts';
import { reportTableClass, TableFrame } from '../ui/TableFrame.tsx';
import type { HeldConversions } from './load-held.ts';
import { reasonLabels, reviewTexts } from './review-texts.ts';

/** Every held conversion counted per affiliate: signups, offers, and how often each signal was among their reasons. */
export function HeldByAffiliate({ rows }: { rows: HeldConversions['byAffiliate'] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-bold">{reviewTexts.byAffiliateTitle}</h3>
      <TableFrame label={reviewTexts.byAffiliateLabel}>
        <table className={reportTableClass} data-testid="held-by-affiliate">
          <thead>
            <tr>
              <th scope="col">Affiliate</th>
              <th scope="col">Signups held</th>
              <th scope="col">Offers held</th>
              <th scope="col">Reasons</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.affiliateId ?? ''}>
                <th scope="row">{row.affiliateId ?? reviewTexts.direct}</th>
                <td>{formatCount(row.signups)}</td>
                <td>{formatCount(row.offers)}</td>
                <td>
                  {[...row.reasons]
                    .sort((a, b) => b.count - a.count)
                    .map((entry) => `${reasonLabels[entry.reason]}: ${formatCount(entry.count)}`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
