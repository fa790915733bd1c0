import { createHmac } from 'node:crypto';
import { callerKeyOf } from '../http/caller-key.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { MailCaps } from '../jobs/port.ts';
import { normaliseMailbox } from '../privacy/mailbox.ts';

// The caps every mail-triggering call is held to (TRACKER_MAIL_PER_MAILBOX_PER_DAY, _PER_CALLER_PER_DAY):
// over any 24 hours, across every kind of mail. The caller and the mailbox are stored as keyed hashes, never in clear.

export const mailCapWindowMs = 24 * 60 * 60 * 1000;

export type MailCapSettings = { perMailbox: number; perCaller: number; secret: string };

function keyOf(purpose: string, value: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url').slice(0, 22);
}

export function mailCapsFor({
  email,
  client,
  at,
  settings,
}: {
  email: string;
  client: ClientInfo;
  at: number;
  settings: MailCapSettings;
}): MailCaps {
  return {
    mailbox: keyOf('mail-mailbox', normaliseMailbox(email), settings.secret),
    // The caller as every per-address limit counts it: an IPv6 caller is its /56.
    caller: keyOf('mail-caller', callerKeyOf(client.ip), settings.secret),
    at,
    since: at - mailCapWindowMs + 1,
    perMailbox: settings.perMailbox,
    perCaller: settings.perCaller,
  };
}
