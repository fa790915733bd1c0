import { Component, type ReactNode } from 'react';
import type { DailyRow } from '../logic/daily-rows.ts';
import { TrendChart } from './TrendChart.tsx';

/** A chart that fails to draw must not take the figures down with it; the table has the same numbers. */
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

/** The daily trend; the Daily Performance table holds the same figures in a form every reader can use. */
export function TrendSection({ days }: { days: readonly DailyRow[] }) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="min-h-80" data-testid="trend-chart">
        <ChartBoundary>
          <TrendChart days={days} />
        </ChartBoundary>
      </div>
      <figcaption className="text-base">
        Impressions, email submits, accepted offers and downloads per day; the same figures are in the Daily Performance
        table.
      </figcaption>
    </figure>
  );
}
