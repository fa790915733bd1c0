import type { ActiveAlert, AlertRule } from '@seniorguide/contracts';

// The alert rules' thresholds (tracker/README.md, "Alerts"). Defaults a careful operator would pick; the
// monitor takes others (tests, a later settings screen).

export type AlertSettings = {
  /** Postbacks to an affiliate count as down when none was delivered for this long while some failed. */
  postbackOutageMinutes: number;
  /** Traffic has stopped when this window has no visit while the same window of the last days had `trafficMinExpected` on average. */
  trafficQuietMinutes: number;
  trafficHistoryDays: number;
  /** Expected visits below which a quiet window proves nothing: e^−7 < 0.1% is the chance of none by luck. */
  trafficMinExpected: number;
  /** Guide emails refused by the mail server (waiting for a retry or failed for good) in the window. */
  mailRefusedMin: number;
  mailWindowMinutes: number;
  /** The rates: the last `rateWindowHours` against the `rateBaselineDays` before them, at `rateSigmas` standard errors. */
  rateWindowHours: number;
  rateBaselineDays: number;
  rateSigmas: number;
  /** Visits (signup rate) and signups (accept rate) each side needs before a rate is judged. */
  rateMinVisits: number;
  rateMinBaselineVisits: number;
  rateMinSignups: number;
  rateMinBaselineSignups: number;
  /** At most this many affiliates (most visits first) have their sub ids judged in one evaluation. */
  rateMaxAffiliatesWithSubIds: number;
  /** One email per alert and recipient per this many hours: no storm while a problem lasts. */
  renotifyHours: Record<AlertRule, number>;
};

export const defaultAlertSettings: AlertSettings = {
  postbackOutageMinutes: 15,
  trafficQuietMinutes: 60,
  trafficHistoryDays: 7,
  trafficMinExpected: 7,
  mailRefusedMin: 3,
  mailWindowMinutes: 60,
  rateWindowHours: 6,
  rateBaselineDays: 14,
  rateSigmas: 3,
  rateMinVisits: 50,
  rateMinBaselineVisits: 200,
  rateMinSignups: 20,
  rateMinBaselineSignups: 80,
  rateMaxAffiliatesWithSubIds: 50,
  renotifyHours: { postback_outage: 6, traffic_stopped: 6, mail_refused: 6, signup_rate: 24, accept_rate: 24 },
};

/** What a rule finds: an alert without the time it was first found (the monitor keeps that). */
export type FoundAlert = Omit<ActiveAlert, 'since'>;

/** The name an operator reads for an affiliate value ('' is traffic without one). */
export const affiliateLabel = (affiliateId: string | null): string =>
  affiliateId === null || affiliateId === '' ? 'direct traffic' : affiliateId;
