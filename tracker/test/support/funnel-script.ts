import type supertest from 'supertest';
import { botAgent, signupBody, type TestApp } from './app.ts';

// The funnel scenario's visitors (test/funnel-scenario.test.ts): four people, a crawler and two anonymous
// downloads around both daylight-saving changes of 2026 in America/New_York, with retries, reloads and double
// clicks. The figures the scenario expects are worked out by hand from this script, so change both together.

const iso = '2026-01-01T00:00:00.000Z';

/** Plays the script against the app at the instants it names. */
export async function runFunnelScript(t: TestApp): Promise<void> {
  const at = (instant: string) => t.setNow(instant);
  const tracking = { subId: null, s1: null, s2: null, s3: null };
  const visit = (browser: supertest.Agent, page: string, affiliateId: string | null) =>
    browser
      .post('/api/track-visit')
      .send({ page, referrer: '', affiliateId, ...tracking })
      .expect(200);
  const action = (browser: supertest.Agent, id: number, body: Record<string, unknown>) =>
    browser
      .put(`/api/waitlist/${id}/offer-action`)
      .send({ timestamp: iso, ...body })
      .expect(200);

  // V1, affiliate A, landing 1: late evening of 7 March (04:30Z is 23:30 EST), everything retried.
  const v1 = t.browser('203.0.113.1');
  at('2026-03-08T04:30:00Z');
  await visit(v1, '/', 'aff-A');
  at('2026-03-08T04:31:00Z');
  await v1
    .post('/api/waitlist')
    .send(signupBody('v1@example.com', { affiliateId: 'aff-A' }))
    .expect(201);
  await v1.put('/api/waitlist/1/step/2').expect(200);
  await v1.put('/api/waitlist/1/step/2').expect(200);
  const accept = { action: 'accepted', pageNumber: 1, offerId: 'housing-grants', offerName: 'Housing Grants' };
  await Promise.all([action(v1, 1, accept), action(v1, 1, accept)]);
  await action(v1, 1, { action: 'declined', pageNumber: 2, offerId: 'medicare', offerName: 'Medicare Plans' });
  await v1
    .put('/api/waitlist/1/complete-offers')
    .send({ acceptedOffers: ['housing-grants'], totalOffers: 7, completedAt: iso })
    .expect(200);
  await v1.put('/api/waitlist/1/update-client-info').send({}).expect(200);
  const notify = { source: 'thank-you', timestamp: iso, forceSend: true };
  await v1.post('/api/waitlist/1/notify-complete').send(notify).expect(200);
  await v1
    .post('/api/waitlist/1/notify-complete')
    .send({ ...notify, email: 'v1@example.com', followUp: 7 })
    .expect(200);
  at('2026-03-08T04:40:00Z');
  await v1.put('/api/waitlist/1/download').expect(200);
  await v1.put('/api/waitlist/1/download').expect(200);

  // V2, affiliate A, landing 2: just after midnight EST on 8 March; list variant with beacon and reload.
  const v2 = t.browser('203.0.113.2');
  at('2026-03-08T05:10:00Z');
  await visit(v2, '/v2', 'aff-A');
  at('2026-03-08T05:12:00Z');
  await v2
    .post('/api/waitlist')
    .send(signupBody('v2@example.com', { affiliateId: 'aff-A', version: 2 }))
    .expect(201);
  await v2.put('/api/waitlist/2/step/2').expect(200);
  await v2
    .put('/api/waitlist/2/offers')
    .send({ selectedOffers: ['section-8', 'medicare'] })
    .expect(200);
  await v2
    .post('/api/waitlist/2/offers')
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(JSON.stringify({ selectedOffers: ['section-8', 'medicare', 'food-stamps'] }))
    .expect(200);
  await v2
    .put('/api/waitlist/2/offers')
    .send({ selectedOffers: ['section-8', 'medicare', 'food-stamps'] })
    .expect(200);
  at('2026-03-09T03:50:00Z'); // 23:50 EDT on 8 March: the first local day after the change is 23 hours long
  await v2.put('/api/waitlist/2/update-client-info').send({}).expect(200);
  at('2026-03-09T04:30:00Z'); // 00:30 EDT on 9 March (a fixed EST offset would still say 8 March)
  await v2.put('/api/waitlist/2/download').expect(200);

  // V3, affiliate B, landing 3: a visit only, early on 9 March.
  await visit(t.browser('203.0.113.3'), '/v3', 'aff-B');

  // A crawler: visits and even signs up; recorded, never counted as a visitor.
  const bot = t.browser('66.249.66.1').set('User-Agent', botAgent);
  at('2026-03-08T12:00:00Z');
  await visit(bot, '/', 'aff-bot');
  await bot
    .post('/api/waitlist')
    .send(signupBody('crawler@example.com', { affiliateId: 'aff-bot' }))
    .expect(201);
  await bot.put('/api/waitlist/3/step/2').expect(200);

  // V4, no affiliate (direct), landing 1: across the November change.
  const v4 = t.browser('203.0.113.4');
  at('2026-11-01T04:30:00Z'); // 00:30 EDT on 1 November
  await visit(v4, '/', null);
  at('2026-11-01T04:35:00Z');
  await v4
    .post('/api/waitlist')
    .send(signupBody('v4@example.com', { affiliateId: null }))
    .expect(201);
  at('2026-11-01T06:30:00Z'); // the second 01:30 of the night, now EST
  await v4.put('/api/waitlist/4/step/2').expect(200);
  await action(v4, 4, { action: 'accepted', pageNumber: 3, offerId: 'dental-implants', offerName: 'Dental Implants' });
  at('2026-11-02T04:30:00Z'); // 23:30 EST on 1 November (a fixed EDT offset would say 2 November)
  await v4.put('/api/waitlist/4/update-client-info').send({}).expect(200);
  at('2026-11-02T05:15:00Z'); // 00:15 EST on 2 November
  await t
    .browser('203.0.113.6')
    .post('/api/track-anonymous-download')
    .send({ affiliateId: null, ...tracking, waitlistId: null })
    .expect(200);

  // V1 signs up again in November from another browser: not a second email submit, though it is answered like a new signup.
  at('2026-11-01T15:00:00Z');
  await t
    .browser('203.0.113.5')
    .post('/api/waitlist')
    .send(signupBody('v1@example.com', { affiliateId: 'aff-A' }))
    .expect(201);
  // An anonymous download of affiliate B on 1 November (10:00 EST).
  await t
    .browser('203.0.113.7')
    .post('/api/track-anonymous-download')
    .send({ affiliateId: 'aff-B', ...tracking, waitlistId: null })
    .expect(200);
}
