import type { SessionUser } from '@seniorguide/contracts';
import type { Express } from 'express';
import supertest from 'supertest';
import { createApp, type AppDependencies, type AppEnv } from '../../src/app.ts';
import { createLogger } from '../../src/logger.ts';
import { createAddressHasher } from '../../src/privacy/address-hash.ts';
import type { Store } from '../../src/store/port.ts';
import type { StoreFactory, StoreOptions, StoreUnderTest } from './stores.ts';
import { seedServedOffers } from './served-offers.ts';

// The app as the integration tests drive it: createApp over a real store adapter, a clock the test moves,
// and the operator-session verifier replaced by a table of known tokens (the CMS is a third party here;
// test/auth.test.ts also runs the real verifier against a local stand-in of the CMS over HTTP).

export const browserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
export const botAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export const testEnv: AppEnv = {
  NODE_ENV: 'test',
  TRACKER_SECRET: 'test-secret-that-is-long-enough-1234567890',
  TRACKER_TRUST_PROXY: 'loopback',
  TRACKER_FORWARDED_SECRET: 'test-forwarded-secret-long-enough-0123456789',
  TRACKER_EXPERIMENT_SECRET: 'test-experiment-secret-long-enough-0123456789',
  TRACKER_CMS_URL: 'http://127.0.0.1:4199',
  TRACKER_RATE_LIMIT_PER_MINUTE: 100_000,
  TRACKER_MAIL_PER_MAILBOX_PER_DAY: 2,
  TRACKER_MAIL_PER_CALLER_PER_DAY: 20,
};

/** The header the tracker's proxy proves itself with; requests that play the proxy send it with testEnv's secret. */
export const forwardedSecretHeader = 'X-Forwarded-Secret';

/** The headers of a request the proxy (the site) forwards for a client at `ip`. */
export const forwardedFor = (ip: string): Record<string, string> => ({
  'X-Forwarded-For': ip,
  [forwardedSecretHeader]: testEnv.TRACKER_FORWARDED_SECRET ?? '',
});

/** What the store keeps of a client address under testEnv's secret. */
export const addressHashOf = (ip: string): string | null => createAddressHasher(testEnv.TRACKER_SECRET)(ip);

export const sessions: Record<string, SessionUser> = {
  'operator-token': { email: 'olivia@example.com', roles: ['operator'] },
  'admin-token': { email: 'adam@example.com', roles: ['admin'] },
  'marketer-token': { email: 'mark@example.com', roles: ['marketer'] },
};

export type TestApp = {
  app: Express;
  store: Store;
  setNow(iso: string | number): void;
  /** Requests from one browser: the same user agent and IP, and its cookies kept between calls. */
  browser(ip?: string): supertest.Agent;
  operator(): supertest.Agent;
  /** The same data opened again, as a second tracker process would. */
  openSecondStore(): Promise<Store>;
  /** Every value the store holds, for scans for personal data. */
  dump: StoreUnderTest['dump'];
  cleanup(): Promise<void>;
};

export async function openTestApp(
  factory: StoreFactory,
  overrides: Partial<AppEnv> = {},
  storeOptions: StoreOptions = {},
  /** Dependencies a suite sets itself (the prices conversions are counted at, the offer order; none by default). */
  dependencies: Pick<AppDependencies, 'prices' | 'offerOrder' | 'offerOrderRandom'> = {},
): Promise<TestApp> {
  const opened = await factory.open(storeOptions);
  let now = Date.parse('2026-06-15T16:00:00Z');
  const app = createApp({
    store: opened.store,
    env: { ...testEnv, ...overrides },
    logger: createLogger({ level: 'silent' }),
    verifyOperatorSession: async (token) => sessions[token] ?? null,
    clock: () => now,
    servedOffers: seedServedOffers,
    ...dependencies,
  });
  const browser = (ip = '203.0.113.10') => supertest.agent(app).set('User-Agent', browserAgent).set(forwardedFor(ip));
  return {
    app,
    store: opened.store,
    setNow: (value) => {
      now = typeof value === 'number' ? value : Date.parse(value);
    },
    browser,
    operator: () => browser('198.51.100.1').set('Cookie', 'payload-token=operator-token'),
    openSecondStore: opened.openSecond,
    dump: opened.dump,
    cleanup: opened.cleanup,
  };
}

export const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  affiliateId: 'aff-1',
  subId: 'ONB_aff-1',
  s1: 'one',
  s2: null,
  s3: '',
  version: 1,
  ...extra,
});
