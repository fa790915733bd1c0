import type { CheckboxField, Condition } from 'payload';

// What the tracker emails each admin and operator (tracker/README.md, "Alerts" and "The daily summary"): each
// chooses on their own user. Alerts are on unless they turn them off, so a new operator hears of an outage
// without having to find the setting; the daily summary is off until they ask for it. Marketers see neither:
// the tracker mails admins and operators only.

const readsAnalytics: Condition = (data) => {
  const roles: unknown = data.roles;
  return Array.isArray(roles) && roles.some((role) => role === 'admin' || role === 'operator');
};

export const emailAlertsField: CheckboxField = {
  name: 'emailAlerts',
  label: 'Email me alerts',
  type: 'checkbox',
  defaultValue: true,
  admin: {
    condition: readsAnalytics,
    description:
      'Postbacks failing, traffic stopping, mail refused, a rate beyond its usual range: one email per alert and period, also shown on the dashboard.',
  },
};

export const emailDailySummaryField: CheckboxField = {
  name: 'emailDailySummary',
  label: 'Email me a daily summary',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    condition: readsAnalytics,
    description:
      "At 07:00 in your time zone: yesterday's impressions, signups, accepted offers, revenue, payout and profit, beside the day before.",
  },
};
