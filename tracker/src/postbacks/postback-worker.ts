import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../logger.ts';
import type { GetPostbackSettings } from './cms-postback-settings.ts';
import { tryPostback, type SendPostback } from './deliver-postback.ts';
import { buildPostbackRequest, macroValuesFor } from './postback-request.ts';
import { defaultRetryPolicy, isRetryable, nextPostbackAttemptAt, type RetryPolicy } from './retry-policy.ts';
import { configFor, type PostbackSettings } from './settings.ts';
import type { PostbackNext, PostbackStore, StoredPostback } from './store/port.ts';
import { createBackgroundLoop } from '../background-loop.ts';

// Sends due postbacks. Safe with several processes: a postback is leased to one worker before it is sent and
// a delivered one is never handed out again; a lease (1 min) outlives any attempt (10 s timeout), so only a
// crash between the receiver's answer and the record of it can repeat a call. A batch is sent in parallel,
// so one slow receiver does not hold up the others. Without settings from the CMS nothing is claimed; the
// postbacks of an affiliate or event switched off in the CMS wait until it is switched on again.

export type PostbackWorker = {
  /** One pass: claim due postbacks and try each once. Resolves with how many were tried. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
};

/** How long a postback of a switched-off affiliate or event waits before the worker looks at it again. */
export const pausedRecheckMs = 60_000;

export function createPostbackWorker({
  store,
  getSettings,
  send,
  logger,
  clock = Date.now,
  policy = defaultRetryPolicy,
  workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  pollMs = 500,
  leaseMs = 60_000,
  batchSize = 20,
}: {
  store: PostbackStore;
  getSettings: GetPostbackSettings;
  send: SendPostback;
  logger: Logger;
  clock?: () => number;
  policy?: RetryPolicy;
  workerId?: string;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
}): PostbackWorker {

  async function deliver(postback: StoredPostback, settings: PostbackSettings): Promise<void> {
    const attempt = { postbackId: postback.id, affiliateId: postback.affiliateId, event: postback.event, attempt: postback.attempts + 1 };
    const config = configFor(settings, postback.affiliateId);
    if (!config?.events.includes(postback.event)) {
      // Switched off (the affiliate, or this event) is a pause: the postback waits, uncounted, and goes out once
      // it is switched on again. Looked at again after a while, so paused ones never fill a batch.
      await store.postponePostback({ id: postback.id, leaseOwner: workerId, dueAt: clock() + pausedRecheckMs });
      return;
    }
    const request = buildPostbackRequest({ config, macros: macroValuesFor(config, postback), now: clock() });
    const result = await tryPostback({ send, request });
    const retryAt = result.delivered || result.refused || !isRetryable(result.status) ? null : nextPostbackAttemptAt({ attemptsMade: attempt.attempt, now: clock(), policy });
    const next: PostbackNext = result.delivered ? { status: 'delivered' } : retryAt === null ? { status: 'failed' } : { status: 'pending', dueAt: retryAt };
    await store.recordPostbackAttempt({
      leaseOwner: workerId,
      attempt: { ...attempt, at: clock(), url: request.maskedUrl, status: result.status, latencyMs: result.latencyMs, error: result.error },
      next,
    });
    const log = logger.child({ postback: postback.id, affiliateId: postback.affiliateId, attempt: attempt.attempt });
    if (next.status === 'delivered') log.info({ status: result.status, latencyMs: result.latencyMs }, 'postback delivered');
    else log.warn({ status: result.status, error: result.error, next: next.status }, 'postback not delivered');
  }

  async function pass(): Promise<number> {
    const settings = await getSettings();
    if (!settings) return 0;
    const now = clock();
    const claimed = await store.claimDuePostbacks({ now, leaseOwner: workerId, leaseUntil: now + leaseMs, limit: batchSize });
    await Promise.all(claimed.map((postback) => deliver(postback, settings)));
    return claimed.length;
  }

  return createBackgroundLoop({
    pass,
    everyMs: pollMs,
    onError: (error) => logger.error({ err: error }, 'postback pass failed'),
  });
}
