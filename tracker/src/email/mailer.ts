import { composeDeliveryMessage } from './compose-message.ts';
import type { SenderSettings } from './delivery-email-parts.ts';
import type { DkimSigning } from './dkim-signing.ts';
import { createEmlOutbox } from './eml-outbox.ts';
import type { Mailer } from './mailer-port.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export type MailerOptions = {
  /** SMTP server URL (`smtp://user:pass@host:587`, `smtps://…`); without it, messages go to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** The visitor origin, where the download page and the unsubscribe route live. */
  publicUrl: string;
  /** Signs unsubscribe and download links; must be the secret the tracker's routes verify with. */
  secret: string;
  /** How long the download link proves ownership of its entry (TRACKER_EMAIL_LINK_DAYS). */
  entryLinkTtlMs: number;
  clock?: () => number;
  /** Signs every message (TRACKER_DKIM_*); null or absent sends unsigned mail. */
  dkim?: DkimSigning | null;
  /** Read for every message, so a change in the CMS applies to the next email. */
  getSettings: () => Promise<SenderSettings>;
};

/** The real Mailer: sends the delivery email for one outbox job, and closes its transport on shutdown. */
export type ClosableMailer = Mailer & { close(): Promise<void> };

export function createMailer(options: MailerOptions): ClosableMailer {
  const dkim = options.dkim ?? null;
  const transport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, dkim)
    : createEmlOutbox(options.outboxDir, dkim);
  return {
    async send(job) {
      const settings = await options.getSettings();
      const message = composeDeliveryMessage({
        job,
        settings,
        publicUrl: options.publicUrl,
        secret: options.secret,
        entryLinkExpiresAt: (options.clock ?? Date.now)() + options.entryLinkTtlMs,
      });
      await transport.deliver(message, job.id);
    },
    close: () => transport.close(),
  };
}
