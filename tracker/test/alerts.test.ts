import { listAlertsResponseSchema, type ListAlertsResponse } from '@seniorguide/contracts';
import type supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertMailWorker } from './support/alert-mail.ts';
import { openTestApp, type TestApp } from './support/app.ts';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { parseMessage, startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { storeFactories } from './support/stores.ts';

// The operator's alerts through createApp, on both adapters: a forced postback outage and a forced collapse
// of an affiliate's signup rate each become one active alert and exactly one email to the operator, however
// often the rules run in the period; the list is for operators only.

const operatorEmail = 'olivia@example.com';
const minute = 60 * 1000;

const alertsOf = async (agent: supertest.Agent): Promise<ListAlertsResponse> =>
  listAlertsResponseSchema.parse((await agent.get('/api/analytics/alerts').expect(200)).body);

describe.each(storeFactories)('alerts: $name', { timeout: 120_000 }, (factory) => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink(0);
  });
  afterEach(() => sink.close());

  describe('a postback outage', () => {
    let harness: PostbackHarness;
    let receiver: PostbackReceiver;
    beforeEach(async () => {
      harness = await openPostbackHarness({ storeFactory: factory, env: { TRACKER_ALERT_EMAILS: [operatorEmail] } });
      receiver = await startPostbackReceiver();
      harness.setSettings(settingsFor(`${receiver.origin}/pb?entry={entry_id}`));
    });
    afterEach(async () => {
      await receiver.close();
      await harness.cleanup();
    });

    it('alerts once, by one email and the list, when postbacks to an affiliate fail for 15 minutes', async () => {
      const signUp = (n: number) =>
        harness
          .browser(`203.0.113.${n}`)
          .post('/api/waitlist')
          .send({
            email: `p${n}@example.com`,
            affiliateId: 'aff-7',
            subId: null,
            s1: null,
            s2: null,
            s3: null,
            version: 1,
          })
          .expect(201);
      await signUp(1);
      const postbacks = harness.worker();
      await postbacks.runOnce();
      expect(receiver.received).toHaveLength(1);
      receiver.setMode({ kind: 'status', status: 503 });
      harness.advance(2 * minute);
      await signUp(2);
      await signUp(3);
      await postbacks.runOnce();
      const mail = alertMailWorker({ store: harness.store, smtpUrl: sink.url, clock: harness.now });
      try {
        harness.advance(5 * minute);
        expect((await alertsOf(harness.operator())).alerts).toEqual([]);
        // Failing for 15 minutes since the first failure, retries included.
        for (let step = 0; step < 12; step += 1) {
          harness.advance(minute);
          await postbacks.runOnce();
        }
        const list = await alertsOf(harness.operator());
        expect(list.alerts).toEqual([
          expect.objectContaining({ id: 'postback_outage:aff-7', rule: 'postback_outage', affiliateId: 'aff-7' }),
        ]);
        await mail.runOnce();
        // Later evaluations in the same period find it again and send nothing more.
        for (let step = 0; step < 3; step += 1) {
          harness.advance(2 * minute);
          expect((await alertsOf(harness.operator())).alerts.map((alert) => alert.id)).toEqual([
            'postback_outage:aff-7',
          ]);
          await mail.runOnce();
        }
        expect(sink.messages).toHaveLength(1);
        expect(sink.messages[0]?.recipients).toEqual([operatorEmail]);
        const email = await parseMessage(sink.messages[0]?.raw ?? '');
        expect(email.subject).toBe('Alert: Postbacks to aff-7 are failing');
        expect(email.text).toContain('/analytics');
      } finally {
        await mail.close();
      }
    });
  });

  describe('a signup rate collapse', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await openTestApp(factory, { TRACKER_ALERT_EMAILS: [operatorEmail] });
    });
    afterEach(() => t.cleanup());

    const now = Date.parse('2026-06-15T16:00:00Z');
    let visitor = 0;
    const visitAndMaybeSignUp = async (at: number, signsUp: boolean) => {
      visitor += 1;
      t.setNow(at);
      const browser = t.browser(`198.18.${Math.floor(visitor / 250)}.${visitor % 250}`);
      const touch = { affiliateId: 'aff-3', subId: null, s1: null, s2: null, s3: null };
      await browser
        .post('/api/track-visit')
        .send({ page: '/', referrer: '', ...touch })
        .expect(200);
      if (signsUp)
        await browser
          .post('/api/waitlist')
          .send({ email: `r${visitor}@example.com`, ...touch, version: 1 })
          .expect(201);
    };

    it('alerts once when an affiliate’s signups per visit fall below p̄ − 3·sqrt(p̄(1−p̄)/n) of its last 14 days', async () => {
      // 14 days at 20%: 20 visits a day, 4 of them signing up.
      for (let day = 14; day >= 1; day -= 1)
        for (let n = 0; n < 20; n += 1) await visitAndMaybeSignUp(now - day * 24 * 60 * minute + n * minute, n < 4);
      const mail = alertMailWorker({ store: t.store, smtpUrl: sink.url, clock: () => now + 10 * minute });
      try {
        // The last hours as before: no alert.
        for (let n = 0; n < 60; n += 1) await visitAndMaybeSignUp(now - 5 * 60 * minute + n * 5 * minute, n % 5 === 0);
        t.setNow(now);
        expect((await alertsOf(t.operator())).alerts).toEqual([]);
        // Then 100 visits and no signup: 12 of 160 (7.5%) against 20% ± 3·sqrt(0.2·0.8/160) = ±9.5 points.
        for (let n = 0; n < 100; n += 1) await visitAndMaybeSignUp(now + 2 * minute + n * 2 * 1000, false);
        t.setNow(now + 6 * minute);
        const list = await alertsOf(t.operator());
        expect(list.alerts).toEqual([
          expect.objectContaining({ id: 'signup_rate:aff-3:', rule: 'signup_rate', affiliateId: 'aff-3', subId: null }),
        ]);
        expect(list.alerts[0]?.detail).toContain('7.5% in the last 6 hours against 20.0%');
        await mail.runOnce();
        t.setNow(now + 9 * minute);
        expect((await alertsOf(t.operator())).alerts).toHaveLength(1);
        await mail.runOnce();
        expect(sink.messages).toHaveLength(1);
        const email = await parseMessage(sink.messages[0]?.raw ?? '');
        expect(email.subject).toBe('Alert: The signup rate of aff-3 is down beyond its usual range');
      } finally {
        await mail.close();
      }
    });

    it('answers only operators', async () => {
      await t.browser().get('/api/analytics/alerts').expect(401);
      await t.browser().set('Cookie', 'payload-token=marketer-token').get('/api/analytics/alerts').expect(403);
    });
  });
});
