import supertest from 'supertest';
import { createApp } from '../src/app.ts';
import { createMailer, type ClosableMailer as Mailer, type DkimSigning } from '../src/email/index.ts';
import { createLogger } from '../src/logger.ts';
import type { JobWorker } from '../src/jobs/worker.ts';
import { emailWorker } from './support/email-worker.ts';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import type { Store } from '../src/store/port.ts';
import { browserAgent, signupBody, testEnv } from './support/app.ts';

// One tracker as index.ts assembles it (createApp, the real mailer, the outbox worker) over a given store,
// so a test can run two of them on the same data the way a restarted process would.

export const publicUrl = 'http://127.0.0.1:2599';
export const senderSettings = {
  senderName: 'Senior Savings Team',
  senderEmail: 'guide@seniorsavings.example',
  postalAddress: '100 Main Street\nSpringfield, IL 62701',
};
export const notifyBody = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z' };

export type DeliveryTracker = {
  worker: JobWorker;
  mailer: Mailer;
  /** A visitor's browser: its own cookies, a fixed user agent and IP. */
  browser(ip?: string): supertest.Agent;
  /** Signs up from a browser of its own and returns the entry id. */
  signUp(email: string): Promise<number>;
  /** The browser that signed the entry up (its ownership cookie), on this tracker or another one on the same store. */
  owner(id: number): supertest.Agent;
  /** Runs worker passes until one finds nothing due. */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

// Ownership cookies by entry id, so a restarted tracker (same secret, same store) can be called by the same browser.
const ownerCookies = new Map<number, string>();

export function startDeliveryTracker(input: {
  store: Store;
  smtpUrl?: string;
  outboxDir?: string;
  clock?: () => number;
  dkim?: DkimSigning;
}): DeliveryTracker {
  const logger = createLogger({ level: 'silent' });
  const clock = input.clock ?? Date.now;
  const app = createApp({ store: input.store, env: testEnv, logger, verifyOperatorSession: async () => null, clock });
  const mailer = createMailer({
    smtpUrl: input.smtpUrl,
    outboxDir: input.outboxDir ?? '/nonexistent-outbox',
    publicUrl,
    secret: testEnv.TRACKER_SECRET,
    entryLinkTtlMs: 30 * 24 * 60 * 60 * 1000,
    clock,
    dkim: input.dkim ?? null,
    getSettings: async () => senderSettings,
  });
  const worker = emailWorker({
    store: input.store,
    mailer,
    logger,
    clock,
    suppressionKeyOf: createSuppressionKeyer(testEnv.TRACKER_SECRET),
  });
  const browser = (ip = '203.0.113.10') =>
    supertest.agent(app).set('User-Agent', browserAgent).set('X-Forwarded-For', ip);
  return {
    worker,
    mailer,
    browser,
    async signUp(email) {
      const response = await browser().post('/api/waitlist').send(signupBody(email)).expect(201);
      const id = Number(response.body.entry.id);
      ownerCookies.set(id, String(response.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
      return id;
    },
    owner: (id) => browser().set('Cookie', ownerCookies.get(id) ?? ''),
    async drain() {
      while ((await worker.runOnce()) > 0);
    },
    async stop() {
      await worker.stop();
      await mailer.close();
    },
  };
}
