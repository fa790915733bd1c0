import type { AlertJobs } from '../jobs/port.ts';
import type { AlertSettings, FoundAlert } from './alert-settings.ts';

// Mail refused: `mailRefusedMin` (3) or more guide emails the mail server refused (waiting for a retry or
// failed for good) due in the last `mailWindowMinutes`, read from the job queue, never from the mail log.

export async function findMailRefused({
  store,
  now,
  settings,
}: {
  store: Pick<AlertJobs, 'countRefusedEmailJobs'>;
  now: number;
  settings: AlertSettings;
}): Promise<FoundAlert[]> {
  const refused = await store.countRefusedEmailJobs({ since: now - settings.mailWindowMinutes * 60 * 1000 });
  if (refused < settings.mailRefusedMin) return [];
  return [
    {
      id: 'mail_refused',
      rule: 'mail_refused',
      affiliateId: null,
      subId: null,
      title: 'The mail server is refusing guide emails',
      detail: `${refused} guide emails were refused in the last ${settings.mailWindowMinutes} minutes and wait for a retry or failed for good. Check the mail provider (SMTP_URL) and the sender settings.`,
    },
  ];
}
