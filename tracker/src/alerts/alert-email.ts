import { createHash } from 'node:crypto';
import type { FoundAlert } from './alert-settings.ts';

// An alert's email: plain text for the operators, naming the rule's figures and the dashboard. Its job id
// names the alert, the period and a hash of the recipient (never the address itself, which ids show in logs).

export function alertEmailFor({ alert, dashboardUrl }: { alert: FoundAlert; dashboardUrl: string }) {
  return {
    subject: `Alert: ${alert.title}`,
    text: [
      alert.title,
      '',
      alert.detail,
      '',
      `Open the dashboard: ${dashboardUrl}`,
      '',
      'You get this email because you chose "Email me alerts" on your user in the CMS (or your address is in the',
      "tracker's TRACKER_ALERT_EMAILS, used while no user has chosen alerts). Turn it off on your user in the CMS.",
      'One email per alert and period: the next one comes only if the problem lasts into the next period.',
    ].join('\n'),
  };
}

export function alertJobId({ alertId, period, email }: { alertId: string; period: number; email: string }): string {
  const recipient = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `alert:${alertId}:${period}:${recipient}`;
}
