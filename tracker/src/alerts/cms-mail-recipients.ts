import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { postbackKeyHeader } from '../auth/cms-key.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { scrubEmails } from '../logger.ts';

// Who the operator mail goes to: the CMS's admins and operators who chose "Email me alerts" or "Email me a
// daily summary" on their user. Users are private in the CMS, so the tracker reads them server to server at
// /api/users/mail-recipients with its own key (the one it reads the postback settings with, compared in
// constant time by the CMS), never with an operator's session and never anonymously. The answer is kept for a
// minute (a change in the CMS reaches the mail within it) and, when the CMS cannot answer, the last good one
// is used. Addresses live in this process's memory only and are never logged.

export type MailRecipient = { email: string; timeZone: string; alerts: boolean; dailySummary: boolean };

export type MailRecipients = {
  /** Who gets the alerts' emails: the users who chose them, or else the configured fallback. */
  alertAddresses(): Promise<readonly string[]>;
  /** The users who chose the daily summary, each with their own time zone. */
  summaryRecipients(): Promise<readonly MailRecipient[]>;
};

const answerSchema = z.object({
  recipients: z
    .array(
      z.object({
        email: z.email(),
        timeZone: z.string().refine((zone) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        }),
        alerts: z.boolean(),
        dailySummary: z.boolean(),
      }),
    )
    .max(500),
});

export function createMailRecipients({
  cmsUrl,
  key,
  fallbackAlertAddresses,
  logger,
  fetch = globalThis.fetch,
  clock = Date.now,
  maxAgeMs = 60_000,
}: {
  cmsUrl: string;
  /** The tracker's key to the CMS; without it only the fallback is known. */
  key: string | undefined;
  /** TRACKER_ALERT_EMAILS: for a deployment where no user chose the alerts (or the CMS was never read). */
  fallbackAlertAddresses: readonly string[];
  logger: Logger;
  fetch?: Fetch;
  clock?: Clock;
  maxAgeMs?: number;
}): MailRecipients {
  let lastGood: { recipients: MailRecipient[]; at: number } | null = null;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    if (!key) return;
    try {
      const response = await fetch(new URL('/api/users/mail-recipients', cmsUrl).href, {
        headers: { [postbackKeyHeader]: key },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      lastGood = { recipients: answerSchema.parse(await response.json()).recipients, at: clock() };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ reason: scrubEmails(reason).slice(0, 300) }, 'the mail recipients could not be read from the CMS');
    }
  }

  async function current(): Promise<readonly MailRecipient[]> {
    const fresh = lastGood && clock() - lastGood.at >= 0 && clock() - lastGood.at < maxAgeMs;
    if (!fresh) {
      // Concurrent callers share one read.
      reading ??= read().finally(() => {
        reading = null;
      });
      await reading;
    }
    return lastGood?.recipients ?? [];
  }

  return {
    async alertAddresses() {
      const chosen = (await current()).filter((recipient) => recipient.alerts).map((recipient) => recipient.email);
      return chosen.length > 0 ? chosen : fallbackAlertAddresses;
    },
    async summaryRecipients() {
      return (await current()).filter((recipient) => recipient.dailySummary);
    },
  };
}

/** Recipients that are only the configured list (tests, a tracker without a CMS key). */
export const fixedAlertRecipients = (addresses: readonly string[]): MailRecipients => ({
  alertAddresses: async () => addresses,
  summaryRecipients: async () => [],
});
