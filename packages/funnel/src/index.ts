// The public surface of @seniorguide/funnel: pure rules of the visitor funnel and the dashboard, no I/O.

export {
  SESSION_ERROR_REDIRECT_MS,
  WIDGET_RETRY_MS,
  AD_TIMEOUT_MS,
  AD_ELEMENT_CHECK_MS,
  AD_LOAD_FAILURE_REDIRECT_MS,
  INLINE_COMPLETION_MS,
  REDIRECT_COUNTDOWN_S,
  ERROR_TOAST_MS,
  OBSERVER_STOP_MS,
  FIX_ROUTINE_DELAYS_MS,
  FIX_ROUTINE_AFTER_CHANGE_MS,
  FOLLOW_UP_RANDOM_MIN,
  FOLLOW_UP_RANDOM_MAX,
  ANALYTICS_TIMEZONE,
  FUNNEL_MAX_OFFERS,
  SUMMARY_MAX_OFFERS,
  PERCENTAGE_DECIMALS,
  BAR_PERCENTAGE_CAP,
  OFFERS_PER_FLOW,
  SECTION_8_PARTNER_OFFER_ID,
  SECTION_8_PARTNER_AFFILIATE_ID,
  DEFAULT_AFFILIATE_LABEL,
  THANK_YOU_DEFAULT_SUB_ID,
  EBOOK_PDF_PATH,
} from './constants.ts';
export { toSearchParams, cleanQueryValue, readLastValue } from './search-params.ts';
export type { SearchInput } from './search-params.ts';
export {
  TRACKING_PARAM_NAMES,
  TRACKING_PARAM_ALIASES,
  CAMPAIGN_PARAM_ALIASES,
  readTrackingParams,
  readCampaignParams,
  mergeTrackingContext,
  writeTrackingParams,
} from './tracking-params.ts';
export type { TrackingParamName } from './tracking-params.ts';
export {
  TOUCH_PARAM_NAMES,
  aliasTableWith,
  emptyTouch,
  readTouch,
  touchHasValues,
  nextArrival,
  campaignOfTouch,
  arrivalCookieMaxBytes,
  encodeArrival,
  decodeArrival,
  referrerDomainOf,
  clickSources,
  clickSourceOf,
} from './arrival.ts';
export type { TouchParamName, TrafficSourceParams, ClickSource } from './arrival.ts';
export { buildSignupSubId, buildThankYouSubId, getAffiliateLabel } from './sub-id.ts';
export { buildOfferLink, BONUS_LINK_PLACEHOLDERS, buildBonusLink } from './offer-link.ts';
export { planOfferWindow } from './offer-window.ts';
export type { OfferWindowPlan } from './offer-window.ts';
export { resolveRedirectTarget } from './redirect-target.ts';
export { checkEmail, parseEmail, parseEntryId, parseLandingVersion } from './validation.ts';
export type { FieldCheck } from './validation.ts';
export { planSessionRecovery, readRecoveryParams } from './session-recovery.ts';
export type { RecoveryLookup, RecoveryParams } from './session-recovery.ts';
export { readThankYouIdentity } from './thank-you-identity.ts';
export type { ThankYouIdentity } from './thank-you-identity.ts';
export {
  EMAIL_SUBMITTED_STEP,
  CONTINUED_TO_OFFERS_STEP,
  OFFER_FLOW_COMPLETE_STEP,
  THANK_YOU_REACHED_STEP,
} from './steps.ts';
export { toPercentage, toBarShare, formatPercentage } from './percentage.ts';
export { rankOffers, buildFunnelBars, buildSummaryCards, rankAllOffers, buildOfferSummary } from './funnel-report.ts';
export type { OfferCount, FunnelCounts, FunnelStage, FunnelBar, SummaryCards, RankedOffer } from './funnel-report.ts';
export { DATE_RANGE_PRESETS, getCalendarDate, addDays, getPresetDateRange } from './date-range.ts';
export type { DateRange, DateRangePreset } from './date-range.ts';
export { pickFollowUpNumber } from './follow-up.ts';
export { PRIOR, CREDIBLE_LEVEL, getPosterior, getPosteriorMean, getCredibleInterval } from './experiments/posterior.ts';
export type { ArmCounts, BetaPosterior } from './experiments/posterior.ts';
export { getArmStandings } from './experiments/probability-best.ts';
export type { ArmStanding } from './experiments/probability-best.ts';
export { SAMPLE_RATIO_ALPHA, checkSampleRatio } from './experiments/sample-ratio.ts';
export type { SampleRatioCheck } from './experiments/sample-ratio.ts';
export { DECISION_RULE, decide, describeDecisionRule } from './experiments/decision-rule.ts';
export type { DecisionRule, Decision, Verdict } from './experiments/decision-rule.ts';
export { SIMULATION_SETUP, runSimulation } from './experiments/simulation.ts';
export type { SimulationFigure, SimulationSize, Target } from './experiments/simulation.ts';
export {
  EXPERIMENT_KINDS,
  EXPERIMENT_ROUTES,
  EXPERIMENT_STATUSES,
  MIN_EXPERIMENT_VARIANTS,
  checkExperimentVariants,
  checkExperimentWinner,
  checkExperimentDates,
  hasSplitChanged,
} from './experiments/experiment-config.ts';
export type {
  ExperimentKind,
  ExperimentRoute,
  ExperimentStatus,
  ExperimentVariant,
} from './experiments/experiment-config.ts';
export {
  DEFAULT_LANDING_VERSION,
  pickVariantByWeight,
  resolveServedVersion,
  selectRouteExperiment,
} from './experiments/assignment.ts';
export type { ServedExperiment, ServedVersion, ListedExperiment } from './experiments/assignment.ts';
export { RESULTS_METHOD, buildExperimentResult } from './experiments/experiment-results.ts';
export {
  EXPERIMENT_METRICS,
  METRIC_LABELS,
  METRIC_RULE,
  GUARDRAIL_RULE,
  decideOnMetric,
  describeMetricRule,
  getMetricPosterior,
} from './experiments/metric-decision.ts';
export type { ArmMetricCounts, ExperimentMetric, Guardrail, MetricVerdict } from './experiments/metric-decision.ts';
export { describeLogPosterior } from './experiments/log-posteriors.ts';
export { getVisitorsPerArm, getPerVisitorLogVariance } from './experiments/sample-size.ts';
export type { Baseline } from './experiments/sample-size.ts';
export type { ArmInput, ArmResult, ExperimentResult } from './experiments/experiment-results.ts';
export { servedExperimentSchema, landingExperimentAnswerSchema } from './experiments/served-experiment.ts';
export type { LandingExperimentAnswer } from './experiments/served-experiment.ts';
export {
  EXPERIMENT_MARK_COOKIE,
  formatExperimentMark,
  readExperimentMark,
} from './experiments/experiment-mark-cookie.ts';
export type { ExperimentMarkValue } from './experiments/experiment-mark-cookie.ts';
export { moneyFigures, formatDollars, formatRoi } from './money.ts';
export type { MoneyFigures, MoneyInput } from './money.ts';
export { chooseOfferOrder, pickOrderStats, EXPLORATION_SHARE } from './offer-order/order-by-earnings.ts';
export type { OrderedOffer, PositionCounts, OfferPositionStats } from './offer-order/order-by-earnings.ts';
export { createSeededRandom, type RandomSource } from './experiments/random.ts';
