import { postbackEvents, type PostbackEventName } from '@seniorguide/contracts';

// The postbacks' own durable outbox, kept apart from the email outbox's port (store/port.ts) so neither
// grows with the other. Two adapters (SQLite, MongoDB) and one contract suite
// (test/postback-store-contract.test.ts) run against both.

export { postbackEvents };

export type PostbackEvent = PostbackEventName;

/**
 * `cancelled`: an erasure (or the rejection of its held conversion) stopped it before it was sent; it is never
 * sent or replayed. `held`: its conversion waits for an operator's review; the worker never sees it until the
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

export type PostbackStore = {
  /** Creates the postback unless one with the same id exists (queued: false). */
  enqueuePostback(postback: NewPostback): Promise<{ queued: boolean }>;
  /** Leases up to `limit` due postbacks to `leaseOwner` until `leaseUntil`; one leased elsewhere is skipped. */
  claimDuePostbacks(input: { now: number; leaseOwner: string; leaseUntil: number; limit: number }): Promise<StoredPostback[]>;
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
  /** Retention: deletes delivered and failed postbacks whose event happened before `before`, attempts and pixel fires made before it. Pending ones stay. */
  purgeFinishedBefore(before: number): Promise<PostbackPurgeCounts>;
  close(): Promise<void>;
};

export type PostbackPurgeCounts = { postbacks: number; attempts: number; pixelFires: number };
