import type { ApiRequest, WaitlistEntryView } from '@seniorguide/contracts';
import type { ThankYouIdentity } from '@seniorguide/funnel';

// The thank-you load of spec section 4, over a narrow port so its order can be tested without a tracker:
// with an id, update the client info and send the completion notice (retried once with a plain request),
// then schedule the follow-up call with the email and a random 3–10; with only an email, look the entry up
// first; with no entry at all, send the emergency call with the email.

export type NotifyBody = ApiRequest<'notifyComplete'>['body'];

export type ThankYouPort = {
  updateClientInfo: (id: number) => Promise<unknown>;
  notifyComplete: (id: number, body: NotifyBody) => Promise<unknown>;
  /** The retry: a bare request whose answer is not parsed; resolves whether it was accepted. */
  notifyCompletePlain: (id: number, body: NotifyBody) => Promise<boolean>;
  findByEmail: (email: string) => Promise<WaitlistEntryView | null>;
  emergencyWebhook: (email: string) => Promise<unknown>;
};

export type ThankYouLoadResult =
  | { kind: 'notified'; entryId: number; entry: WaitlistEntryView | null }
  | { kind: 'notify-failed'; entryId: number; entry: WaitlistEntryView | null }
  | { kind: 'emergency'; sent: boolean }
  | { kind: 'nothing-to-send' };

export const thankYouSource = 'thank-you';

function warn(what: string) {
  return (error: unknown) => {
    console.warn(`[thank-you] ${what} failed`, error);
    return null;
  };
}

/** Sends the notice; on a thrown error (failed status, empty or error answer) retries once, plainly. */
export async function notifyWithRetry({ port, id, body }: { port: ThankYouPort; id: number; body: NotifyBody }): Promise<boolean> {
  try {
    const answer = await port.notifyComplete(id, body);
    if (answer !== null && answer !== undefined && !(typeof answer === 'object' && 'error' in answer)) return true;
  } catch (error) {
    warn('notify-complete')(error);
  }
  return port.notifyCompletePlain(id, body).catch(() => false);
}

export async function runThankYouLoad({
  identity,
  affiliateId,
  port,
  scheduleFollowUp,
  now = () => new Date(),
}: {
  identity: ThankYouIdentity;
  affiliateId: string | null;
  port: ThankYouPort;
  scheduleFollowUp: (send: (followUp: number) => Promise<unknown>) => void;
  now?: () => Date;
}): Promise<ThankYouLoadResult> {
  let entry: WaitlistEntryView | null = null;
  let id = identity.id;
  if (id === null && identity.email !== null) {
    entry = await port.findByEmail(identity.email).catch(warn('lookup by email'));
    id = entry?.id ?? null;
  }
  if (id === null) {
    if (identity.email === null) return { kind: 'nothing-to-send' };
    try {
      await port.emergencyWebhook(identity.email);
      return { kind: 'emergency', sent: true };
    } catch (error) {
      warn('emergency call')(error);
      return { kind: 'emergency', sent: false };
    }
  }

  const entryId = id;
  await port.updateClientInfo(entryId).catch(warn('update-client-info'));
  const body: NotifyBody = { source: thankYouSource, timestamp: now().toISOString(), forceSend: true, affiliateId: entry?.affiliateId ?? affiliateId };
  const isNotified = await notifyWithRetry({ port, id: entryId, body });
  if (!isNotified) return { kind: 'notify-failed', entryId, entry };
  const email = identity.email ?? entry?.email ?? null;
  if (email !== null) {
    scheduleFollowUp((followUp) =>
      port.notifyComplete(entryId, { ...body, timestamp: now().toISOString(), email, followUp }).catch(warn('follow-up call')),
    );
  }
  return { kind: 'notified', entryId, entry };
}
