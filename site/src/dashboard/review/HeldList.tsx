import { reportTableClass, TableFrame } from '../ui/TableFrame.tsx';
import { formatMoment } from '../logic/format.ts';
import { useOperatorZone } from '../session/operator-zone.ts';
import type { HeldConversions } from './load-held.ts';
import { reasonLabels, reviewTexts } from './review-texts.ts';

type Held = HeldConversions['conversions'][number];

/** How a conversion is named to the operator (and to a screen reader, in its buttons). */
export function describeHeld(conversion: Held): string {
  const what = conversion.kind === 'signup' ? reviewTexts.signup : reviewTexts.offer(conversion.offerId);
  return `${what}, entry ${conversion.entryId}, ${conversion.affiliateId ?? reviewTexts.direct}`;
}

/** The newest held conversions, each with its reasons, a checkbox for a decision on many, and its own two buttons. */
export function HeldList({
  conversions,
  selected,
  busy,
  onToggle,
  onToggleAll,
  onDecide,
}: {
  conversions: Held[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onDecide: (ids: string[], decision: 'approve' | 'reject') => void;
}) {
  const timeZone = useOperatorZone();
  const allSelected = conversions.length > 0 && conversions.every((conversion) => selected.has(conversion.id));
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-bold">{reviewTexts.listTitle}</h3>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-base font-semibold">
          <input type="checkbox" className="checkbox" checked={allSelected} onChange={onToggleAll} disabled={busy} />
          {reviewTexts.selectAll}
        </label>
        <button
          type="button"
          className="btn btn-primary btn-sm tap-target"
          disabled={busy || selected.size === 0}
          onClick={() => onDecide([...selected], 'approve')}
        >
          {reviewTexts.approveSelected(selected.size)}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm tap-target"
          disabled={busy || selected.size === 0}
          onClick={() => onDecide([...selected], 'reject')}
        >
          {reviewTexts.rejectSelected(selected.size)}
        </button>
      </div>
      <TableFrame label={reviewTexts.listLabel}>
        <table className={reportTableClass} data-testid="held-conversions">
          <thead>
            <tr>
              <th scope="col">Select</th>
              <th scope="col">Time ({timeZone})</th>
              <th scope="col">Conversion</th>
              <th scope="col">Affiliate</th>
              <th scope="col">Sub id</th>
              <th scope="col">Score</th>
              <th scope="col">Reasons</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {conversions.map((conversion) => {
              const label = describeHeld(conversion);
              return (
                <tr key={conversion.id} data-conversion={conversion.id}>
                  <td>
                    <input
                      type="checkbox"
                      className="checkbox"
                      aria-label={reviewTexts.select(label)}
                      checked={selected.has(conversion.id)}
                      onChange={() => onToggle(conversion.id)}
                      disabled={busy}
                    />
                  </td>
                  <td>{formatMoment(conversion.at, { seconds: true, timeZone })}</td>
                  <td>{conversion.kind === 'signup' ? reviewTexts.signup : reviewTexts.offer(conversion.offerId)}</td>
                  <td>{conversion.affiliateId ?? reviewTexts.direct}</td>
                  <td>{conversion.subId ?? ''}</td>
                  <td>{conversion.score}</td>
                  <td>{conversion.reasons.map((reason) => reasonLabels[reason]).join('; ')}</td>
                  <td>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn btn-primary btn-sm tap-target"
                        disabled={busy}
                        aria-label={`${reviewTexts.approve} ${label}`}
                        onClick={() => onDecide([conversion.id], 'approve')}
                      >
                        {reviewTexts.approve}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm tap-target"
                        disabled={busy}
                        aria-label={`${reviewTexts.reject} ${label}`}
                        onClick={() => onDecide([conversion.id], 'reject')}
                      >
                        {reviewTexts.reject}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
