import type { MoneyFigures } from '@seniorguide/funnel';
import { formatDollars, formatRoi } from '../logic/format.ts';

// The money columns of a comparison row (an affiliate, a landing version): revenue, payout, profit, ROI and EPC,
// at the prices in force when each conversion happened. A row the report gave no money for shows dashes.

export function MoneyHeaders() {
  return (
    <>
      {['Revenue', 'Payout', 'Profit', 'ROI', 'EPC'].map((label) => (
        <th key={label} scope="col" className="text-right">
          {label}
        </th>
      ))}
    </>
  );
}

export function MoneyCells({ money }: { money: MoneyFigures | null | undefined }) {
  const cells = [
    ['revenue', money ? formatDollars(money.revenueCents) : '—'],
    ['payout', money ? formatDollars(money.payoutCents) : '—'],
    ['profit', money ? formatDollars(money.profitCents) : '—'],
    ['roi', money ? formatRoi(money.roi) : '—'],
    ['epc', money ? formatDollars(money.epcCents, { precise: true }) : '—'],
  ] as const;
  return (
    <>
      {cells.map(([column, text]) => (
        <td key={column} className="text-right" data-column={column}>
          {text}
        </td>
      ))}
    </>
  );
}
