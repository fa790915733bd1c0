import type { ApiRequest, WaitlistEntryView } from '@seniorguide/contracts';
import type { ThankYouIdentity } from '@seniorguide/funnel';

// The thank-you load, over a narrow port so its order can be tested without a tracker:
// with an id, update the client info and send the completion notice (retried once with a plain request),
// then schedule the follow-up call with the email and a random 3–10; with only an email, look the entry up
// first; with no entry at all, send the emergency call with the email. An id the tracker does not know is
// "no entry" too: the page goes on as if it had only the email, so the visitor still gets the guide.

export type NotifyBody = ApiRequest<'notifyComplete'>['body'];

/** Thrown by the port when the tracker answers 404 for the id: the id is stale or made up. */
export class UnknownEntryError extends Error {
  constructor(id: number) {
    super(`No waitlist entry ${id}`);
    this.name = 'UnknownEntryError';
  }
}

/** What the plain retry of the notice got back: its status, and its JSON answer when it had one. */
export type PlainAnswer = { ok: boolean; status: number; answer: unknown };

export type ThankYouPort = {
  /** The entry behind the id (for its affiliate); null when the tracker does not know the id. */
  getEntry: (id: number) => Promise<WaitlistEntryView | null>;
  updateClientInfo: (id: number) => Promise<unknown>;
  /** The notice's JSON answer as the tracker sent it (null when empty), before any contract drops a field. */
  notifyComplete: (id: number, body: NotifyBody) => Promise<unknown>;
  /** The retry: a bare request, its answer read only to learn whether the guide was queued. */
  notifyCompletePlain: (id: number, body: NotifyBody) => Promise<PlainAnswer>;
  findByEmail: (email: string) => Promise<WaitlistEntryView | null>;
  emergencyWebhook: (email: string) => Promise<unknown>;
};

/**
 * What the tracker confirmed about the guide email, and only that: `queued`, this visit queued it;
 * `queued-before`, the tracker answered that it queued nothing now because the guide (or the day's mail to that
 * mailbox) had already gone out; `limit-reached`, it refused because this connection asked for too many guides
 * today (429); `unconfirmed`, no answer said either way; `not-sent`, nothing was queued from this page.
 */
export type MailOutcome = 'queued' | 'queued-before' | 'limit-reached' | 'unconfirmed' | 'not-sent';

export type ThankYouLoadResult =
  | {
      kind: 'notified';
      entryId: number;
      entry: WaitlistEntryView | null;
      mail: 'queued' | 'queued-before' | 'unconfirmed';
    }
  | { kind: 'notify-failed'; entryId: number; entry: WaitlistEntryView | null; mail: 'limit-reached' | 'unconfirmed' }
  | { kind: 'emergency'; sent: boolean; mail: 'queued' | 'limit-reached' | 'not-sent' }
  | { kind: 'nothing-to-send'; mail: 'not-sent' };

type LoadInput = {
  identity: ThankYouIdentity;
  /** The affiliate the page knows from the URL or storage; the entry's own affiliate is used when it has one. */
  affiliateId: string | null;
  port: ThankYouPort;
  scheduleFollowUp: (send: (followUp: number) => Promise<unknown>) => void;
  /** Told the visitor's entry as soon as it is known (null when there is none), for the bonus link. */
  onEntry?: (entry: WaitlistEntryView | null) => void;
  now?: () => Date;
};

type NoticeOutcome =
  | { kind: 'accepted'; mail: 'queued' | 'queued-before' | 'unconfirmed' }
  | { kind: 'refused'; mail: 'limit-reached' | 'unconfirmed' }
  | 'unknown-id';

/** The tracker's 429: this connection has had its guide emails for the day. */
const tooManyRequests = 429;

export const thankYouSource = 'thank-you';

function warn(what: string) {
  return (error: unknown) => {
    console.warn(`[thank-you] ${what} failed`, error);
    return null;
  };
}

/** A refused notice: an answer that is missing, carries an `error` field or is not the contract's success. */
export function isAcceptedNotice(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || 'error' in answer) return false;
  return 'success' in answer && answer.success === true;
}

/** What an accepted answer says of the email: `queued: false` is the tracker's "nothing new queued". */
function mailOf(answer: unknown): 'queued' | 'queued-before' | 'unconfirmed' {
  if (!isAcceptedNotice(answer) || typeof answer !== 'object' || answer === null || !('queued' in answer))
    return 'unconfirmed';
  if (answer.queued === true) return 'queued';
  return answer.queued === false ? 'queued-before' : 'unconfirmed';
}

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/** Sends the notice; on a failed status or a missing, error or unreadable answer retries once, plainly. */
export async function notifyWithRetry({
  port,
  id,
  body,
}: {
  port: ThankYouPort;
  id: number;
  body: NotifyBody;
}): Promise<NoticeOutcome> {
  try {
    const answer = await port.notifyComplete(id, body);
    if (isAcceptedNotice(answer)) return { kind: 'accepted', mail: mailOf(answer) };
  } catch (error) {
    // A retry cannot make an unknown id known; the caller goes on by email instead.
    if (error instanceof UnknownEntryError) return 'unknown-id';
    warn('notify-complete')(error);
  }
  const retry = await port.notifyCompletePlain(id, body).catch(() => null);
  if (retry?.ok) return { kind: 'accepted', mail: mailOf(retry.answer) };
  return { kind: 'refused', mail: retry?.status === tooManyRequests ? 'limit-reached' : 'unconfirmed' };
}

async function updateClientInfo(port: ThankYouPort, id: number): Promise<'done' | 'unknown-id'> {
  try {
    await port.updateClientInfo(id);
  } catch (error) {
    if (error instanceof UnknownEntryError) return 'unknown-id';
    warn('update-client-info')(error);
  }
  return 'done';
}

/** Update the client info, notify, schedule the follow-up: the part of the load that needs an entry id. */
async function completeEntry(
  { identity, affiliateId, port, scheduleFollowUp, now }: Required<Omit<LoadInput, 'onEntry'>>,
  { id, entryRead }: { id: number; entryRead: Promise<WaitlistEntryView | null> },
): Promise<ThankYouLoadResult | 'unknown-id'> {
  if ((await updateClientInfo(port, id)) === 'unknown-id') return 'unknown-id';
  const entry = await entryRead;
  const body: NotifyBody = {
    source: thankYouSource,
    timestamp: now().toISOString(),
    forceSend: true,
    affiliateId: entry?.affiliateId ?? affiliateId,
  };
  const notice = await notifyWithRetry({ port, id, body });
  if (notice === 'unknown-id') return notice;
  if (notice.kind === 'refused') return { kind: 'notify-failed', entryId: id, entry, mail: notice.mail };
  const email = identity.email ?? entry?.email ?? null;
  if (email !== null) {
    scheduleFollowUp((followUp) =>
      port
        .notifyComplete(id, { ...body, timestamp: now().toISOString(), email, followUp })
        .catch(warn('follow-up call')),
    );
  }
  return { kind: 'notified', entryId: id, entry, mail: notice.mail };
}

async function sendEmergencyCall(port: ThankYouPort, email: string): Promise<ThankYouLoadResult> {
  try {
    // Everybody but the owner of an entry with this address is answered `queued: false`: nothing was sent.
    const answer = await port.emergencyWebhook(email);
    return { kind: 'emergency', sent: true, mail: mailOf(answer) === 'queued' ? 'queued' : 'not-sent' };
  } catch (error) {
    warn('emergency call')(error);
    return { kind: 'emergency', sent: false, mail: statusOf(error) === tooManyRequests ? 'limit-reached' : 'not-sent' };
  }
}

export async function runThankYouLoad({
  onEntry = () => {},
  now = () => new Date(),
  ...input
}: LoadInput): Promise<ThankYouLoadResult> {
  const load = { ...input, now };
  const { identity, port } = load;
  if (identity.id !== null) {
    // Read beside the update, so the bonus link does not wait for the notice.
    const entryRead = port.getEntry(identity.id).catch(warn('entry read'));
    void entryRead.then((entry) => entry && onEntry(entry));
    const outcome = await completeEntry(load, { id: identity.id, entryRead });
    if (outcome !== 'unknown-id') {
      if ((await entryRead) === null) onEntry(null);
      return outcome;
    }
  }
  if (identity.email === null) {
    onEntry(null);
    return { kind: 'nothing-to-send', mail: 'not-sent' };
  }
  const found = await port.findByEmail(identity.email).catch(warn('lookup by email'));
  onEntry(found);
  if (found === null) return sendEmergencyCall(port, identity.email);
  const outcome = await completeEntry(load, { id: found.id, entryRead: Promise.resolve(found) });
  // The entry just found by email is unknown by its own id only in a race with its deletion: give up there.
  return outcome === 'unknown-id'
    ? { kind: 'notify-failed', entryId: found.id, entry: found, mail: 'unconfirmed' }
    : outcome;
}
