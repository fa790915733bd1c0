import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DailyRow } from '../logic/daily-rows.ts';
import { timeZoneFileLabel } from '../logic/format.ts';
import { trendLines, type TrendLineKey } from '../logic/trend-lines.ts';

// The chart module (and apexcharts with it) is fetched only once the report's figures have arrived and this
// section comes near the screen: never in the dashboard's first bundle, and never while the first screen of
// figures is still being read (drawn at once, apexcharts held the main thread for 380–740 ms).
const TrendChart = lazy(() => import('./TrendChart.tsx'));

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

/**
 * The daily trend: the legend's toggle buttons (there at once), then the chart, drawn by apexcharts once it
 * has loaded. A zoom on the chart (drag over days, or the toolbar) sets the report's dates to those days.
 */
export function TrendSection({
  days,
  range,
  onZoom,
}: {
  days: readonly DailyRow[];
  range: { startDate: string; endDate: string };
  onZoom: (range: { startDate: string; endDate: string }) => void;
}) {
  const [hidden, setHidden] = useState<ReadonlySet<TrendLineKey>>(new Set());
  const { element, isNear } = useIsNearScreen();
  const toggle = (key: TrendLineKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const fileName = `daily-trend_${range.startDate}_${range.endDate}_${timeZoneFileLabel}`;

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
              <TrendChart days={days} lines={trendLines} hidden={hidden} fileName={fileName} onZoom={onZoom} />
            ) : (
              drawing
            )}
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption className="text-base">
        Drag across days to show only those days in the report; the menu (☰) downloads PNG, SVG or CSV. The Daily
        Performance table has the same figures.
      </figcaption>
    </figure>
  );
}
