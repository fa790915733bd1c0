import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/email/mailer-port.ts';
import { signUnsubscribeToken } from '../src/email/unsubscribe-token.ts';
import { createLogger } from '../src/logger.ts';
import { emailWorker } from './support/email-worker.ts';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import type { StoredJob } from '../src/jobs/port.ts';
import { browserAgent, openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// One identity per mailbox: an opt-out, an erasure's "no more mail" and the mail caps all match the mailbox an
// address delivers to (privacy/mailbox.ts: case, +tags, Gmail's dots, googlemail.com = gmail.com), so a
// stranger cannot mail a person who opted out by spelling their address another way.

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

describe.each(storeFactories)('one identity per mailbox, on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let now: number;
  let nextAddress = 10;
  const setNow = (at: number) => {
    now = at;
    t.setNow(at);
  };
  const suppressionKeyOf = createSuppressionKeyer(testEnv.TRACKER_SECRET);
  const runWorker = (mailer: Mailer) =>
    emailWorker({
      store: t.store,
      mailer,
      logger: createLogger({ level: 'silent' }),
      clock: () => now,
      workerId: 'w1',
      suppressionKeyOf,
    }).runOnce();
  const admin = () => supertest.agent(t.app).set('User-Agent', browserAgent).set('Cookie', 'payload-token=admin-token');
  const unsubscribe = (email: string) =>
    t
      .browser('198.51.100.9')
      .get('/api/unsubscribe')
      .query({ token: signUnsubscribeToken(email, testEnv.TRACKER_SECRET) })
      .expect(200);

  /** A browser of its own (its own address) signs the address up and reaches the thank-you page. */
  async function signUpAndFinish(email: string) {
    nextAddress += 1;
    const browser = t.browser(`203.0.113.${nextAddress}`);
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    const notified = await browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify).expect(200);
    return { id: body.entry.id as number, queued: notified.body.queued as boolean };
  }

  beforeEach(async () => {
    t = await openTestApp(factory);
    setNow(Date.parse('2026-06-15T16:00:00Z'));
  });
  afterEach(() => t.cleanup());

  it('keeps the guide from a stranger who signs up x+again@ after x@ unsubscribed', async () => {
    const mailer = recordingMailer();
    await signUpAndFinish('x@example.net');
    await runWorker(mailer);
    expect(mailer.sent).toHaveLength(1);
    await unsubscribe('x@example.net');

    setNow(now + hour);
    await signUpAndFinish('x+again@example.net');
    await runWorker(mailer);
    expect(mailer.sent.map((job) => job.email)).toEqual(['x@example.net']);
  });

  it.each([
    ['Jo.Smith@gmail.com', 'josmith+promo@googlemail.com'],
    ['ann@example.org', 'ANN+x@Example.Org'],
    ['b.lee+news@googlemail.com', 'B.L.E.E@gmail.com'],
  ])('after %s unsubscribes, %s (the same mailbox) gets nothing', async (optedOut, spelling) => {
    const mailer = recordingMailer();
    await signUpAndFinish(optedOut);
    await unsubscribe(optedOut);
    setNow(now + hour);
    await signUpAndFinish(spelling);
    await runWorker(mailer);
    expect(mailer.sent).toEqual([]);
  });

  it('lets another mailbox through: dots matter outside Gmail, and another domain is another mailbox', async () => {
    const mailer = recordingMailer();
    await signUpAndFinish('jo.smith@example.com');
    await unsubscribe('jo.smith@example.com');
    setNow(now + hour);
    await signUpAndFinish('josmith@example.com');
    await signUpAndFinish('jo.smith@example.org');
    await runWorker(mailer);
    expect(mailer.sent.map((job) => job.email).sort()).toEqual(['jo.smith@example.org', 'josmith@example.com']);
  });

  it('suppresses every spelling of an erased mailbox, and allows one guide per erasure for its next signup', async () => {
    const mailer = recordingMailer();
    await signUpAndFinish('Rose.Lee@gmail.com');
    await runWorker(mailer);
    await admin()
      .post('/api/admin/data-requests/erase')
      .send({ email: 'Rose.Lee@gmail.com', suppressMail: true })
      .expect(200);
    expect(await t.store.isOptedOut(suppressionKeyOf('roselee+anything@googlemail.com'))).toBe(true);

    // The person's own new request after the erasure: exactly one guide, whichever spelling it used.
    setNow(now + hour);
    await signUpAndFinish('rose.lee+again@gmail.com');
    await runWorker(mailer);
    // A further spelling of the same mailbox is no new request: the one guide of this erasure is spent.
    setNow(now + hour);
    await signUpAndFinish('r.o.s.e.l.e.e@googlemail.com');
    await runWorker(mailer);
    // Addresses are kept as the signup lower-cased them.
    expect(mailer.sent.map((job) => job.email)).toEqual(['rose.lee@gmail.com', 'rose.lee+again@gmail.com']);
  });

  it('counts every spelling against the one mailbox cap', async () => {
    const first = await signUpAndFinish('cap.me@gmail.com');
    const second = await signUpAndFinish('capme+1@googlemail.com');
    const third = await signUpAndFinish('CAP.ME+2@gmail.com');
    expect([first.queued, second.queued, third.queued]).toEqual([true, true, false]);
  });
});
