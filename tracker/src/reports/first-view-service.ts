import {
  dimensionReportQuerySchema,
  firstViewPanelWaitMs,
  hourlyAnalyticsQuerySchema,
  type AnalyticsQuery,
  type ApiResponse,
  type DashboardPanelPart,
} from '@seniorguide/contracts';
import type { ExperimentResultsService } from '../experiments/experiment-results-service.ts';
import type { OfferOrderResults } from '../experiments/offer-order-results.ts';
import { HttpError } from '../http/http-error.ts';
import type { Logger } from '../logger.ts';
import type { PostbackHealthService } from '../postbacks/health-service.ts';
import type { ChartAnnotationsService } from './chart-annotations-service.ts';
import type { ReportService } from './report-service.ts';

// The dashboard's first view in one answer: the report of the operator's filters and what each panel below it
// shows before anyone touches it. Every part comes from the service behind that panel's own call, so a figure
// here is the figure that call would give. Opening the dashboard was one call per table, panel and affiliate
// (16 with three affiliates), each a round trip through the site's proxy and the session check.

const panelFailed = 'This panel could not be loaded. Please press Refresh.';

export function createFirstViewService({
  reports,
  annotations,
  alerts,
  experiments,
  offerOrder,
  review,
  postbackHealth,
  consent,
  logger,
}: {
  reports: ReportService;
  annotations: ChartAnnotationsService;
  /** The alerts and the held conversions sit beside the reports (their services are the staff routes'). */
  alerts: { current(): Promise<ApiResponse<'listAlerts'>> };
  experiments: ExperimentResultsService;
  offerOrder: OfferOrderResults;
  review: { list(query: { status: 'held' }): Promise<ApiResponse<'listHeldConversions'>> };
  /** Null when the tracker has no postback settings (its own call is not mounted then). */
  postbackHealth: PostbackHealthService | null;
  consent: { figures(): Promise<ApiResponse<'getConsentFigures'>> };
  logger: Logger;
}) {
  /**
   * A panel's answer, or the message its own call would have failed with. Started with the report, so a panel's
   * source (the CMS) and the counters are read side by side.
   */
  const settle = async <T>(name: string, read: () => Promise<T>): Promise<DashboardPanelPart<T>> => {
    try {
      return { data: await read() };
    } catch (error) {
      if (error instanceof HttpError) return { error: error.message };
      logger.warn({ err: error, panel: name }, 'a panel of the dashboard could not be read');
      return { error: panelFailed };
    }
  };

  /**
   * A started panel's part once the report is ready: its answer if it has one by then (or by
   * `firstViewPanelWaitMs` after the request, when the report was quicker), else `late`, and the panel asks its own
   * call. A slow panel never holds a slow report back.
   */
  const partBy = async <T>(
    answer: Promise<DashboardPanelPart<T>>,
    deadline: number,
  ): Promise<DashboardPanelPart<T>> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<{ late: true }>((resolve) => {
      timer = setTimeout(() => resolve({ late: true }), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** Each affiliate's funnel, for the comparison: the funnel report of each, as the affiliate's own view has it. */
  const comparison = async (query: AnalyticsQuery, affiliateIds: readonly string[]) =>
    Promise.all(
      affiliateIds.map(async (affiliateId) => ({
        affiliateId,
        funnel: await reports.funnel({ ...query, affiliateId }),
      })),
    );

  return async function firstView({
    query,
    token,
  }: {
    query: AnalyticsQuery;
    /** The operator's session, which the CMS change log is read with. */
    token: string;
  }): Promise<ApiResponse<'getDashboardFirstView'>> {
    // "By dimension" as it first opens: by affiliate, the report's affiliate as its filter (the site's default view).
    const dimensionQuery = dimensionReportQuerySchema.parse({
      dimension: 'affiliate',
      startDate: query.startDate,
      endDate: query.endDate,
      timezone: query.timezone,
      ...(query.affiliateId ? { affiliate: query.affiliateId } : {}),
    });
    // Hour by hour when the hourly call would accept the range (one or two days).
    const hourlyQuery = hourlyAnalyticsQuerySchema.safeParse(query);
    const startedAt = Date.now();
    const panels = {
      annotations: settle('annotations', () => annotations.annotations({ query, token })),
      alerts: settle('alerts', () => alerts.current()),
      dimensions: settle('dimensions', () => reports.dimensions(dimensionQuery)),
      experiments: settle('experiments', () => experiments.list()),
      offerOrder: settle('offerOrder', () => offerOrder({ flow: 'sequential' })),
      held: settle('held', () => review.list({ status: 'held' })),
      postbacks: settle('postbacks', () => {
        if (!postbackHealth) throw new HttpError({ code: 'not_found', message: 'Postbacks are not set up.' });
        return postbackHealth.health(query);
      }),
      consentFigures: settle('consentFigures', () => consent.figures()),
    };
    const [funnel, daily, versions, offers, hourly, affiliates] = await Promise.all([
      reports.funnel(query),
      reports.daily(query),
      reports.versions(query),
      reports.offers(query),
      hourlyQuery.success ? reports.hourly(hourlyQuery.data) : null,
      reports.affiliates(),
    ]);
    const compared = query.affiliateId
      ? null
      : await comparison(
          query,
          affiliates.map((item) => item.affiliateId),
        );
    const deadline = Math.max(Date.now(), startedAt + firstViewPanelWaitMs);
    const [annotationsPart, alertsPart, dimensions, experimentsPart, offerOrderPart, held, postbacks, consentFigures] =
      await Promise.all([
        partBy(panels.annotations, deadline),
        partBy(panels.alerts, deadline),
        partBy(panels.dimensions, deadline),
        partBy(panels.experiments, deadline),
        partBy(panels.offerOrder, deadline),
        partBy(panels.held, deadline),
        partBy(panels.postbacks, deadline),
        partBy(panels.consentFigures, deadline),
      ]);
    return {
      funnel,
      daily,
      versions,
      offers,
      hourly: hourly?.hours ?? null,
      affiliates,
      comparison: compared,
      annotations: annotationsPart,
      alerts: alertsPart,
      dimensions,
      experiments: experimentsPart,
      offerOrder: offerOrderPart,
      held,
      postbacks,
      consentFigures,
    };
  };
}

export type FirstViewService = ReturnType<typeof createFirstViewService>;
