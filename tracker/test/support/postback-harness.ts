import type { Express } from 'express';
import supertest from 'supertest';
import { createApp, type AppEnv } from '../../src/app.ts';
import { createLogger } from '../../src/logger.ts';
import { sendGuarded, type ResolveHost } from '../../src/postbacks/guarded-send.ts';
import { createPostbackWorker, type PostbackWorker } from '../../src/postbacks/postback-worker.ts';
import { withPostbackQueue } from '../../src/postbacks/queue-postbacks.ts';
import { defaultRetryPolicy } from '../../src/postbacks/retry-policy.ts';
import type { PostbackSettings } from '../../src/postbacks/settings.ts';
import type { PostbackStore } from '../../src/postbacks/store/port.ts';
import type { Store } from '../../src/store/port.ts';
import { browserAgent, forwardedFor, sessions, testEnv } from './app.ts';
import type { PostbackStoreFactory } from './postback-stores.ts';
import type { StoreFactory } from './stores.ts';
import { seedServedOffers } from './served-offers.ts';

// The tracker with postbacks as the delivery tests drive it: createApp over a store wrapped by the postback
// queue, the postback store of the same kind, and workers on a clock the test moves. Settings are given
// directly (the CMS is a third party here; its reader has a test of its own).

export type PostbackHarness = {
  app: Express;
  store: Store;
  postbacks: PostbackStore;
  now(): number;
  advance(ms: number): void;
  setSettings(settings: PostbackSettings | null): void;
  /** The marketer's "hold conversions scoring at least" (review/); null (the default): nothing is held. */
  setReviewThreshold(threshold: number | null): void;
  /** A worker as a tracker process runs it (restart: make another). */
  worker(options?: { workerId?: string; timeoutMs?: number; resolveHost?: ResolveHost }): PostbackWorker;
  /** Reopens the postback store, as a restarted tracker would; later workers use the new one. */
  restart(): Promise<void>;
  browser(ip?: string): supertest.Agent;
  operator(): supertest.Agent;
  cleanup(): Promise<void>;
};

export async function openPostbackHarness({
  storeFactory,
  postbackFactory,
  env = {},
}: {
  storeFactory: StoreFactory;
  postbackFactory: PostbackStoreFactory;
  /** Settings beyond testEnv (a stand-in CMS's address, say). */
  env?: Partial<AppEnv>;
}): Promise<PostbackHarness> {
  const opened = await storeFactory.open();
  const openedPostbacks = await postbackFactory.open();
  let postbacks = openedPostbacks.store;
  let now = Date.parse('2026-06-15T16:00:00Z');
  let settings: PostbackSettings | null = null;
  let reviewThreshold: number | null = null;
  const logger = createLogger({ level: 'silent' });
  // The app keeps one object; after restart() it reaches the reopened store through it.
  const postbackStore: PostbackStore = {
    enqueuePostback: (input) => postbacks.enqueuePostback(input),
    claimDuePostbacks: (input) => postbacks.claimDuePostbacks(input),
    recordPostbackAttempt: (input) => postbacks.recordPostbackAttempt(input),
    getPostback: (id) => postbacks.getPostback(id),
    summarisePostbacks: (input) => postbacks.summarisePostbacks(input),
    listPostbackAttempts: (input) => postbacks.listPostbackAttempts(input),
    replayPostback: (input) => postbacks.replayPostback(input),
    releaseHeldPostbacks: (input) => postbacks.releaseHeldPostbacks(input),
    cancelHeldPostbacks: (heldBy) => postbacks.cancelHeldPostbacks(heldBy),
    postponePostback: (input) => postbacks.postponePostback(input),
    forgetEntryPostbacks: (entryId) => postbacks.forgetEntryPostbacks(entryId),
    listEntryPostbackAttempts: (entryId) => postbacks.listEntryPostbackAttempts(entryId),
    recordPixelFire: (input) => postbacks.recordPixelFire(input),
    countPixelFires: (input) => postbacks.countPixelFires(input),
    purgeFinishedBefore: (before) => postbacks.purgeFinishedBefore(before),
    close: () => postbacks.close(),
  };
  const store = withPostbackQueue({ store: opened.store, postbacks: postbackStore, peekSettings: () => settings, logger });
  const app = createApp({
    store,
    env: { ...testEnv, ...env },
    logger,
    verifyOperatorSession: async (token) => sessions[token] ?? null,
    clock: () => now,
    reviewThreshold: { peek: () => reviewThreshold },
    servedOffers: seedServedOffers,
    postbacks: {
      store: postbackStore,
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
      createPostbackWorker({
        store: postbacks,
        getSettings: async () => settings,
        send: (request) => sendGuarded({ ...request, timeoutMs, allowLoopbackHttp: true, ...(resolveHost ? { resolveHost } : {}) }),
        logger,
        clock: () => now,
        policy: defaultRetryPolicy,
        workerId,
      }),
    restart: async () => {
      postbacks = await openedPostbacks.reopen();
    },
    browser: (ip = '203.0.113.10') => supertest.agent(app).set('User-Agent', browserAgent).set(forwardedFor(ip)),
    operator: () => supertest.agent(app).set('User-Agent', browserAgent).set(forwardedFor('198.51.100.1')).set('Cookie', 'payload-token=operator-token'),
    cleanup: async () => {
      await openedPostbacks.cleanup();
      await opened.cleanup();
    },
  };
}

/** Settings with one template for every affiliate, firing on every event. */
export function settingsFor(urlTemplate: string, extra: Partial<NonNullable<PostbackSettings['defaultPostback']>> = {}): PostbackSettings {
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
