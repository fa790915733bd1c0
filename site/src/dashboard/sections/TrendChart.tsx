import type ApexCharts from 'apexcharts';
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/line';
import 'apexcharts/features/toolbar';
import 'apexcharts/features/exports';
// Hiding and showing a series (the section's legend buttons) lives in the legend module; its own legend stays off.
import 'apexcharts/features/legend';
// The marks of what changed (publishes, experiments, postback outages): dashed lines with labels.
import 'apexcharts/features/annotations';
import { useEffect, useMemo, useRef } from 'react';
import Chart from 'react-apexcharts/core';
import type { ChartAnnotation } from '@seniorguide/contracts';
import { buildChartAnnotations } from '../logic/chart-annotations.ts';
import type { DailyRow } from '../logic/daily-rows.ts';
import type { TrendLine, TrendLineKey } from '../logic/trend-lines.ts';
import { buildTrendSeries, dayOfTimestamp, rangeOfZoom } from '../logic/trend-series.ts';

// Loaded by TrendSection with a dynamic import once the report's figures are on screen, so apexcharts (the
// dashboard's largest dependency) is never in the page's first bundle, nor on a visitor page. The core build
// with only the line type, the toolbar, the exports and the legend's series toggling keeps that download small.

/** The plot's height in CSS pixels; TrendSection reserves it before the chart arrives, so nothing moves. */
export const trendChartHeight = 320;

export const trendChartDescription =
  'Daily trend of impressions, email submits, accepted offers and ebook downloads; the Daily Performance table has the same figures.';

// The axis counts with thousands separators, like the rest of the dashboard (logic/format.ts is not imported
// here: sharing it would split it out of the first bundle into a chunk of its own).
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const textColor = '#1f1b16';
const axisText = { fontSize: '14px', colors: textColor };

const openInNewTab = (link: string) => window.open(link, '_blank', 'noopener,noreferrer');

export default function TrendChart({
  days,
  lines,
  annotations,
  hidden,
  fileName,
  onZoom,
}: {
  days: readonly DailyRow[];
  /** The four lines, from TrendSection (their legend is drawn before this module loads). */
  lines: readonly TrendLine[];
  /** What changed over the days (publishes, experiments, postback outages), drawn as marks. */
  annotations: readonly ChartAnnotation[];
  hidden: ReadonlySet<TrendLineKey>;
  /** The export files' name, without extension: names the days and the zone. */
  fileName: string;
  /** A zoom on the chart chooses these days for the whole report. */
  onZoom: (range: { startDate: string; endDate: string }) => void;
}) {
  const chart = useRef<ApexCharts | null>(null);
  // Read through a ref: the chart keeps the options it was drawn with, and a new report draws it again.
  const latest = useRef({ days, onZoom });
  latest.current = { days, onZoom };

  const marks = useMemo(() => buildChartAnnotations(annotations, openInNewTab), [annotations]);
  const series = useMemo(() => buildTrendSeries(days, lines), [days, lines]);
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'daily-trend',
        fontFamily: 'inherit',
        animations: { enabled: false },
        // One described image (the Daily Performance table has the same figures for every reader).
        accessibility: {
          enabled: true,
          description: trendChartDescription,
          announcements: { enabled: false },
          keyboard: { enabled: false },
        },
        zoom: { enabled: true, type: 'x', autoScaleYaxis: true },
        toolbar: {
          show: true,
          tools: { download: true, selection: false, zoom: true, zoomin: true, zoomout: true, pan: false, reset: true },
          export: {
            csv: {
              filename: fileName,
              headerCategory: 'Day',
              categoryFormatter: (moment) => dayOfTimestamp(Number(moment)),
            },
            svg: { filename: fileName },
            png: { filename: fileName },
          },
        },
        events: {
          zoomed: (_chart, range) => {
            const zoomed = rangeOfZoom({ min: range?.xaxis.min, max: range?.xaxis.max, days: latest.current.days });
            if (zoomed) latest.current.onZoom(zoomed);
          },
        },
      },
      colors: lines.map((line) => line.color),
      stroke: { width: 3, curve: 'straight', dashArray: lines.map((line) => line.dash) },
      markers: { size: days.length > 31 ? 0 : 4 },
      xaxis: {
        type: 'datetime',
        labels: { datetimeUTC: true, format: 'yyyy-MM-dd', style: axisText },
        tooltip: { enabled: false },
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { style: axisText, formatter: (value) => countFormat.format(value) },
      },
      // The legend is TrendSection's own buttons, there before the chart loads.
      legend: { show: false },
      dataLabels: { enabled: false },
      tooltip: { shared: true, intersect: false, x: { format: 'yyyy-MM-dd' } },
      grid: { borderColor: '#e4ddd0' },
      annotations: { xaxis: [...marks] },
    }),
    [days.length, fileName, lines, marks],
  );

  // The legend's choice, applied to the chart as drawn (and again after each redraw of a new report).
  useEffect(() => {
    const drawn = chart.current;
    if (!drawn) return;
    for (const line of lines) {
      if (hidden.has(line.key)) drawn.hideSeries(line.name);
      else drawn.showSeries(line.name);
    }
  }, [hidden, series, lines]);

  return <Chart type="line" series={series} options={options} height={trendChartHeight} chartRef={chart} />;
}
