import type { ChartAnnotation, DashboardPanelPart, GetChartAnnotationsResponse } from '@seniorguide/contracts';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadAnnotations } from '../annotations/load-annotations.ts';
import type { DailyRow } from '../logic/daily-rows.ts';
import { zoneFileLabel } from '../logic/format.ts';
import { zoneOf, type ReportFilters } from '../logic/report-filters.ts';
import { trendLines, type TrendLineKey } from '../logic/trend-lines.ts';
import { useLoad, type SessionLossHandler } from '../report/useLoad.ts';

// The chart module (and apexcharts with it) is fetched only once the report's figures have arrived and this
// section comes near the screen: never in the dashboard's first bundle, and never while the first screen of
// figures is still being read (drawn at once, apexcharts held the main thread for 380–740 ms).
const TrendChart = lazy(() => import('./TrendChart.tsx'));
// The list of what changed comes with the chart, outside the first bundle too (the marks are built in TrendChart).
const ChangeList = lazy(() => import('../annotations/ChangeList.tsx'));

/** True from the moment the element comes within a screen's height of the viewport. */
function useIsNearScreen() {
  const element = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [isNear]);
  return { element, isNear };
}

const drawing = <p className="p-4">Drawing the chart…</p>;

/** Room kept for the chart (its plot and toolbar) before and while it loads, so nothing below it moves. */
const chartBoxHeight = 336;

/**
 * Room kept for the list of what changed, from the start: its heading and four lines at the dashboard's text size
 * (more scroll inside it). The list arrives with the chart, after the table below is drawn; it must not push it.
 */
const changesBoxHeight = '10rem';

/** A chart that fails to load or draw must not take the figures down with it; the table has the same numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed)
      return <p>The chart could not be drawn; the Daily Performance table below has the same figures.</p>;
    return this.props.children;
  }
}

const noAnnotations: readonly ChartAnnotation[] = [];

/**
 * The daily trend: the legend's toggle buttons (there at once), then the chart, drawn by apexcharts once it
 * has loaded, marked with what changed (publishes, experiments, postback outages), listed under it as links.
 * A zoom on the chart (drag over days, or the toolbar) sets the report's dates to those days.
 */
export function TrendSection({
  days,
  range,
  stamp,
  changes,
  onZoom,
  onSessionLoss,
}: {
  days: readonly DailyRow[];
  range: ReportFilters;
  /** Changes with each load of the report (its filters, Refresh). */
  stamp: string;
  /** What changed over the days, brought with the report by its first view (asked for here only when late). */
  changes: DashboardPanelPart<GetChartAnnotationsResponse>;
  onZoom: (range: { startDate: string; endDate: string }) => void;
  onSessionLoss: SessionLossHandler;
}) {
  const loaded = useLoad({
    key: stamp,
    load: (signal) => loadAnnotations({ filters: range, signal }),
    onSessionLoss,
    seed: { key: stamp, part: changes },
  });
  const answer = loaded.data;
  const [hidden, setHidden] = useState<ReadonlySet<TrendLineKey>>(new Set());
  const { element, isNear } = useIsNearScreen();
  const toggle = (key: TrendLineKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const fileName = `daily-trend_${range.startDate}_${range.endDate}_${zoneFileLabel(zoneOf(range))}`;

  return (
    <figure className="flex flex-col gap-2">
      <div role="group" aria-label="Lines shown in the chart" className="flex flex-wrap gap-x-4 gap-y-1">
        {trendLines.map((line) => (
          <button
            key={line.key}
            type="button"
            aria-pressed={!hidden.has(line.key)}
            onClick={() => toggle(line.key)}
            className={`btn btn-ghost btn-sm tap-target gap-2 px-2 text-base font-normal ${hidden.has(line.key) ? 'line-through' : ''}`}
          >
            <svg width="28" height="12" aria-hidden="true">
              <line
                x1="2"
                y1="6"
                x2="26"
                y2="6"
                stroke={line.color}
                strokeWidth="3"
                strokeDasharray={line.dash ? String(line.dash) : undefined}
              />
            </svg>
            {line.name}
          </button>
        ))}
      </div>
      <div ref={element} style={{ height: chartBoxHeight }} data-testid="trend-chart">
        <ChartBoundary>
          <Suspense fallback={drawing}>
            {isNear ? (
              <TrendChart
                days={days}
                lines={trendLines}
                annotations={answer?.annotations ?? noAnnotations}
                hidden={hidden}
                fileName={fileName}
                onZoom={onZoom}
              />
            ) : (
              drawing
            )}
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption className="text-base">
        Drag across days to show only those days in the report; the menu (☰) downloads PNG, SVG or CSV. The Daily
        Performance table has the same figures. A dashed line marks each change listed below; its label opens it.
      </figcaption>
      <div
        role="region"
        aria-label="What changed"
        // Scrolls when the list is longer than its room: reachable by keyboard.
        tabIndex={0}
        className="overflow-y-auto"
        style={{ height: changesBoxHeight }}
      >
        {isNear && answer ? (
          <Suspense fallback={null}>
            <ChangeList answer={answer} />
          </Suspense>
        ) : null}
      </div>
    </figure>
  );
}
