import type { ApiResponse, HourlyAnalyticsQuery } from '@seniorguide/contracts';
import { allAffiliates, metrics } from '../counting/metrics.ts';
import type { CountersPort } from '../store/port.ts';
import { groupCounterRows } from './counter-sums.ts';
import { instantOf, localDaysOf, localMomentOf, toQuarterPoint, type LocalMoment } from './zone-days.ts';

// One or two local days hour by hour, from the same counters as the daily figures: every count already sits in
// its UTC day's quarter-hour, and every zone's hour starts on that grid (offsets are whole quarter-hours), so
// an hour is a difference of the prefix sums the store reads at each hour's edge. No event is read.

const hourMs = 60 * 60 * 1000;

const hourlyMetrics = [
  metrics.impression,
  metrics.email,
  metrics.continued,
  metrics.offerAccepted,
  metrics.download,
  metrics.anonymousDownload,
];

/** An hour's labels: its local date, the hour it starts at and the zone's abbreviation. */
const hourLabelsOf = ({ date, time, zone }: LocalMoment) => ({
  date,
  hour: time,
  zone,
});

export async function readHourlyReport({
  store,
  query,
}: {
  store: CountersPort;
  query: HourlyAnalyticsQuery;
}): Promise<ApiResponse<'getHourlyAnalytics'>> {
  const days = localDaysOf({ startDate: query.startDate, endDate: query.endDate, timeZone: query.timezone });
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new RangeError('An hourly range has at least one day');
  const [from, to] = [instantOf(first.start), instantOf(last.end)];
  const edges: number[] = [];
  for (let at = from; at < to; at += hourMs) edges.push(at);
  edges.push(to);
  const points = edges.map(toQuarterPoint);
  const splits = [...new Set(points.map((point) => point.quarter))].sort((a, b) => a - b);
  const rows = await store.readCounters({
    affiliate: query.affiliateId ?? allAffiliates,
    byVersion: false,
    metrics: hourlyMetrics,
    fromDay: first.start.day,
    toDay: last.end.day,
    splits,
    sumDetails: true,
  });
  const groups = groupCounterRows({ rows, splits });
  const momentOf = localMomentOf(query.timezone);
  const hours = points.slice(0, -1).map((start, index) => {
    const end = points[index + 1] ?? start;
    const count = (metric: string) => groups.sum({ metric, start, end });
    return {
      start: new Date(edges[index] ?? from).toISOString(),
      ...hourLabelsOf(momentOf(edges[index] ?? from)),
      page_visits: count(metrics.impression),
      total_emails: count(metrics.email),
      personal_info_complete: count(metrics.continued),
      offer_selections: count(metrics.offerAccepted),
      ebook_downloads: count(metrics.download) + count(metrics.anonymousDownload),
    };
  });
  return { timezone: query.timezone, hours };
}
