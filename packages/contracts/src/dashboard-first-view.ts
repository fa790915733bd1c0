import { z } from 'zod';
import { listAlertsResponseSchema } from './alerts.ts';
import {
  getAffiliatesResponseSchema,
  getDailyAnalyticsResponseSchema,
  getFunnelAnalyticsResponseSchema,
  getOfferAnalyticsResponseSchema,
  getVersionAnalyticsResponseSchema,
} from './analytics.ts';
import { getChartAnnotationsResponseSchema } from './chart-annotations.ts';
import { consentFiguresSchema } from './consent.ts';
import { listHeldConversionsResponseSchema } from './conversion-review.ts';
import { dimensionReportSchema } from './dimension-report.ts';
import { listExperimentsResponseSchema } from './experiments.ts';
import { offerOrderResultsResponseSchema } from './offers.ts';
import { hourlyAnalyticsRowSchema } from './hourly.ts';
import { getPostbackHealthResponseSchema } from './postbacks.ts';

// GET /api/analytics/first-view: what the dashboard draws when it opens, in one answer (the reports' query,
// analytics.ts). Each part is the answer of the call the dashboard makes for it after an operator's action, built
// by the same code; a panel whose source failed (the CMS down, postbacks not set up) carries its message instead,
// and one whose source was slow (the CMS busy) is marked late and asks its own call: one panel's trouble never
// takes the report down or holds it back.

/**
 * How long after the request the first view waits for a panel's part before leaving it to the panel's own call;
 * once the report is ready and this has passed, it waits no longer.
 */
export const firstViewPanelWaitMs = 1000;

/** A panel's answer, why there is none, or `late`: not ready in time, the panel calls its own route. */
const panelPart = <Schema extends z.ZodType>(schema: Schema) =>
  z.union([z.object({ data: schema }), z.object({ error: z.string() }), z.object({ late: z.literal(true) })]);

export const dashboardFirstViewSchema = z.object({
  funnel: getFunnelAnalyticsResponseSchema,
  daily: getDailyAnalyticsResponseSchema,
  versions: getVersionAnalyticsResponseSchema,
  offers: getOfferAnalyticsResponseSchema,
  /** Hour by hour for a range of one or two days (hourly.ts); null for longer ones. */
  hourly: z.array(hourlyAnalyticsRowSchema).nullable(),
  affiliates: getAffiliatesResponseSchema,
  /** Each affiliate's funnel over the same days, for "Affiliates compared"; null when one affiliate is shown. */
  comparison: z.array(z.object({ affiliateId: z.string(), funnel: getFunnelAnalyticsResponseSchema })).nullable(),
  annotations: panelPart(getChartAnnotationsResponseSchema),
  alerts: panelPart(listAlertsResponseSchema),
  /** "By dimension" in its first view: by affiliate, no drill-down, no comparison with the period before. */
  dimensions: panelPart(dimensionReportSchema),
  experiments: panelPart(listExperimentsResponseSchema),
  /** "By earnings" against the fixed order, for the sequential flow the panel opens on. */
  offerOrder: panelPart(offerOrderResultsResponseSchema),
  held: panelPart(listHeldConversionsResponseSchema),
  postbacks: panelPart(getPostbackHealthResponseSchema),
  consentFigures: panelPart(consentFiguresSchema),
});

export type DashboardFirstView = z.infer<typeof dashboardFirstViewSchema>;

export type DashboardPanelPart<T> = { data: T } | { error: string } | { late: true };
