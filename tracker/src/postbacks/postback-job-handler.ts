import type { PostbackJobs, PostbackNext, StoredPostback } from '../jobs/port.ts';
import { jobHandler, type JobHandler } from '../jobs/worker.ts';
import type { Logger } from '../logger.ts';
import type { GetPostbackSettings } from './cms-postback-settings.ts';
import { tryPostback, type SendPostback } from './deliver-postback.ts';
import { buildPostbackRequest, macroValuesFor } from './postback-request.ts';
import { defaultRetryPolicy, isRetryable, nextPostbackAttemptAt, type RetryPolicy } from './retry-policy.ts';
import { configFor, type PostbackSettings } from './settings.ts';

// The postbacks' kind of job. A lease (1 min) outlives any attempt (10 s timeout); a batch is sent in parallel,
// so one slow receiver does not hold up the others. Without settings from the CMS nothing is leased; the
// postbacks of an affiliate or event switched off in the CMS wait until it is switched on again.

/** How long a postback of a switched-off affiliate or event waits before the worker looks at it again. */
export const pausedRecheckMs = 60_000;

export function createPostbackJobHandler({
  store,
  getSettings,
  send,
  logger,
  clock = Date.now,
  policy = defaultRetryPolicy,
  leaseMs = 60_000,
  batchSize = 20,
}: {
  store: PostbackJobs;
  getSettings: GetPostbackSettings;
  send: SendPostback;
  logger: Logger;
  clock?: () => number;
  policy?: RetryPolicy;
  leaseMs?: number;
  batchSize?: number;
}): JobHandler {
  let settings: PostbackSettings | null = null;

  async function deliver(postback: StoredPostback, leaseOwner: string): Promise<void> {
    const attempt = {
      postbackId: postback.id,
      affiliateId: postback.affiliateId,
      event: postback.event,
      attempt: postback.attempts + 1,
    };
    const config = settings ? configFor(settings, postback.affiliateId) : null;
    if (!config?.events.includes(postback.event)) {
      // Switched off (the affiliate, or this event) is a pause: the postback waits, uncounted, and goes out once
      // it is switched on again. Looked at again after a while, so paused ones never fill a batch.
      await store.postponePostback({ id: postback.id, leaseOwner, dueAt: clock() + pausedRecheckMs });
      return;
    }
    const request = buildPostbackRequest({ config, macros: macroValuesFor(config, postback), now: clock() });
    const result = await tryPostback({ send, request });
    const retryAt =
      result.delivered || result.refused || !isRetryable(result.status)
        ? null
        : nextPostbackAttemptAt({ attemptsMade: attempt.attempt, now: clock(), policy });
    const next: PostbackNext = result.delivered
      ? { status: 'delivered' }
      : retryAt === null
        ? { status: 'failed' }
        : { status: 'pending', dueAt: retryAt };
    await store.recordPostbackAttempt({
      leaseOwner,
      attempt: {
        ...attempt,
        at: clock(),
        url: request.maskedUrl,
        status: result.status,
        latencyMs: result.latencyMs,
        error: result.error,
      },
      next,
    });
    const log = logger.child({ postback: postback.id, affiliateId: postback.affiliateId, attempt: attempt.attempt });
    if (next.status === 'delivered')
      log.info({ status: result.status, latencyMs: result.latencyMs }, 'postback delivered');
    else log.warn({ status: result.status, error: result.error, next: next.status }, 'postback not delivered');
  }

  return jobHandler({
    kind: 'postback',
    leaseMs,
    batchSize,
    parallel: true,
    claim: async (input) => {
      settings = await getSettings();
      return settings ? store.claimDuePostbacks(input) : [];
    },
    run: deliver,
  });
}
