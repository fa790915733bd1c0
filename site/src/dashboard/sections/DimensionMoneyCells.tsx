import type { DimensionFigures } from '@seniorguide/contracts';
import { formatMoney, formatMoneyChange, moneyColumns, moneyValueOf } from '../logic/dimension-money.ts';

// A "By dimension" row's money: revenue, payout, profit, ROI, EPC and revenue per signup, each with its change
// against the previous period when that was asked for.

export function DimensionMoneyCells({
  figures,
  previous,
}: {
  figures: DimensionFigures;
  previous: DimensionFigures | null;
}) {
  return (
    <>
      {moneyColumns.map(({ key, kind }) => {
        const current = moneyValueOf(figures, key);
        const before = previous ? moneyValueOf(previous, key) : null;
        const change = previous ? formatMoneyChange(current, before, kind) : null;
        return (
          <td key={key} className="text-right" data-column={key}>
            <span data-testid="money">{formatMoney(current, kind)}</span>
            {previous ? (
              <span className="block text-sm text-base-content/80" data-testid="change">
                {change === null ? '' : `${change} `}vs {formatMoney(before, kind)}
              </span>
            ) : null}
          </td>
        );
      })}
    </>
  );
}
