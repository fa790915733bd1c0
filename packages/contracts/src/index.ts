// The public surface of @seniorguide/contracts. Naming: for a call `x`, `xBodySchema`, `xQuerySchema`,
// `xParamsSchema` (where the call has them) and `xResponseSchema`; `apiRoutes.x` holds them all by name.

export { errorCodes, errorStatusByCode, errorIssueSchema, errorBodySchema, toErrorIssues } from './errors.ts';
export type { ErrorCode, ErrorIssue, ErrorBody } from './errors.ts';
export {
  emailMessage,
  emailSchema,
  entryIdSchema,
  trackingValueMaxLength,
  trackingValueSchema,
  readTrackingValue,
  landingVersions,
  landingVersionSchema,
  offerIdSchema,
  timestampSchema,
  isoDateSchema,
  timeZoneSchema,
  sourceSchema,
  successResponseSchema,
  emptyBodySchema,
} from './fields.ts';
export {
  selectedOffersTextSchema,
  trackingContextSchema,
  campaignParamNames,
  campaignParamsSchema,
  campaignFieldNames,
  clickIdParamNames,
  utmParamNames,
  waitlistEntrySchema,
  publicWaitlistEntrySchema,
  waitlistEntryViewSchema,
  userContextSchema,
  offerSchema,
  offerSelectionSchema,
  funnelAnalyticsSchema,
  dailyAnalyticsRowSchema,
  affiliateListItemSchema,
  errorRecordSchema,
} from './entities.ts';
export type {
  TrackingContext,
  CampaignParamName,
  CampaignParams,
  CampaignFieldName,
  ClickIdParamName,
  WaitlistEntry,
  PublicWaitlistEntry,
  WaitlistEntryView,
  UserContext,
  Offer,
  OfferSelection,
  FunnelAnalytics,
  DailyAnalyticsRow,
  AffiliateListItem,
  ErrorRecord,
} from './entities.ts';
export {
  touchSchema,
  arrivalSchema,
  arrivalCookieName,
  arrivalCookieMaxAgeSeconds,
  entryCampaignSchema,
} from './attribution.ts';
export type { Touch, Arrival, EntryCampaign } from './attribution.ts';
export { localStorageKeys, sessionStorageKeys, storageKeys } from './storage-keys.ts';
export type { StorageKey } from './storage-keys.ts';
export {
  entryParamsSchema,
  entryResponseSchema,
  entryLookupResponseSchema,
  joinWaitlistBodySchema,
  joinWaitlistResponseSchema,
  markContinuedToOffersResponseSchema,
  firstNameSchema,
  lastNameSchema,
  zipCodeSchema,
  updateEntryBodySchema,
  updateEntryResponseSchema,
  funnelStepSchema,
  setEntryStepParamsSchema,
  setEntryStepResponseSchema,
  completeEntryResponseSchema,
  getEntryQuerySchema,
  getEntryResponseSchema,
  findEntryByEmailQuerySchema,
  findEntryByEmailResponseSchema,
  findEntryByIpResponseSchema,
  markStepCompleteResponseSchema,
  updateClientInfoResponseSchema,
} from './waitlist.ts';
export {
  maxOffersPerRequest,
  offerIdListSchema,
  saveSelectedOffersBodySchema,
  saveSelectedOffersResponseSchema,
  offerActions,
  recordOfferActionBodySchema,
  recordOfferActionResponseSchema,
  completeOffersBodySchema,
  completeOffersResponseSchema,
  notifyOfferCompleteBodySchema,
  notifyOfferCompleteResponseSchema,
} from './offers.ts';
export type { OfferAction } from './offers.ts';
export {
  emailQueuedResponseSchema,
  notifyCompleteBodySchema,
  notifyCompleteResponseSchema,
  emergencyWebhookBodySchema,
  emergencyWebhookResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './notifications.ts';
export {
  trackDownloadResponseSchema,
  trackAnonymousDownloadBodySchema,
  trackAnonymousDownloadResponseSchema,
  trackVisitBodySchema,
  trackVisitResponseSchema,
  logErrorBodySchema,
  logErrorResponseSchema,
  healthResponseSchema,
  readyResponseSchema,
} from './tracking.ts';
export {
  maxAnalyticsRangeYears,
  analyticsQuerySchema,
  getFunnelAnalyticsResponseSchema,
  getDailyAnalyticsResponseSchema,
  getAffiliatesResponseSchema,
  versionAnalyticsRowSchema,
  getVersionAnalyticsResponseSchema,
  offerAnalyticsRowSchema,
  getOfferAnalyticsResponseSchema,
} from './analytics.ts';
export type { AnalyticsQuery, VersionAnalyticsRow, OfferAnalyticsRow } from './analytics.ts';
export {
  experimentMetrics,
  experimentMetricSchema,
  experimentIdSchema,
  experimentMarkSchema,
  experimentSummarySchema,
  listExperimentsResponseSchema,
  experimentResultsParamsSchema,
  experimentResultsQuerySchema,
  experimentArmSchema,
  experimentVerdictSchema,
  experimentAudienceSchema,
  getExperimentResultsResponseSchema,
} from './experiments.ts';
export type {
  ExperimentMark,
  ExperimentMetricName,
  ExperimentSummary,
  ExperimentAudience,
  ExperimentResults,
} from './experiments.ts';
export {
  sessionUserSchema,
  analyticsRoles,
  canReadAnalytics,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  getSessionResponseSchema,
} from './auth.ts';
export type { SessionUser } from './auth.ts';
export {
  postbackEvents,
  postbackEventSchema,
  postbackIdSchema,
  postbackHealthRowSchema,
  postbackAttemptSchema,
  getPostbackHealthResponseSchema,
  sendTestPostbackBodySchema,
  sendTestPostbackResponseSchema,
} from './postbacks.ts';
export type { PostbackEventName, PostbackHealthRow, PostbackAttemptView } from './postbacks.ts';
export {
  consentDisclosureSchema,
  consentKinds,
  consentRecordSchema,
  disclosureChecks,
  personLookupQuerySchema,
  consentDocumentSchema,
  consentCertificateIdSchema,
  consentCertificateSchema,
  signedConsentCertificateSchema,
  disclosureTextSchema,
  consentCertificateParamsSchema,
  getConsentCertificateResponseSchema,
  consentFiguresSchema,
} from './consent.ts';
export type {
  ConsentDisclosure,
  ConsentRecord,
  ConsentDocument,
  DisclosureCheck,
  ConsentCertificate,
  SignedConsentCertificate,
  DisclosureText,
  ConsentFigures,
} from './consent.ts';
export {
  exportPersonQuerySchema,
  personExportSchema,
  exportPersonResponseSchema,
  erasePersonBodySchema,
  erasePersonResponseSchema,
  auditActions,
  auditRecordSchema,
  listAuditLogResponseSchema,
} from './data-requests.ts';
export type { PersonExport, AuditRecord } from './data-requests.ts';
export {
  conversionExportQuerySchema,
  googleAdsConversionNames,
  googleAdsConversionColumns,
  googleAdsTimeZoneParameter,
  conversionCurrency,
  exportGoogleAdsConversionsResponseSchema,
  metaConversionEventNames,
  metaFbcSchema,
  metaServerEventSchema,
  exportMetaConversionsResponseSchema,
} from './conversion-exports.ts';
export type { ConversionExportQuery, MetaServerEvent, MetaConversionsFile } from './conversion-exports.ts';
export {
  conversionReviewReasons,
  conversionReviewStatuses,
  heldConversionIdSchema,
  heldConversionSchema,
  heldByAffiliateSchema,
  listHeldConversionsQuerySchema,
  listHeldConversionsResponseSchema,
  decideHeldConversionsBodySchema,
  decideHeldConversionsResponseSchema,
} from './conversion-review.ts';
export type {
  ConversionReviewReason,
  ConversionReviewStatus,
  HeldConversionView,
  HeldByAffiliate,
} from './conversion-review.ts';
export { alertRules, alertRuleSchema, activeAlertSchema, listAlertsResponseSchema } from './alerts.ts';
export type { AlertRule, ActiveAlert, ListAlertsResponse } from './alerts.ts';
export {
  maxHourlyRangeDays,
  hourlyAnalyticsQuerySchema,
  hourlyAnalyticsRowSchema,
  getHourlyAnalyticsResponseSchema,
} from './hourly.ts';
export type { HourlyAnalyticsQuery, HourlyAnalyticsRow } from './hourly.ts';
export {
  chartAnnotationKinds,
  chartAnnotationKindSchema,
  chartAnnotationSchema,
  getChartAnnotationsResponseSchema,
} from './chart-annotations.ts';
export type { ChartAnnotation, ChartAnnotationKind, GetChartAnnotationsResponse } from './chart-annotations.ts';
export { dashboardFirstViewSchema, firstViewPanelWaitMs } from './dashboard-first-view.ts';
export type { DashboardFirstView, DashboardPanelPart } from './dashboard-first-view.ts';
export { apiRoutes } from './routes.ts';
export type { ApiMethod, ApiRouteDefinition, ApiRoutes, ApiRouteName } from './routes.ts';
export type { ApiRequest, ApiParsedRequest, ApiResponse } from './api-types.ts';
export { buildApiPath } from './build-api-path.ts';
export type { PathParamNames } from './build-api-path.ts';
export {
  reportDimensions,
  reportDrillPairs,
  noValueLabel,
  otherValuesLabel,
  reportTopValues,
  unsupportedFilters,
  dimensionReportQuerySchema,
  dimensionFiguresSchema,
  dimensionRowSchema,
  dimensionReportSchema,
} from './dimension-report.ts';
export type {
  ReportDimension,
  DimensionReportQuery,
  DimensionFigures,
  DimensionRow,
  DimensionReport,
} from './dimension-report.ts';
