import { z } from 'zod';

// The operator's alerts: what the tracker's alert rules find wrong now (postbacks failing, traffic stopped, mail
// refused, a conversion rate beyond its own history), as the dashboard's banner reads them.

export const alertRules = ['postback_outage', 'traffic_stopped', 'mail_refused', 'signup_rate', 'accept_rate'] as const;

export const alertRuleSchema = z.enum(alertRules);

export type AlertRule = z.infer<typeof alertRuleSchema>;

export const activeAlertSchema = z.object({
  /** Stable while the alert lasts: the rule and what it is about (`signup_rate:aff-1:ONB_1`). */
  id: z.string(),
  rule: alertRuleSchema,
  /** The affiliate (and sub id) it is about; null for the whole site. */
  affiliateId: z.string().nullable(),
  subId: z.string().nullable(),
  /** One line for the banner. */
  title: z.string(),
  /** The figures behind it, in words. */
  detail: z.string(),
  /** When this process first found it (ISO). */
  since: z.iso.datetime(),
});

export type ActiveAlert = z.infer<typeof activeAlertSchema>;

export const listAlertsResponseSchema = z.object({
  alerts: z.array(activeAlertSchema),
  /** When the rules were last evaluated (ISO). */
  evaluatedAt: z.iso.datetime(),
});

export type ListAlertsResponse = z.infer<typeof listAlertsResponseSchema>;
