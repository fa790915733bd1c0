import type { Express } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import type { Store } from '../src/store/port.ts';
import { browserAgent, signupBody, testEnv } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The signup limit lives in the shared store, yet a signup far from it never waits for the store's count
// (http/shared-limiter.ts, `exact-near-limit`): a burst over two trackers on one store is refused at the limit,
// within the bound SECURITY.md gives (a quarter of the limit per extra process), and one tracker alone holds
// it to the call.

// 400 a minute: 20 signups.
const perMinute = 400;
const signupLimit = 20;

const appOver = (store: Store): Express =>
  createApp({
    store,
    env: { ...testEnv, TRACKER_RATE_LIMIT_PER_MINUTE: perMinute },
    logger: createLogger({ level: 'silent' }),
    verifyOperatorSession: async () => null,
  });

const signUp = (app: Express, index: number) =>
  supertest(app)
    .post('/api/waitlist')
    .set('User-Agent', browserAgent)
    .set('X-Forwarded-For', '192.0.2.44')
    .send(signupBody(`burst${index}@example.com`));

describe.each(storeFactories)('the shared signup limit on $name', (factory) => {
  it('answers a signup while the store has not yet answered the count', { timeout: 20_000 }, async () => {
    const opened = await factory.open();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowCounts: Store = {
      ...opened.store,
      addRateLimitHits: async (input) => held.then(() => opened.store.addRateLimitHits(input)),
    };
    try {
      // The first durable write starts the store's writer; that wait is not what this test is about.
      await supertest(appOver(opened.store))
        .post('/api/waitlist')
        .set('User-Agent', browserAgent)
        .send(signupBody('warm@example.com'));
      const answer = await signUp(appOver(slowCounts), 0).timeout(5_000);
      expect(answer.status).toBe(201);
    } finally {
      release();
      await opened.cleanup();
    }
  });

  it(
    'holds the limit to the call in one tracker, and within a quarter of it per extra tracker over one store',
    { timeout: 20_000 },
    async () => {
      const opened = await factory.open();
      try {
        const alone = appOver(opened.store);
        const statuses = await Promise.all(
          Array.from({ length: 30 }, (_, index) => signUp(alone, index).then((answer) => answer.status)),
        );
        expect(statuses.filter((status) => status === 201)).toHaveLength(signupLimit);
      } finally {
        await opened.cleanup();
      }

      const shared = await factory.open();
      try {
        const trackers = [appOver(shared.store), appOver(await shared.openSecond())];
        const statuses = await Promise.all(
          Array.from({ length: 40 }, (_, index) => signUp(trackers[index % 2]!, index).then((answer) => answer.status)),
        );
        const accepted = statuses.filter((status) => status === 201).length;
        expect(accepted).toBeGreaterThanOrEqual(signupLimit);
        expect(accepted).toBeLessThanOrEqual(signupLimit + Math.floor(signupLimit / 4));
        expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);
      } finally {
        await shared.cleanup();
      }
    },
  );
});
