import { getPostbackHealthResponseSchema, sendTestPostbackResponseSchema } from '@seniorguide/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// The operator's postback health panel over HTTP: figures, the latest attempts, replay and the test call,
// and the site's record of the browser pixel, on both store adapters.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));
const range = { startDate: '2026-06-15', endDate: '2026-06-15', timezone: 'America/New_York' };
const signup = (email: string, affiliateId = 'aff-17') => ({
  email,
  affiliateId,
  subId: 'sub-1',
  s1: null,
  s2: null,
  s3: null,
  version: 1,
});

// Real HTTP and two stores per test: generous limits, as the machine is shared.
describe.each(adapters)('postback health panel: $name', { timeout: 30_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
    receiver = await startPostbackReceiver();
    harness.setSettings(settingsFor(`${receiver.origin}/pb?key={entry_id}&token=api-key-123`));
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  it('is for operators only', async () => {
    await harness.browser().get('/api/analytics/postbacks').query(range).expect(401);
    await harness.browser().post('/api/analytics/postbacks/test').send({}).expect(401);
    await harness.browser().post('/api/analytics/postbacks/1:email_submitted/replay').expect(401);
  });

  it('shows sent, delivered, failing and pending per affiliate and event, and the latest attempts with secrets masked', async () => {
    await harness.browser('203.0.113.1').post('/api/waitlist').send(signup('a@example.com')).expect(201);
    await harness.browser('203.0.113.2').post('/api/waitlist').send(signup('b@example.com', 'aff-9')).expect(201);
    receiver.setMode({ kind: 'status', status: 410 });
    await harness.worker().runOnce();
    await harness.browser('203.0.113.3').post('/api/waitlist').send(signup('c@example.com')).expect(201);
    const { body } = await harness.operator().get('/api/analytics/postbacks').query(range).expect(200);
    const health = getPostbackHealthResponseSchema.parse(body);
    expect(health.rows).toEqual([
      {
        affiliateId: 'aff-17',
        event: 'email_submitted',
        sent: 1,
        delivered: 0,
        failing: 1,
        pending: 1,
        lastStatus: 410,
        lastError: 'HTTP 410',
      },
      {
        affiliateId: 'aff-9',
        event: 'email_submitted',
        sent: 1,
        delivered: 0,
        failing: 1,
        pending: 0,
        lastStatus: 410,
        lastError: 'HTTP 410',
      },
    ]);
    expect(health.attempts).toHaveLength(2);
    expect(health.attempts[0]).toMatchObject({ status: 410, attempt: 1, canReplay: true });
    expect(health.attempts.map((attempt) => attempt.url)).toEqual(
      expect.arrayContaining([`${receiver.origin}/pb?key=1&token=***`]),
    );
    expect(JSON.stringify(body)).not.toContain('api-key-123');
    const filtered = await harness
      .operator()
      .get('/api/analytics/postbacks')
      .query({ ...range, affiliateId: 'aff-9' })
      .expect(200);
    expect(filtered.body.rows).toHaveLength(1);
  });

  it('replays a failed postback, and refuses one that is delivered or unknown', async () => {
    await harness.browser().post('/api/waitlist').send(signup('d@example.com')).expect(201);
    receiver.setMode({ kind: 'status', status: 400 });
    await harness.worker().runOnce();
    receiver.setMode({ kind: 'up' });
    await harness.operator().post('/api/analytics/postbacks/1:email_submitted/replay').expect(200, { replayed: true });
    await harness.worker().runOnce();
    expect(await harness.postbacks.getPostback('1:email_submitted')).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    const again = await harness.operator().post('/api/analytics/postbacks/1:email_submitted/replay').expect(409);
    expect(again.body.error.code).toBe('conflict');
    await harness.operator().post('/api/analytics/postbacks/99:email_submitted/replay').expect(404);
    await harness.operator().post('/api/analytics/postbacks/not-an-id/replay').expect(400);
  });

  it('sends a test postback with sample values and shows the answer, without queueing anything', async () => {
    const { body } = await harness
      .operator()
      .post('/api/analytics/postbacks/test')
      .send({ affiliateId: 'aff-17', event: 'thank_you' })
      .expect(200);
    const answer = sendTestPostbackResponseSchema.parse(body);
    expect(answer).toMatchObject({
      status: 200,
      error: null,
      body: 'ok',
      url: `${receiver.origin}/pb?key=0&token=***`,
    });
    expect(receiver.received).toHaveLength(1);
    expect(await harness.postbacks.listPostbackAttempts({ limit: 5 })).toEqual([]);
  });

  it('shows the refusal when the test target is not a public https host', async () => {
    harness.setSettings(settingsFor('https://metadata.google.internal/pb?key={entry_id}'));
    const { body } = await harness.operator().post('/api/analytics/postbacks/test').send({}).expect(200);
    expect(body).toMatchObject({ status: null, error: expect.stringMatching(/^refused: /) });
  });

  it('answers 409 when no postback is set up', async () => {
    harness.setSettings(null);
    const { body } = await harness.operator().post('/api/analytics/postbacks/test').send({}).expect(409);
    expect(body.error.code).toBe('conflict');
  });

  it('records the browser pixel once per entry, for its owner only, and shows it per affiliate', async () => {
    const owner = harness.browser();
    const { body } = await owner.post('/api/waitlist').send(signup('e@example.com')).expect(201);
    const id: number = body.entry.id;
    await harness.browser('203.0.113.99').post(`/api/waitlist/${id}/pixel-fired`).expect(404);
    await owner.post(`/api/waitlist/${id}/pixel-fired`).expect(200, { success: true, recorded: true });
    await owner.post(`/api/waitlist/${id}/pixel-fired`).expect(200, { success: true, recorded: false });
    const health = await harness.operator().get('/api/analytics/postbacks').query(range).expect(200);
    expect(health.body.pixels).toEqual([{ affiliateId: 'aff-17', fired: 1 }]);
  });
});
