import type { AlertJobs } from '../jobs/port.ts';
import { affiliateLabel, type AlertSettings, type FoundAlert } from './alert-settings.ts';

// Postbacks to an affiliate failing for `postbackOutageMinutes` (15): its attempts have failed since at least
// that long ago with none delivered after the first of them (retries included), read from the job queue's
// attempts of the last two hours (one grouped read), never from the event log.

const lookBackMs = 2 * 60 * 60 * 1000;

export async function findPostbackOutages({
  store,
  now,
  settings,
}: {
  store: Pick<AlertJobs, 'summarisePostbackFailures'>;
  now: number;
  settings: AlertSettings;
}): Promise<FoundAlert[]> {
  const spanMs = settings.postbackOutageMinutes * 60 * 1000;
  const failing = await store.summarisePostbackFailures({ since: now - lookBackMs });
  return failing
    .filter((row) => row.failedSince <= now - spanMs)
    .map((row) => {
      const name = affiliateLabel(row.affiliateId);
      const minutes = Math.floor((now - row.failedSince) / 60_000);
      return {
        id: `postback_outage:${row.affiliateId ?? ''}`,
        rule: 'postback_outage' as const,
        affiliateId: row.affiliateId,
        subId: null,
        title: `Postbacks to ${name} are failing`,
        detail: `${row.failures} attempt${row.failures === 1 ? '' : 's'} to send postbacks to ${name} failed in the last ${minutes} minutes and none was delivered since. See Postback health.`,
      };
    });
}
