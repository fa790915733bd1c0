import type { ApexOptions } from 'apexcharts';
import 'apexcharts/line';
import 'apexcharts/features/legend';
import Chart from 'react-apexcharts/core';
import type { DailyRow } from '../../../flows/dashboard/daily-rows.ts';
import { formatDay } from '../../../flows/dashboard/format.ts';

// Loaded lazily by TrendSection, so apexcharts (the page's largest dependency) downloads only when a
// report with days is on screen, and never on a visitor page. The core build with only the line type and
// the legend keeps that download small.

// Theme colours (style.md: tokens, not palette); apexcharts needs concrete values for its SVG.
const seriesColors = ['#0a4b85', '#7a2e0e', '#14622f', '#2b2620'];

export default function TrendChart({ days }: { days: readonly DailyRow[] }) {
  const series = [
    { name: 'Impressions', data: days.map((day) => day.impressions) },
    { name: 'Submitted Email', data: days.map((day) => day.emails) },
    { name: 'Accepted Offers', data: days.map((day) => day.accepted) },
    { name: 'Ebooks Downloaded', data: days.map((day) => day.downloads) },
  ];
  const options: ApexOptions = {
    chart: {
      id: 'daily-trend',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      // apexcharts' own ARIA: a described chart whose legend entries are keyboard toggles.
      accessibility: { enabled: true, description: 'Daily trend of impressions, email submits, accepted offers and ebook downloads.', keyboard: { enabled: true } },
    },
    colors: seriesColors,
    stroke: { width: 3, curve: 'straight', dashArray: [0, 6, 0, 2] },
    markers: { size: days.length > 31 ? 0 : 4 },
    xaxis: {
      categories: days.map((day) => (day.date ? formatDay(day.date) : '')),
      labels: { style: { fontSize: '14px', colors: '#1f1b16' }, rotate: -30, hideOverlappingLabels: true },
      tickAmount: Math.min(days.length, 10),
    },
    yaxis: { min: 0, forceNiceScale: true, labels: { style: { fontSize: '14px', colors: '#1f1b16' }, formatter: (value) => String(Math.round(value)) } },
    legend: { position: 'top', fontSize: '16px', labels: { colors: '#1f1b16' } },
    dataLabels: { enabled: false },
    tooltip: { shared: true, intersect: false },
    grid: { borderColor: '#e4ddd0' },
  };
  return <Chart type="line" series={series} options={options} height={320} />;
}
