import {
  landingVersions,
  type AnalyticsQuery,
  type ApiResponse,
  type HourlyAnalyticsQuery,
} from '@seniorguide/contracts';
import { moneyFigures, rankOffers } from '@seniorguide/funnel';
import type { CountersPort, DimensionsPort } from '../store/port.ts';
import { groupCounterRows } from './counter-sums.ts';
import { createDimensionReport } from './dimension-report.ts';
import { allAffiliates, metrics } from '../counting/metrics.ts';
import { offerDisplayName } from './offer-names.ts';
import { readRangeCounts, type RangeCounts } from './range-counts.ts';
import { localDaysOf, splitsOf } from './zone-days.ts';
import { readHourlyReport } from './hourly-report.ts';

// The operator reports. They read only the pre-aggregated counters, so their cost follows the length of
// the range and the number of affiliates, never the traffic: totals come from per-day counter rows summed
// by the store, and only the days a local midnight cuts are read quarter-hour by quarter-hour.

const funnelMetrics = [
  metrics.impression,
  metrics.email,
  metrics.continued,
  metrics.offerAccepted,
  metrics.flowComplete,
  metrics.download,
  metrics.anonymousDownload,
  metrics.bot,
  metrics.heldEmail,
  metrics.heldOfferAccepted,
  metrics.revenue,
  metrics.payout,
];

const dailyMetrics = [
  metrics.impression,
  metrics.email,
  metrics.continued,
  metrics.offerAccepted,
  metrics.download,
  metrics.anonymousDownload,
  metrics.mailWithoutEntry,
  metrics.revenue,
  metrics.payout,
];

function daysOf(query: AnalyticsQuery) {
  const days = localDaysOf({ startDate: query.startDate, endDate: query.endDate, timeZone: query.timezone });
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new RangeError('An analytics range has at least one day');
  return { days, start: first.start, end: last.end };
}

export function createReportService({ store }: { store: CountersPort & DimensionsPort }) {
  const readWhole = (
    query: AnalyticsQuery,
    metricNames: readonly string[],
    byVersion: boolean,
  ): Promise<RangeCounts> => {
    const { start, end } = daysOf(query);
    return readRangeCounts({
      store,
      affiliate: query.affiliateId ?? allAffiliates,
      byVersion,
      metrics: metricNames,
      start,
      end,
    });
  };

  /** A metric summed over its details: every offer, or every page a visit happened on. */
  const sumOfDetails = (counts: RangeCounts, metric: string, version = 0) =>
    counts.detailsOf(metric).reduce((sum, detail) => sum + counts.count({ version, metric, detail }), 0);

  return {
    /** The funnel by one tracking dimension, with drill-down and filters (dimension-report.ts). */
    dimensions: createDimensionReport({ store }),

    async funnel(query: AnalyticsQuery): Promise<ApiResponse<'getFunnelAnalytics'>> {
      const [counts, names] = await Promise.all([readWhole(query, funnelMetrics, false), store.listOfferNames()]);
      const count = (metric: string, detail = '') => counts.count({ metric, detail });
      // In the dashboard's order (the one ranking rule), so every reader of the report sees the same list.
      const offerSelections = rankOffers(
        counts
          .detailsOf(metrics.offerAccepted)
          .map((offerId) => ({
            offerId,
            name: offerDisplayName(offerId, names),
            count: count(metrics.offerAccepted, offerId),
          }))
          .filter((selection) => selection.count > 0),
      );
      return {
        // Every page visited first in a session; the landing versions below count the landing pages' alone.
        totalImpressions: sumOfDetails(counts, metrics.impression),
        totalEmails: count(metrics.email),
        personalInfoComplete: count(metrics.continued),
        offerSelections,
        flowComplete: count(metrics.flowComplete),
        downloadComplete: count(metrics.download) + count(metrics.anonymousDownload),
        botImpressions: count(metrics.bot, 'visit'),
        // Held for review (review/): apart from the paid figures above until an operator approves them.
        heldEmails: count(metrics.heldEmail),
        heldOffersAccepted: sumOfDetails(counts, metrics.heldOfferAccepted),
        money: moneyFigures({
          revenueCents: sumOfDetails(counts, metrics.revenue),
          payoutCents: sumOfDetails(counts, metrics.payout),
          impressions: sumOfDetails(counts, metrics.impression),
          signups: count(metrics.email),
        }),
        timezone: query.timezone,
      };
    },

    hourly: (query: HourlyAnalyticsQuery) => readHourlyReport({ store, query }),

    async daily(query: AnalyticsQuery): Promise<ApiResponse<'getDailyAnalytics'>> {
      const { days, start, end } = daysOf(query);
      const splits = splitsOf(days);
      const rows = await store.readCounters({
        affiliate: query.affiliateId ?? allAffiliates,
        byVersion: false,
        metrics: dailyMetrics,
        fromDay: start.day,
        toDay: end.day,
        splits,
        sumDetails: true,
      });
      const groups = groupCounterRows({ rows, splits });
      return days.map((day) => {
        const count = (metric: string) => groups.sum({ metric, ...day });
        return {
          date: day.date,
          page_visits: count(metrics.impression),
          total_emails: count(metrics.email),
          personal_info_complete: count(metrics.continued),
          offer_selections: count(metrics.offerAccepted),
          ebook_downloads: count(metrics.download) + count(metrics.anonymousDownload),
          mail_requests_without_entry: count(metrics.mailWithoutEntry),
          money: moneyFigures({
            revenueCents: count(metrics.revenue),
            payoutCents: count(metrics.payout),
            impressions: count(metrics.impression),
            signups: count(metrics.email),
          }),
        };
      });
    },

    async versions(query: AnalyticsQuery): Promise<ApiResponse<'getVersionAnalytics'>> {
      const counts = await readWhole(query, funnelMetrics, true);
      return landingVersions.map((version) => {
        const count = (metric: string) => counts.count({ version, metric });
        return {
          version,
          // Detail '': visits of the landing pages only, so arrivals elsewhere leave the A/B figures as they were.
          impressions: count(metrics.impression),
          emails: count(metrics.email),
          continuedToOffers: count(metrics.continued),
          offersAccepted: sumOfDetails(counts, metrics.offerAccepted, version),
          reachedThankYou: count(metrics.flowComplete),
          downloads: count(metrics.download) + count(metrics.anonymousDownload),
          // EPC per visit of this landing page; the money is every conversion of the version's entries.
          money: moneyFigures({
            revenueCents: sumOfDetails(counts, metrics.revenue, version),
            payoutCents: sumOfDetails(counts, metrics.payout, version),
            impressions: count(metrics.impression),
            signups: count(metrics.email),
          }),
        };
      });
    },

    async offers(query: AnalyticsQuery): Promise<ApiResponse<'getOfferAnalytics'>> {
      const [counts, names] = await Promise.all([
        readWhole(query, [metrics.offerAcceptedAt, metrics.offerDeclinedAt, metrics.revenue, metrics.payout], false),
        store.listOfferNames(),
      ]);
      const details = new Set([
        ...counts.detailsOf(metrics.offerAcceptedAt),
        ...counts.detailsOf(metrics.offerDeclinedAt),
      ]);
      return [...details]
        .map((detail) => {
          const separator = detail.indexOf(':');
          const position = Number(detail.slice(0, separator));
          const offerId = detail.slice(separator + 1);
          const accepted = counts.count({ metric: metrics.offerAcceptedAt, detail });
          const declined = counts.count({ metric: metrics.offerDeclinedAt, detail });
          return {
            offerId,
            name: offerDisplayName(offerId, names),
            position: position > 0 ? position : null,
            accepted,
            declined,
            // Earnings per time the offer was answered at this position; an offer row has no signups of its own.
            money: moneyFigures({
              revenueCents: counts.count({ metric: metrics.revenue, detail }),
              payoutCents: counts.count({ metric: metrics.payout, detail }),
              impressions: accepted + declined,
              signups: 0,
            }),
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
