import { postbackEvents, type PostbackEventName } from '@seniorguide/contracts';

// The one job queue's port: every kind of outbound work (the guide email, the postbacks) is a row of one
// table (SQLite) or one collection (MongoDB) in the tracker's main store, leased by one worker (worker.ts)
// that hands each kind to its handler. A job is written in the transaction of the entry write that records
// its cause (a postback with its conversion, the guide email with the thank-you), so an acknowledged fact
// always has its job. Two adapters implement it (store/sqlite, store/mongo); the job contract suites run on both.

export { postbackEvents };

export type PostbackEvent = PostbackEventName;

/** The email kinds: an entry's guide, and the owner's emergency request for it. */
export type JobKind = 'delivery' | 'emergency';

export const emailJobKinds: readonly JobKind[] = ['delivery', 'emergency'];

export type StoredJob = {
  id: string;
  kind: JobKind;
  email: string;
  entryId: number | null;
  attempts: number;
};

export type NewJob = StoredJob & { dueAt: number };

/**
 * What a new mail must fit within: at most `perMailbox` mails to one normalised mailbox and `perCaller`
 * mails triggered by one caller (a keyed hash of its address) since `since`.
 */
export type MailCaps = {
  mailbox: string;
  caller: string;
  at: number;
  since: number;
  perMailbox: number;
  perCaller: number;
};

/** queued: this call created the job; refusedBy: which cap kept a new job from being created. */
export type CappedEnqueueResult = { queued: boolean; refusedBy?: 'mailbox' | 'caller' };

export type JobFailure = { id: string; leaseOwner: string; error: string; retryAt: number | null };

/** An email job's state; `failed` is the dead letter (every retry spent). */
export type EmailJobStatus = 'pending' | 'sent' | 'failed' | 'suppressed';

/**
 * A postback job's state. `failed` is the dead letter (the panel's replay sends it again). `cancelled`: an
 * erasure (or the rejection of its held conversion) stopped it before it was sent; it is never sent or
 * replayed. `held`: its conversion waits for an operator's review; the worker never sees it until the
 * conversion is approved (then `pending`, due at once) or rejected (then `cancelled`).
 */
export type PostbackStatus = 'pending' | 'delivered' | 'failed' | 'cancelled' | 'held';

export type NewPostback = {
  /** `<entryId>:<event>[:<offerId>]`: the unique key that makes a postback fire at most once per entry and event. */
  id: string;
  entryId: number;
  event: PostbackEvent;
  offerId: string | null;
  affiliateId: string | null;
  /** The entry's first-touch tracking values (subid, s1–s3, utm_*, fbclid, gclid), taken when the event happened. */
  values: Record<string, string>;
  occurredAt: number;
  dueAt: number;
  /** The held conversion (review/) this postback waits for; it is queued `held` when set. */
  heldBy?: string | null;
};

export type StoredPostback = NewPostback & {
  status: PostbackStatus;
  /** Attempts already made. */
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
};

export type PostbackAttempt = {
  postbackId: string;
  affiliateId: string | null;
  event: PostbackEvent;
  /** 1 for the first try. */
  attempt: number;
  at: number;
  /** The URL called, with its secrets masked. */
  url: string;
  /** The receiver's HTTP status, or null when no answer came (refused, timeout, network error). */
  status: number | null;
  latencyMs: number;
  error: string | null;
};

/** After an attempt: delivered, failed for good, or pending again from `dueAt`. */
export type PostbackNext = { status: 'delivered' } | { status: 'failed' } | { status: 'pending'; dueAt: number };

export type PostbackHealthRow = {
  affiliateId: string | null;
  event: PostbackEvent;
  /** At least one attempt made. */
  sent: number;
  delivered: number;
  /** Failed for good, or waiting for a retry after a failed attempt. */
  failing: number;
  /** Not tried yet. */
  pending: number;
  lastStatus: number | null;
  lastError: string | null;
};

/** Browser pixels the site reported fired, per affiliate. */
export type PixelFiresRow = { affiliateId: string | null; fired: number };

export type PostbackPurgeCounts = { postbacks: number; attempts: number; pixelFires: number };

/**
 * Which events fire postbacks for which affiliate, as plain data (it travels to the SQLite writer thread):
 * an affiliate with its own settings fires `byAffiliate[id]`, any other one `defaults`.
 */
export type PostbackFiring = { defaults: PostbackEvent[]; byAffiliate: Record<string, PostbackEvent[]> };

/**
 * Given to an entry write when postbacks are on: its conversions queue their postbacks in its transaction.
 * `firing` null: the settings are not known yet; every conversion is queued and the worker decides.
 */
export type PostbackQueueing = { firing: PostbackFiring | null };

/**
 * Given to the thank-you write: the guide email's job, queued in that write's transaction only if it is new
 * and fits the caps (as enqueueCappedJob), and only while the entry's stored address and id are the job's.
 */
export type GuideEmailQueueing = { job: NewJob; caps: MailCaps };

/** The guide email's jobs. */
export type EmailJobs = {
  enqueueJob(job: NewJob): Promise<{ queued: boolean }>;
  /** Enqueues the job only if it is new (no job with its id, nor one of its kind for its entry) and fits the caps (checked and logged in the same write, so concurrent calls cannot overshoot). */
  enqueueCappedJob(input: { job: NewJob; caps: MailCaps }): Promise<CappedEnqueueResult>;
  /** Leases up to `limit` due email jobs to `leaseOwner` until `leaseUntil`; a job leased elsewhere is skipped. */
  claimDueJobs(input: { now: number; leaseOwner: string; leaseUntil: number; limit: number }): Promise<StoredJob[]>;
  markJobSent(input: { id: string; leaseOwner: string; at: number }): Promise<void>;
  markJobSuppressed(input: { id: string; leaseOwner: string; reason: string }): Promise<void>;
  markJobFailed(failure: JobFailure): Promise<void>;
  getJobStatus(id: string): Promise<{ status: EmailJobStatus; attempts: number } | null>;
};

/** The postbacks' jobs, their attempts and the browser pixels reported beside them. */
export type PostbackJobs = {
  /** Creates the postback unless one with the same id exists (queued: false). */
  enqueuePostback(postback: NewPostback): Promise<{ queued: boolean }>;
  /** Leases up to `limit` due postbacks to `leaseOwner` until `leaseUntil`; one leased elsewhere is skipped. */
  claimDuePostbacks(input: {
    now: number;
    leaseOwner: string;
    leaseUntil: number;
    limit: number;
  }): Promise<StoredPostback[]>;
  /** Records the attempt and moves the postback on, only while `leaseOwner` holds it. */
  recordPostbackAttempt(input: { leaseOwner: string; attempt: PostbackAttempt; next: PostbackNext }): Promise<void>;
  getPostback(id: string): Promise<StoredPostback | null>;
  /** Per affiliate and event, over postbacks whose event happened in [from, to). */
  summarisePostbacks(input: { from: number; to: number }): Promise<PostbackHealthRow[]>;
  /** The latest attempts, newest first. */
  listPostbackAttempts(input: { limit: number }): Promise<PostbackAttempt[]>;
  /** Gives a leased postback back to the queue, due at `dueAt`, without counting an attempt (its affiliate is paused). */
  postponePostback(input: { id: string; leaseOwner: string; dueAt: number }): Promise<void>;
  /**
   * An erasure: the entry's pending postbacks are cancelled, every postback of the entry forgets its tracking
   * values, and its attempts keep only the receiver's origin of the URL called.
   */
  forgetEntryPostbacks(entryId: number): Promise<{ cancelled: number; stripped: number }>;
  /** Every attempt made for the entry's postbacks, oldest first (a data-subject export). */
  listEntryPostbackAttempts(entryId: number): Promise<PostbackAttempt[]>;
  /** The postbacks held by the conversion go to the queue, due at `now`; answers how many. */
  releaseHeldPostbacks(input: { heldBy: string; now: number }): Promise<number>;
  /** The postbacks held by the conversion are cancelled for good; answers how many. */
  cancelHeldPostbacks(heldBy: string): Promise<number>;
  /** Puts a failed postback back in the queue, due at `now`; false when it is not failed. */
  replayPostback(input: { id: string; now: number }): Promise<boolean>;
  /** Records that the browser pixel fired for the entry; once per entry (recorded: false after the first). */
  recordPixelFire(input: { entryId: number; affiliateId: string | null; at: number }): Promise<{ recorded: boolean }>;
  /** Pixels fired in [from, to), per affiliate. */
  countPixelFires(input: { from: number; to: number }): Promise<PixelFiresRow[]>;
  /** Retention: deletes delivered, failed and cancelled postbacks whose event happened before `before`, attempts and pixel fires made before it. Pending and held ones stay. */
  purgeFinishedBefore(before: number): Promise<PostbackPurgeCounts>;
};

/**
 * An alert's email to one operator (alerts/): kind `alert` in the same queue. Its id names the rule, what the
 * alert is about, the period and the recipient's keyed hash, so one alert is queued once per recipient and period
 * whichever process finds it. The daily summary is a job of this kind too (`summary:<local day>:<hash>`), with an
 * HTML part. Sent and failed mark it as the email kinds do (markJobSent, markJobFailed).
 */
export type NewAlertJob = { id: string; email: string; subject: string; text: string; html?: string; dueAt: number };

export type StoredAlertJob = Omit<NewAlertJob, 'dueAt'> & { attempts: number };

/** The alerts' emails, and the guide email's health as the alert rules read it. */
export type AlertJobs = {
  /** Creates the job unless one with the same id exists (queued: false). */
  enqueueAlertJob(job: NewAlertJob): Promise<{ queued: boolean }>;
  /** Leases up to `limit` due alert jobs to `leaseOwner` until `leaseUntil`; one leased elsewhere is skipped. */
  claimDueAlertJobs(input: {
    now: number;
    leaseOwner: string;
    leaseUntil: number;
    limit: number;
  }): Promise<StoredAlertJob[]>;
  /** Guide emails a mail server refused at least once (waiting for a retry, or failed for good) due since `since`. */
  countRefusedEmailJobs(input: { since: number }): Promise<number>;
  /** Per affiliate whose postbacks fail now: the attempts made since `since` that failed after its last delivered one. */
  summarisePostbackFailures(input: { since: number }): Promise<PostbackFailureRow[]>;
  /**
   * The chart's outage marks: per affiliate, the attempts made in [from, to) whose outcome (delivered or not)
   * differs from that affiliate's attempt before it in the window, its first one included; oldest first.
   */
  listPostbackOutcomeChanges(input: { from: number; to: number }): Promise<PostbackOutcomeChange[]>;
};

/** A postback attempt that turned an affiliate's postbacks from delivered to failing, or back. */
export type PostbackOutcomeChange = { affiliateId: string | null; at: number; delivered: boolean };

/** An affiliate whose postbacks fail: `failures` attempts from `failedSince` on, none delivered since (within the read's window). */
export type PostbackFailureRow = { affiliateId: string | null; failedSince: number; failures: number };

export type JobsStore = EmailJobs & PostbackJobs & AlertJobs;
