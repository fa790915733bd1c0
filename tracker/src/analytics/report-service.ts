import { landingVersions, type AnalyticsQuery, type ApiResponse } from '@seniorguide/contracts';
import type { Store } from '../store/port.ts';
import { groupCounterRows, type CounterGroups } from './counter-sums.ts';
import { allAffiliates, metrics } from './metrics.ts';
import { offerDisplayName } from './offer-names.ts';
import { localDaysOf, splitsOf, type LocalDay, type QuarterPoint } from './zone-days.ts';

// The operator reports. They read only the pre-aggregated counters: one row per UTC day per counter for
// the range, so their cost follows the range and the affiliates, never the traffic.

type Interval = { start: QuarterPoint; end: QuarterPoint };

const funnelMetrics = [
  metrics.impression,
  metrics.email,
  metrics.continued,
  metrics.offerAccepted,
  metrics.flowComplete,
  metrics.download,
  metrics.anonymousDownload,
  metrics.bot,
];

export function createReportService({ store }: { store: Store }) {
  async function read({
    query,
    metricNames,
    byVersion,
    perDay,
  }: {
    query: AnalyticsQuery;
    metricNames: readonly string[];
    byVersion: boolean;
    perDay: boolean;
  }): Promise<{ days: LocalDay[]; whole: Interval; groups: CounterGroups }> {
    const days = localDaysOf({ startDate: query.startDate, endDate: query.endDate, timeZone: query.timezone });
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) throw new RangeError('An analytics range has at least one day');
    const whole = { start: first.start, end: last.end };
    const splits = perDay ? splitsOf(days) : [...new Set([whole.start.quarter, whole.end.quarter])].sort((a, b) => a - b);
    const rows = await store.readCounters({
      affiliate: query.affiliateId ?? allAffiliates,
      byVersion,
      metrics: metricNames,
      fromDay: whole.start.day,
      toDay: whole.end.day,
      splits,
    });
    return { days, whole, groups: groupCounterRows({ rows, splits }) };
  }

  const offersAccepted = (groups: CounterGroups, interval: Interval, version = 0) =>
    groups.detailsOf(metrics.offerAccepted).reduce((sum, offerId) => sum + groups.sum({ version, metric: metrics.offerAccepted, detail: offerId, ...interval }), 0);

  return {
    async funnel(query: AnalyticsQuery): Promise<ApiResponse<'getFunnelAnalytics'>> {
      const [{ whole, groups }, names] = await Promise.all([
        read({ query, metricNames: funnelMetrics, byVersion: false, perDay: false }),
        store.listOfferNames(),
      ]);
      const count = (metric: string, detail = '') => groups.sum({ metric, detail, ...whole });
      const offerSelections = groups
        .detailsOf(metrics.offerAccepted)
        .map((offerId) => ({ offerId, name: offerDisplayName(offerId, names), count: count(metrics.offerAccepted, offerId) }))
        .filter((selection) => selection.count > 0)
        .sort((a, b) => b.count - a.count || a.offerId.localeCompare(b.offerId));
      return {
        totalImpressions: count(metrics.impression),
        totalEmails: count(metrics.email),
        personalInfoComplete: count(metrics.continued),
        offerSelections,
        flowComplete: count(metrics.flowComplete),
        downloadComplete: count(metrics.download) + count(metrics.anonymousDownload),
        botImpressions: count(metrics.bot, 'visit'),
        timezone: query.timezone,
      };
    },

    async daily(query: AnalyticsQuery): Promise<ApiResponse<'getDailyAnalytics'>> {
      const { days, groups } = await read({ query, metricNames: funnelMetrics, byVersion: false, perDay: true });
      return days.map((day) => {
        const count = (metric: string) => groups.sum({ metric, ...day });
        return {
          date: day.date,
          page_visits: count(metrics.impression),
          total_emails: count(metrics.email),
          personal_info_complete: count(metrics.continued),
          offer_selections: offersAccepted(groups, day),
          ebook_downloads: count(metrics.download) + count(metrics.anonymousDownload),
        };
      });
    },

    async versions(query: AnalyticsQuery): Promise<ApiResponse<'getVersionAnalytics'>> {
      const { whole, groups } = await read({ query, metricNames: funnelMetrics, byVersion: true, perDay: false });
      return landingVersions.map((version) => {
        const count = (metric: string) => groups.sum({ version, metric, ...whole });
        return {
          version,
          impressions: count(metrics.impression),
          emails: count(metrics.email),
          continuedToOffers: count(metrics.continued),
          offersAccepted: offersAccepted(groups, whole, version),
          reachedThankYou: count(metrics.flowComplete),
          downloads: count(metrics.download) + count(metrics.anonymousDownload),
        };
      });
    },

    async offers(query: AnalyticsQuery): Promise<ApiResponse<'getOfferAnalytics'>> {
      const [{ whole, groups }, names] = await Promise.all([
        read({ query, metricNames: [metrics.offerAcceptedAt, metrics.offerDeclinedAt], byVersion: false, perDay: false }),
        store.listOfferNames(),
      ]);
      const details = new Set([...groups.detailsOf(metrics.offerAcceptedAt), ...groups.detailsOf(metrics.offerDeclinedAt)]);
      return [...details]
        .map((detail) => {
          const separator = detail.indexOf(':');
          const position = Number(detail.slice(0, separator));
          const offerId = detail.slice(separator + 1);
          return {
            offerId,
            name: offerDisplayName(offerId, names),
            position: position > 0 ? position : null,
            accepted: groups.sum({ metric: metrics.offerAcceptedAt, detail, ...whole }),
            declined: groups.sum({ metric: metrics.offerDeclinedAt, detail, ...whole }),
          };
        })
        .filter((row) => row.accepted + row.declined > 0)
        .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.offerId.localeCompare(b.offerId));
    },

    async affiliates(): Promise<ApiResponse<'getAffiliates'>> {
      return (await store.listAffiliates()).map((affiliateId) => ({ affiliateId }));
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
