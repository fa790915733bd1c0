import type { DailyRow } from './daily-rows.ts';

// The daily trend's four lines. In the dashboard's first bundle (the legend is drawn before the chart loads),
// so the chart receives them rather than importing them: nothing of the chart's own code joins that bundle.

// Theme colours (style.md: tokens, not palette) as concrete values, since the chart draws its own SVG; each
// line has its own dash pattern too, so the lines differ without colour.
export const trendLines = [
  { key: 'impressions', name: 'Impressions', color: '#0a4b85', dash: 0 },
  { key: 'emails', name: 'Submitted Email', color: '#7a2e0e', dash: 6 },
  { key: 'accepted', name: 'Accepted Offers', color: '#14622f', dash: 0 },
  { key: 'downloads', name: 'Ebooks Downloaded', color: '#2b2620', dash: 2 },
] as const satisfies readonly { key: keyof DailyRow; name: string; color: string; dash: number }[];

export type TrendLineKey = (typeof trendLines)[number]['key'];

export type TrendLine = (typeof trendLines)[number];
