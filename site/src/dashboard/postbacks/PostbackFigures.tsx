import { formatCount } from '../logic/format.ts';
import { reportTableClass, TableFrame } from '../ui/TableFrame.tsx';
import type { PostbackHealth } from './load-postbacks.ts';
import { eventLabels, postbackTexts } from './postback-texts.ts';

/** Sent, delivered, failing and pending per affiliate and event, with the latest failure. */
export function PostbackFigures({ rows }: { rows: PostbackHealth['rows'] }) {
  if (rows.length === 0) return <p className="text-lg">{postbackTexts.noPostbacks}</p>;
  return (
    <TableFrame label={postbackTexts.figuresLabel}>
      <table className={reportTableClass} data-testid="postback-figures">
        <thead>
          <tr>
            <th scope="col">Affiliate</th>
            <th scope="col">Event</th>
            <th scope="col">Sent</th>
            <th scope="col">Delivered</th>
            <th scope="col">Failing</th>
            <th scope="col">Pending</th>
            <th scope="col">Last failure</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.affiliateId ?? ''}:${row.event}`}>
              <th scope="row">{row.affiliateId ?? postbackTexts.allAffiliates}</th>
              <td>{eventLabels[row.event]}</td>
              <td>{formatCount(row.sent)}</td>
              <td>{formatCount(row.delivered)}</td>
              <td className={row.failing > 0 ? 'font-bold text-error' : undefined}>{formatCount(row.failing)}</td>
              <td>{formatCount(row.pending)}</td>
              <td>{row.lastError ? `${row.lastStatus ?? postbackTexts.noAnswer}: ${row.lastError}` : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
