import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../src/email/unsubscribe-token.ts';
import { createLogger } from '../src/logger.ts';
import { maxDeliveryAttempts } from '../src/outbox/backoff.ts';
import type { Mailer } from '../src/email/mailer-port.ts';
import { deliveryJobId } from '../src/outbox/outbox-service.ts';
import { emailWorker } from './support/email-worker.ts';
import type { StoredJob as DeliveryJob } from '../src/jobs/port.ts';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import { openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

const notify = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z', forceSend: true };

function recordingMailer({ failuresFirst = 0 } = {}): Mailer & { sent: DeliveryJob[]; tries: number } {
  const mailer = {
    sent: [] as DeliveryJob[],
    tries: 0,
    async send(job: DeliveryJob) {
      mailer.tries += 1;
      if (mailer.tries <= failuresFirst) throw new Error('421 try again later');
      mailer.sent.push(job);
    },
  };
  return mailer;
}

describe.each(storeFactories)('the outbox on $name', (factory) => {
  let t: TestApp;
  let now: number;
  /** The browser that signed ann@ up (entry 1); the thank-you page calls from it. */
  let ann: ReturnType<TestApp['browser']>;
  beforeEach(async () => {
    t = await openTestApp(factory);
    now = Date.parse('2026-06-15T16:00:00Z');
    ann = t.browser();
    await ann.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
  });
  afterEach(() => t.cleanup());

  const suppressionKeyOf = createSuppressionKeyer(testEnv.TRACKER_SECRET);
  const worker = (mailer: Mailer, store = t.store, workerId = 'w1') =>
    emailWorker({
      store,
      mailer,
      logger: createLogger({ level: 'silent' }),
      clock: () => now,
      workerId,
      suppressionKeyOf,
    });

  it('queues one delivery per entry however often notify-complete is retried, concurrently or with forceSend', async () => {
    const first = await ann.post('/api/waitlist/1/notify-complete').send(notify);
    expect(first.body).toEqual({ success: true, queued: true });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        ann.post('/api/waitlist/1/notify-complete').send({ ...notify, affiliateId: 'aff-1' }),
      ),
    );
    for (const retry of retries) expect(retry.body).toEqual({ success: true, queued: false });
    const mailer = recordingMailer();
    await worker(mailer).runOnce();
    await worker(mailer).runOnce();
    expect(mailer.sent).toEqual([
      { id: deliveryJobId({ entryId: 1 }), kind: 'delivery', email: 'ann@example.com', entryId: 1, attempts: 0 },
    ]);
  });

  it('queues nothing for an emergency call about an address with no entry, and folds the owner’s into its entry delivery', async () => {
    const emergency = { email: 'Zed@Example.com', source: 'thank-you-fallback', timestamp: notify.timestamp };
    expect((await t.browser().post('/api/emergency-webhook').send(emergency)).body).toEqual({
      success: true,
      queued: false,
    });
    expect((await t.browser().post('/api/emergency-webhook').send(emergency)).body).toEqual({
      success: true,
      queued: false,
    });
    expect(
      (await ann.post('/api/emergency-webhook').send({ ...emergency, email: 'ann@example.com' })).body.queued,
    ).toBe(true);
    expect((await ann.post('/api/waitlist/1/notify-complete').send(notify)).body.queued).toBe(false);
    const mailer = recordingMailer();
    await worker(mailer).runOnce();
    expect(mailer.sent.map(({ kind, email, entryId }) => ({ kind, email, entryId }))).toEqual([
      { kind: 'delivery', email: 'ann@example.com', entryId: 1 },
    ]);
  });

  it('sends a job once when two workers in two processes poll at the same moment', async () => {
    await ann.post('/api/waitlist/1/notify-complete').send(notify);
    const secondProcess = await t.openSecondStore();
    const mailer = recordingMailer();
    await Promise.all([worker(mailer, t.store, 'w1').runOnce(), worker(mailer, secondProcess, 'w2').runOnce()]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('retries a failed send with growing delays and never sends again once sent', async () => {
    await ann.post('/api/waitlist/1/notify-complete').send(notify);
    const mailer = recordingMailer({ failuresFirst: 2 });
    const w = worker(mailer);
    await w.runOnce();
    expect(await t.store.getJobStatus(deliveryJobId({ entryId: 1 }))).toEqual({ status: 'pending', attempts: 1 });
    now += 29_000;
    expect(await w.runOnce()).toBe(0);
    now += 1_000;
    await w.runOnce();
    now += 59_000;
    expect(await w.runOnce()).toBe(0);
    now += 1_000;
    await w.runOnce();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.attempts).toBe(2);
    now += 24 * 60 * 60 * 1000;
    await w.runOnce();
    expect(mailer.sent).toHaveLength(1);
    expect(await t.store.getJobStatus(deliveryJobId({ entryId: 1 }))).toEqual({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt', async () => {
    await ann.post('/api/waitlist/1/notify-complete').send(notify);
    const mailer = recordingMailer({ failuresFirst: 1000 });
    for (let attempt = 0; attempt < maxDeliveryAttempts + 2; attempt += 1) {
      await worker(mailer).runOnce();
      now += 2 * 60 * 60 * 1000;
    }
    expect(mailer.tries).toBe(maxDeliveryAttempts);
    expect(await t.store.getJobStatus(deliveryJobId({ entryId: 1 }))).toEqual({
      status: 'failed',
      attempts: maxDeliveryAttempts,
    });
  });

  describe('unsubscribe', () => {
    const token = signUnsubscribeToken('ann@example.com', testEnv.TRACKER_SECRET);

    it('records the opt-out from the footer link and answers without the address', async () => {
      const response = await t.browser().get('/api/unsubscribe').query({ token }).set('Accept', 'application/json');
      expect(response.body).toEqual({ success: true });
      expect(await t.store.isOptedOut(suppressionKeyOf('ann@example.com'))).toBe(true);
    });

    it('answers a person clicking the link with a plain page that names nobody', async () => {
      const response = await t
        .browser()
        .get('/api/unsubscribe')
        .query({ token })
        .set('Accept', 'text/html,application/xhtml+xml');
      expect(response.type).toBe('text/html');
      expect(response.text).toContain('You are unsubscribed');
      expect(response.text).not.toContain('ann@');
    });

    it('accepts the one-click POST of List-Unsubscribe-Post', async () => {
      const response = await t
        .browser()
        .post(`/api/unsubscribe?token=${encodeURIComponent(token)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(response.body).toEqual({ success: true });
      expect(await t.store.isOptedOut(suppressionKeyOf('ann@example.com'))).toBe(true);
    });

    it('refuses a token that was not signed by the tracker', async () => {
      const forged = signUnsubscribeToken('ann@example.com', 'another-secret-another-secret-1234');
      const response = await t.browser().get('/api/unsubscribe').query({ token: forged });
      expect(response.status).toBe(400);
      expect(await t.store.isOptedOut(suppressionKeyOf('ann@example.com'))).toBe(false);
    });

    it('sends nothing to an address that opted out', async () => {
      await t.browser().get('/api/unsubscribe').query({ token });
      await ann.post('/api/waitlist/1/notify-complete').send(notify);
      const mailer = recordingMailer();
      await worker(mailer).runOnce();
      expect(mailer.sent).toEqual([]);
      expect((await t.store.getJobStatus(deliveryJobId({ entryId: 1 })))?.status).toBe('suppressed');
    });

    it('keeps only a keyed hash of the address on the suppression list', async () => {
      await t.browser().get('/api/unsubscribe').query({ token }).expect(200);
      expect(await t.store.isOptedOut(suppressionKeyOf('ann@example.com'))).toBe(true);
      expect(await t.store.isOptedOut('ann@example.com')).toBe(false);
    });

    it('still honours an opt-out recorded in clear before the list was keyed', async () => {
      await t.store.addOptOut({ addressKey: 'ann@example.com', at: now });
      await ann.post('/api/waitlist/1/notify-complete').send(notify);
      const mailer = recordingMailer();
      await worker(mailer).runOnce();
      expect(mailer.sent).toEqual([]);
      expect((await t.store.getJobStatus(deliveryJobId({ entryId: 1 })))?.status).toBe('suppressed');
    });
  });
});
