import type { Express } from 'express';
import supertest from 'supertest';
import { createApp, type AppEnv } from '../../src/app.ts';
import { createLogger } from '../../src/logger.ts';
import { sendGuarded, type ResolveHost } from '../../src/postbacks/guarded-send.ts';
import { createPostbackJobHandler } from '../../src/postbacks/postback-job-handler.ts';
import { createJobWorker, type JobWorker } from '../../src/jobs/worker.ts';
import { withPostbackQueue } from '../../src/postbacks/queue-postbacks.ts';
import { defaultRetryPolicy } from '../../src/postbacks/retry-policy.ts';
import type { PostbackSettings } from '../../src/postbacks/settings.ts';
import type { PostbackJobs } from '../../src/jobs/port.ts';
import type { Store } from '../../src/store/port.ts';
import { browserAgent, forwardedFor, sessions, testEnv } from './app.ts';
import type { StoreFactory } from './stores.ts';
import { seedServedOffers } from './served-offers.ts';

// The tracker with postbacks as the delivery tests drive it: createApp over a store wrapped by the postback
// queue (its entry writes queue their postbacks in the one job queue), and workers on a clock the test moves. Settings are given
// directly (the CMS is a third party here; its reader has a test of its own).

export type PostbackHarness = {
  app: Express;
  store: Store;
  postbacks: PostbackJobs;
  now(): number;
  advance(ms: number): void;
  setSettings(settings: PostbackSettings | null): void;
  /** The marketer's "hold conversions scoring at least" (review/); null (the default): nothing is held. */
  setReviewThreshold(threshold: number | null): void;
  /** A worker as a tracker process runs it (restart: make another). */
  worker(options?: { workerId?: string; timeoutMs?: number; resolveHost?: ResolveHost }): JobWorker;
  /** Opens the store again, as a restarted tracker would; later workers use the new one. */
  restart(): Promise<void>;
  browser(ip?: string): supertest.Agent;
  operator(): supertest.Agent;
  cleanup(): Promise<void>;
};

export async function openPostbackHarness({
  storeFactory,
  env = {},
}: {
  storeFactory: StoreFactory;
  /** Settings beyond testEnv (a stand-in CMS's address, say). */
  env?: Partial<AppEnv>;
}): Promise<PostbackHarness> {
  const opened = await storeFactory.open();
  let postbacks: PostbackJobs = opened.store;
  let now = Date.parse('2026-06-15T16:00:00Z');
  let settings: PostbackSettings | null = null;
  let reviewThreshold: number | null = null;
  const logger = createLogger({ level: 'silent' });
  const store = withPostbackQueue({ store: opened.store, peekSettings: () => settings });
  const app = createApp({
    store,
    env: { ...testEnv, ...env },
    logger,
    verifyOperatorSession: async (token) => sessions[token] ?? null,
    clock: () => now,
    reviewThreshold: { peek: () => reviewThreshold },
    servedOffers: seedServedOffers,
    postbacks: {
      store: opened.store,
      settings: { get: async () => settings, peek: () => settings },
      send: (request) => sendGuarded({ ...request, timeoutMs: 2000, allowLoopbackHttp: true }),
    },
  });
  let workerCount = 0;
  return {
    app,
    store,
    get postbacks() {
      return postbacks;
    },
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    setSettings: (next) => {
      settings = next;
    },
    setReviewThreshold: (next) => {
      reviewThreshold = next;
    },
    worker: ({ workerId = `worker-${workerCount++}`, timeoutMs = 2000, resolveHost } = {}) =>
      createJobWorker({
        handlers: [
          createPostbackJobHandler({
            store: postbacks,
            getSettings: async () => settings,
            send: (request) =>
              sendGuarded({ ...request, timeoutMs, allowLoopbackHttp: true, ...(resolveHost ? { resolveHost } : {}) }),
            logger,
            clock: () => now,
            policy: defaultRetryPolicy,
          }),
        ],
        logger,
        clock: () => now,
        workerId,
      }),
    restart: async () => {
      postbacks = await opened.openSecond();
    },
    browser: (ip = '203.0.113.10') => supertest.agent(app).set('User-Agent', browserAgent).set(forwardedFor(ip)),
    operator: () =>
      supertest
        .agent(app)
        .set('User-Agent', browserAgent)
        .set(forwardedFor('198.51.100.1'))
        .set('Cookie', 'payload-token=operator-token'),
    cleanup: async () => {
      await opened.cleanup();
    },
  };
}

/** Settings with one template for every affiliate, firing on every event. */
export function settingsFor(
  urlTemplate: string,
  extra: Partial<NonNullable<PostbackSettings['defaultPostback']>> = {},
): PostbackSettings {
  return {
    defaultPostback: {
      enabled: true,
      urlTemplate,
      events: ['email_submitted', 'offer_accepted', 'thank_you', 'download'],
      clickIdSource: 'auto',
      secret: null,
      payouts: {},
      ...extra,
    },
    affiliates: [],
  };
}
