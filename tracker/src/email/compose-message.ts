import type { SendMailOptions } from 'nodemailer';
import { renderDeliveryEmail } from './delivery-email.ts';
import type { SenderSettings } from './delivery-email-parts.ts';
import { buildUnsubscribeHeaders, buildUnsubscribeUrl } from './links.ts';
import { jobKey } from './job-key.ts';
import type { MailJob } from './mailer-port.ts';
import { signEntryLinkToken } from '../http/entry-link-token.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * A job's id is its idempotency key, so it also names the message: a resend after a crash carries
 * the same Message-ID, which lets mail systems and mail apps recognise it as the same message.
 */
export function messageIdFor(job: MailJob, senderEmail: string): string {
  const domain = senderEmail.split('@')[1] ?? 'localhost';
  return `<guide.${jobKey(job.id)}@${domain}>`;
}

export function composeDeliveryMessage(input: {
  job: MailJob;
  settings: SenderSettings;
  publicUrl: string;
  secret: string;
  /** When the download link stops proving ownership of the entry (epoch ms). */
  entryLinkExpiresAt: number;
}): SendMailOptions {
  const { job, settings, publicUrl } = input;
  const unsubscribeUrl = buildUnsubscribeUrl({ publicUrl, token: signUnsubscribeToken(job.email, input.secret) });
  const entryLinkToken =
    job.entryId === null
      ? null
      : signEntryLinkToken({ entryId: job.entryId, expiresAt: input.entryLinkExpiresAt, secret: input.secret });
  const email = renderDeliveryEmail({
    email: job.email,
    entryId: job.entryId,
    entryLinkToken,
    publicUrl,
    unsubscribeUrl,
    settings,
  });
  return {
    from: { name: settings.senderName, address: settings.senderEmail },
    to: job.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageIdFor(job, settings.senderEmail),
    headers: buildUnsubscribeHeaders({ unsubscribeUrl, senderEmail: settings.senderEmail }),
  };
}
