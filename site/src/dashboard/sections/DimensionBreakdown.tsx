import {
  reportDimensions,
  reportTopValues,
  type DashboardPanelPart,
  type DimensionReport,
  type ReportDimension,
} from '@seniorguide/contracts';
import { buildDimensionCsv, sortDimensionRows } from '../logic/dimension-rows.ts';
import {
  defaultDimensionView,
  dimensionLabels,
  dimensionsInOrder,
  drillInto,
  drillTargets,
  toDimensionQuery,
  type DimensionSortKey,
} from '../logic/dimension-view.ts';
import { zoneOf, type ReportFilters } from '../logic/report-filters.ts';
import { callApi } from '../../lib/api.ts';
import { useLoad, type SessionLossHandler } from '../report/useLoad.ts';
import { dashboardTexts } from '../texts.ts';
import { CsvButton } from '../ui/CsvButton.tsx';
import { Section } from '../ui/Section.tsx';
import { TableFrame } from '../ui/TableFrame.tsx';
import { DimensionTable } from './DimensionTable.tsx';
import { useDimensionView } from './useDimensionView.ts';

/** The funnel by any tracking dimension: choose it, drill into a row, combine filters, compare periods. */
export function DimensionBreakdown({
  filters,
  stamp,
  firstView,
  onSessionLoss,
}: {
  filters: ReportFilters;
  /** Changes with each load of the report (its filters, Refresh). */
  stamp: string;
  /** The report by affiliate, unfiltered and uncompared, as the dashboard's first view brought it. */
  firstView: DashboardPanelPart<DimensionReport>;
  onSessionLoss: SessionLossHandler;
}) {
  const { view, change } = useDimensionView();
  const range = { ...filters, timezone: zoneOf(filters) };
  const query = toDimensionQuery(view, range);
  // The first view holds the default view's report; any other view (a dimension, a drill-down) asks for its own.
  const firstViewQuery = toDimensionQuery(defaultDimensionView, range);
  const state = useLoad({
    key: JSON.stringify([query, stamp]),
    load: (signal) => callApi('getDimensionReport', { query }, { signal }),
    onSessionLoss,
    seed: { key: JSON.stringify([firstViewQuery, stamp]), part: firstView },
  });
  const report = state.data;
  const rows = report ? sortDimensionRows(report.rows, view.sort) : [];
  const targets = drillTargets(view);
  const onSort = (key: DimensionSortKey) =>
    change({ ...view, sort: { key, descending: view.sort.key === key ? !view.sort.descending : key !== 'value' } });
  const activeFilters = Object.entries(view.filters) as [ReportDimension, string][];
  return (
    <Section
      title="By dimension"
      filters={filters}
      note={`One row per value; the top ${reportTopValues} by impressions, the rest folded into "Other". Email rates are of impressions, later stages of emails; accepted offers count each offer taken, so their rate can pass 100%.`}
      actions={
        report ? (
          <CsvButton label="Download dimension CSV" build={() => buildDimensionCsv({ report, view, rows })} />
        ) : null
      }
    >
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-lg font-semibold">
          Dimension
          <select
            className="select select-lg tap-target"
            value={view.dimension}
            onChange={(event) => {
              const dimension = reportDimensions.find((candidate) => candidate === event.target.value);
              if (dimension) change({ ...view, dimension, filters: {} });
            }}
          >
            {dimensionsInOrder.map((dimension) => (
              <option key={dimension} value={dimension}>
                {dimensionLabels[dimension]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-3 text-lg">
          <input
            type="checkbox"
            className="checkbox checkbox-lg"
            checked={view.compare}
            onChange={(event) => change({ ...view, compare: event.target.checked })}
          />
          Compare to the previous period
        </label>
      </div>
      {activeFilters.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label="Filters of this view">
          {activeFilters.map(([dimension, value]) => (
            <li key={dimension}>
              <button
                type="button"
                className="btn btn-outline tap-target"
                onClick={() => {
                  // Back up to where this filter was added: it and the drill-downs after it go.
                  const kept = Object.fromEntries(
                    activeFilters.slice(
                      0,
                      activeFilters.findIndex(([name]) => name === dimension),
                    ),
                  );
                  change({ ...view, dimension, filters: kept });
                }}
              >
                {dimensionLabels[dimension]} = {value} <span aria-hidden="true">✕</span>
                <span className="sr-only">(remove this filter)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {report?.previousPeriod ? (
        <p className="text-base" data-testid="previous-period">
          Compared with {report.previousPeriod.startDate} to {report.previousPeriod.endDate}.
        </p>
      ) : null}
      <div aria-busy={state.isLoading}>
        {state.error ? <p role="alert">{state.error}</p> : null}
        {report ? (
          <TableFrame label="By dimension table">
            <DimensionTable
              report={report}
              rows={rows}
              view={view}
              drillTargets={targets}
              onSort={onSort}
              onDrill={(value, target) => change(drillInto(view, value, target))}
            />
          </TableFrame>
        ) : (
          <p role="status">{dashboardTexts.loadingReport}</p>
        )}
      </div>
    </Section>
  );
}
