import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/email/mailer-port.ts';
import { signUnsubscribeToken } from '../src/email/unsubscribe-token.ts';
import { createLogger } from '../src/logger.ts';
import { deliveryJobId } from '../src/outbox/outbox-service.ts';
import { emailWorker } from './support/email-worker.ts';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import type { StoredJob } from '../src/jobs/port.ts';
import { browserAgent, openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// A person erased with "no more mail" is on the suppression list as a keyed hash. A later signup of
// their own (a new entry, created after the latest opt-out, with its signup consent recorded) is a new request:
// it gets exactly one guide email for that entry, and its unsubscribe link works again. Anything else to the
// address stays suppressed, and a repeated signup of a still-held entry is no new request.

const email = 'rose.again@example.com';
const notify = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z', forceSend: true };
const hour = 60 * 60 * 1000;

function recordingMailer(): Mailer & { sent: StoredJob[] } {
  const mailer = {
    sent: [] as StoredJob[],
    async send(job: StoredJob) {
      mailer.sent.push(job);
    },
  };
  return mailer;
}

describe.each(storeFactories)('a suppressed address that signs up again, on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let now: number;
  const setNow = (at: number) => {
    now = at;
    t.setNow(at);
  };
  const suppressionKeyOf = createSuppressionKeyer(testEnv.TRACKER_SECRET);
  const worker = (mailer: Mailer) =>
    emailWorker({
      store: t.store,
      mailer,
      logger: createLogger({ level: 'silent' }),
      clock: () => now,
      workerId: 'w1',
      suppressionKeyOf,
    });
  const admin = () => supertest.agent(t.app).set('User-Agent', browserAgent).set('Cookie', 'payload-token=admin-token');
  const unsubscribe = () =>
    t
      .browser('198.51.100.9')
      .get('/api/unsubscribe')
      .query({ token: signUnsubscribeToken(email, testEnv.TRACKER_SECRET) })
      .expect(200);

  /** Signs the address up from a fresh browser, reaches the thank-you page and runs the outbox once. */
  async function signUpAndFinish(mailer: Mailer & { sent: StoredJob[] }) {
    const browser = t.browser('203.0.113.61');
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    const notified = await browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify).expect(200);
    await worker(mailer).runOnce();
    return { id: body.entry.id as number, queued: notified.body.queued as boolean, browser };
  }

  beforeEach(async () => {
    t = await openTestApp(factory);
    setNow(Date.parse('2026-06-15T16:00:00Z'));
  });
  afterEach(() => t.cleanup());

  it('sends exactly one guide for a new signup after an erasure with no more mail, and none again for repeats', async () => {
    const mailer = recordingMailer();
    const first = await signUpAndFinish(mailer);
    expect(mailer.sent).toHaveLength(1);
    await admin().post('/api/admin/data-requests/erase').send({ email, suppressMail: true }).expect(200);
    expect(await t.store.isOptedOut(suppressionKeyOf(email))).toBe(true);

    setNow(now + hour);
    const second = await signUpAndFinish(mailer);
    expect(second.id).not.toBe(first.id);
    expect(second.queued).toBe(true);
    expect(mailer.sent.map((job) => job.entryId)).toEqual([first.id, second.id]);
    expect(mailer.sent[1]).toMatchObject({ id: deliveryJobId({ entryId: second.id }), email, kind: 'delivery' });

    // The same browser, or anyone else, asking again: the entry exists, so no new request and no new mail.
    const again = await second.browser.post(`/api/waitlist/${second.id}/notify-complete`).send(notify).expect(200);
    expect(again.body.queued).toBe(false);
    await t.browser('203.0.113.62').post('/api/waitlist').send(signupBody(email)).expect(201);
    await worker(mailer).runOnce();
    expect(mailer.sent).toHaveLength(2);
  });

  it('honours the unsubscribe link of the new guide: mail still pending for the new entry is suppressed', async () => {
    const mailer = recordingMailer();
    await signUpAndFinish(mailer);
    await admin().post('/api/admin/data-requests/erase').send({ email, suppressMail: true }).expect(200);

    setNow(now + hour);
    const browser = t.browser('203.0.113.63');
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    await browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify).expect(200);
    setNow(now + 1000);
    await unsubscribe();
    await worker(mailer).runOnce();
    expect(mailer.sent).toHaveLength(1);
    expect((await t.store.getJobStatus(deliveryJobId({ entryId: body.entry.id })))?.status).toBe('suppressed');
  });

  it('sends nothing to a person who unsubscribed and whose entry is still held, however often they sign up again', async () => {
    const mailer = recordingMailer();
    const browser = t.browser('203.0.113.64');
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    await unsubscribe();
    setNow(now + hour);
    await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    await browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify).expect(200);
    await worker(mailer).runOnce();
    expect(mailer.sent).toEqual([]);
  });

  it('keeps the newest opt-out time when the same address opts out again', async () => {
    const key = suppressionKeyOf(email);
    await t.store.addOptOut({ addressKey: key, at: 1000 });
    await t.store.addOptOut({ addressKey: key, at: 5000 });
    await t.store.addOptOut({ addressKey: key, at: 3000 });
    expect(await t.store.getOptOutAt(key)).toBe(5000);
    expect(await t.store.getOptOutAt(suppressionKeyOf('nobody@example.com'))).toBeNull();
  });
});
