import type { DimensionFigures, DimensionReport, DimensionRow, ReportDimension } from '@seniorguide/contracts';
import { moneyColumns } from '../logic/dimension-money.ts';
import { changeOf, figureColumns, rateOf, type FigureKey } from '../logic/dimension-rows.ts';
import { dimensionLabels, type DimensionSortKey, type DimensionView } from '../logic/dimension-view.ts';
import { formatCount, formatPercentage } from '../logic/format.ts';
import { reportTableClass } from '../ui/TableFrame.tsx';
import { DimensionMoneyCells } from './DimensionMoneyCells.tsx';

function Change({ current, previous }: { current: number; previous: number }) {
  const { difference, percent } = changeOf(current, previous);
  const sign = difference > 0 ? '+' : '';
  return (
    <span className="block text-sm text-base-content/80" data-testid="change">
      {sign}
      {formatCount(difference)}
      {percent === null ? '' : ` (${sign}${formatPercentage(percent)})`} vs {formatCount(previous)}
    </span>
  );
}

function FigureCells({ figures, previous }: { figures: DimensionFigures; previous: DimensionFigures | null }) {
  return (
    <>
      {figureColumns.map(({ key }) => {
        const rate = rateOf(figures, key);
        return (
          <td key={key} className="text-right" data-column={key}>
            <span data-testid="count">{formatCount(figures[key])}</span>
            {key === 'impressions' ? null : (
              <span className="block font-semibold" data-testid="rate">
                {rate === null ? '–' : formatPercentage(rate)}
              </span>
            )}
            {previous ? <Change current={figures[key]} previous={previous[key]} /> : null}
          </td>
        );
      })}
    </>
  );
}

function SortHeader({
  label,
  sortKey,
  view,
  onSort,
}: {
  label: string;
  sortKey: DimensionSortKey;
  view: DimensionView;
  onSort: (key: DimensionSortKey) => void;
}) {
  const active = view.sort.key === sortKey;
  const direction = view.sort.descending ? 'descending' : 'ascending';
  return (
    <th scope="col" className={sortKey === 'value' ? undefined : 'text-right'} aria-sort={active ? direction : 'none'}>
      <button
        type="button"
        className="btn btn-ghost btn-sm tap-target h-auto px-1 text-left font-bold"
        onClick={() => onSort(sortKey)}
      >
        {label}
        <span aria-hidden="true">{active ? (view.sort.descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </th>
  );
}

/** One row per value, "Other" last and the total below; a row can be opened by a second dimension. */
export function DimensionTable({
  report,
  rows,
  view,
  drillTargets,
  onSort,
  onDrill,
}: {
  report: DimensionReport;
  rows: readonly DimensionRow[];
  view: DimensionView;
  drillTargets: readonly ReportDimension[];
  onSort: (key: DimensionSortKey) => void;
  onDrill: (value: string, target: ReportDimension) => void;
}) {
  return (
    <table className={reportTableClass} data-testid="dimension-table">
      <caption className="sr-only">
        The funnel and its money by {dimensionLabels[view.dimension]}; rates of emails are of impressions, later stages
        of emails; EPC is revenue per impression.
      </caption>
      <thead>
        <tr>
          <SortHeader label={dimensionLabels[view.dimension]} sortKey="value" view={view} onSort={onSort} />
          {figureColumns.map(({ key, label, rateOf: base }) => (
            <SortHeader
              key={key}
              label={base ? `${label} (% of ${base})` : label}
              sortKey={key as FigureKey}
              view={view}
              onSort={onSort}
            />
          ))}
          {moneyColumns.map(({ key, label }) => (
            <SortHeader key={key} label={label} sortKey={key} view={view} onSort={onSort} />
          ))}
          {drillTargets.length > 0 ? <th scope="col">Drill down</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.other}-${row.value}`} data-value={row.value}>
            <th scope="row" className="break-all">
              {row.value}
              {row.other ? <span className="block font-normal">(every value below the top ones)</span> : null}
            </th>
            <FigureCells figures={row.figures} previous={row.previous} />
            <DimensionMoneyCells figures={row.figures} previous={row.previous} />
            {drillTargets.length > 0 ? (
              <td>
                {row.other ? null : (
                  <DrillMenu value={row.value} dimension={view.dimension} targets={drillTargets} onDrill={onDrill} />
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-value="Total" className="font-bold">
          <th scope="row">Total</th>
          <FigureCells figures={report.total.figures} previous={report.total.previous} />
          <DimensionMoneyCells figures={report.total.figures} previous={report.total.previous} />
          {drillTargets.length > 0 ? <td /> : null}
        </tr>
      </tfoot>
    </table>
  );
}

function DrillMenu({
  value,
  dimension,
  targets,
  onDrill,
}: {
  value: string;
  dimension: ReportDimension;
  targets: readonly ReportDimension[];
  onDrill: (value: string, target: ReportDimension) => void;
}) {
  const [first] = targets;
  if (targets.length === 1 && first) {
    return (
      <button type="button" className="btn btn-outline btn-sm tap-target" onClick={() => onDrill(value, first)}>
        By {dimensionLabels[first]}
        <span className="sr-only">
          {' '}
          within {dimensionLabels[dimension]} {value}
        </span>
      </button>
    );
  }
  return (
    <label className="flex flex-col gap-1">
      <span className="sr-only">
        Open {dimensionLabels[dimension]} {value} by
      </span>
      <select
        className="select select-sm tap-target"
        defaultValue=""
        onChange={(event) => {
          const target = targets.find((candidate) => candidate === event.target.value);
          if (target) onDrill(value, target);
        }}
      >
        <option value="">Open by…</option>
        {targets.map((target) => (
          <option key={target} value={target}>
            {dimensionLabels[target]}
          </option>
        ))}
      </select>
    </label>
  );
}
