import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// Postbacks end to end against a local HTTP receiver: conversions over the tracker's API queue them, workers
// on a clock the test moves send them over real HTTP, on both store adapters.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  affiliateId: 'aff-17',
  subId: 'sub/1&x',
  s1: 'placement-a',
  s2: null,
  s3: '',
  version: 1,
  utm_campaign: 'spring sale',
  fbclid: 'fb-click-1',
  ...extra,
});

const offerAction = (offerId: string) => ({
  action: 'accepted',
  pageNumber: 1,
  offerId,
  offerName: `Offer ${offerId}`,
  timestamp: '2026-06-15T16:00:00.000Z',
});

/** Runs worker passes, moving the clock by `stepMs` after each, `times` times. */
async function runPasses(
  harness: PostbackHarness,
  worker: { runOnce(): Promise<number> },
  { times, stepMs }: { times: number; stepMs: number },
) {
  for (let pass = 0; pass < times; pass += 1) {
    await worker.runOnce();
    harness.advance(stepMs);
  }
}

function countsByPath(receiver: PostbackReceiver): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { url } of receiver.received) {
    const key = new URL(url).searchParams.get('key') ?? url;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

// Real HTTP and two stores per test: generous limits, as the machine is shared.
describe.each(adapters)('postback delivery: $name', { timeout: 30_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
    receiver = await startPostbackReceiver();
    harness.setSettings(
      settingsFor(
        `${receiver.origin}/pb?key={entry_id}-{event}-{offer_id}&sub={subid}&s1={s1}&c={utm_campaign}&click={clickid}&ts={timestamp}&token=secret-token`,
      ),
    );
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  it('fills the macros with the entry’s first-touch values, URL-encoded', async () => {
    const browser = harness.browser();
    const { body } = await browser.post('/api/waitlist').send(signup('ann@example.com')).expect(201);
    await harness.worker().runOnce();
    expect(receiver.received).toHaveLength(1);
    const called = new URL(receiver.received[0]?.url ?? '');
    expect(Object.fromEntries(called.searchParams)).toEqual({
      key: `${body.entry.id}-email_submitted-`,
      sub: 'sub/1&x',
      s1: 'placement-a',
      c: 'spring sale',
      click: 'fb-click-1',
      ts: String(Math.floor(harness.now() / 1000)),
      token: 'secret-token',
    });
    expect(receiver.received[0]?.url).toContain('sub=sub%2F1%26x');
  });

  it('fires once per entry and event through retries, repeated calls and a second worker', async () => {
    const browser = harness.browser();
    const { body } = await browser.post('/api/waitlist').send(signup('bob@example.com')).expect(201);
    const id: number = body.entry.id;
    await browser.post('/api/waitlist').send(signup('bob@example.com')).expect(201);
    for (const offer of ['housing-grants', 'medicare', 'housing-grants'])
      await browser.put(`/api/waitlist/${id}/offer-action`).send(offerAction(offer)).expect(200);
    await browser.put(`/api/waitlist/${id}/complete`).expect(200);
    await browser.put(`/api/waitlist/${id}/complete`).expect(200);
    await browser.put(`/api/waitlist/${id}/download`).expect(200);
    await browser.put(`/api/waitlist/${id}/download`).expect(200);

    receiver.setMode({ kind: 'status', status: 503 });
    const first = harness.worker();
    const second = harness.worker();
    await runPasses(
      harness,
      { runOnce: async () => (await Promise.all([first.runOnce(), second.runOnce()])).length },
      { times: 3, stepMs: 60_000 },
    );
    receiver.setMode({ kind: 'up' });
    await runPasses(
      harness,
      { runOnce: async () => (await Promise.all([first.runOnce(), second.runOnce()])).length },
      { times: 3, stepMs: 60_000 },
    );

    const okKeys = new Map<string, number>();
    const attempts = await harness.postbacks.listPostbackAttempts({ limit: 200 });
    for (const attempt of attempts.filter((candidate) => candidate.status === 200))
      okKeys.set(attempt.postbackId, (okKeys.get(attempt.postbackId) ?? 0) + 1);
    expect([...okKeys.keys()].sort()).toEqual(
      [
        `${id}:download`,
        `${id}:email_submitted`,
        `${id}:offer_accepted:housing-grants`,
        `${id}:offer_accepted:medicare`,
        `${id}:thank_you`,
      ].sort(),
    );
    expect([...okKeys.values()]).toEqual([1, 1, 1, 1, 1]);
    const failedFirst = attempts
      .filter((attempt) => attempt.postbackId === `${id}:email_submitted`)
      .map((attempt) => [attempt.attempt, attempt.status]);
    expect(failedFirst.sort()).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
      [4, 200],
    ]);
    expect(await harness.postbacks.getPostback(`${id}:thank_you`)).toMatchObject({ status: 'delivered', attempts: 4 });
  });

  it('retries a receiver that does not answer within the per-attempt timeout', async () => {
    await harness.browser().post('/api/waitlist').send(signup('cat@example.com')).expect(201);
    receiver.setMode({ kind: 'hang' });
    await harness.worker({ timeoutMs: 200 }).runOnce();
    const [attempt] = await harness.postbacks.listPostbackAttempts({ limit: 1 });
    expect(attempt).toMatchObject({ status: null, error: 'timed out after 200 ms', attempt: 1 });
    expect(await harness.postbacks.getPostback(attempt?.postbackId ?? '')).toMatchObject({
      status: 'pending',
      dueAt: harness.now() + 5000,
    });
  });

  it('gives up at once on a 4xx answer and sends again on replay', async () => {
    await harness.browser().post('/api/waitlist').send(signup('dan@example.com')).expect(201);
    receiver.setMode({ kind: 'status', status: 404 });
    const worker = harness.worker();
    await runPasses(harness, worker, { times: 3, stepMs: 60_000 });
    const [attempt] = await harness.postbacks.listPostbackAttempts({ limit: 5 });
    expect(await harness.postbacks.getPostback(attempt?.postbackId ?? '')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatus: 404,
    });
    receiver.setMode({ kind: 'up' });
    expect(await harness.postbacks.replayPostback({ id: attempt?.postbackId ?? '', now: harness.now() })).toBe(true);
    await worker.runOnce();
    expect(await harness.postbacks.getPostback(attempt?.postbackId ?? '')).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
  });

  it('delivers once across a tracker restart, including a postback a crashed worker had leased', async () => {
    const browser = harness.browser();
    await browser.post('/api/waitlist').send(signup('eve@example.com')).expect(201);
    await browser.post('/api/waitlist').send(signup('fay@example.com')).expect(201);
    // The first process leases both and dies before sending.
    await harness.postbacks.claimDuePostbacks({
      now: harness.now(),
      leaseOwner: 'crashed',
      leaseUntil: harness.now() + 60_000,
      limit: 10,
    });
    await harness.restart();
    const afterRestart = harness.worker({ workerId: 'restarted' });
    await afterRestart.runOnce();
    expect(receiver.received).toHaveLength(0);
    await runPasses(harness, afterRestart, { times: 3, stepMs: 30_000 });
    expect([...countsByPath(receiver).values()]).toEqual([1, 1]);
  });

  it('delivers every postback exactly once within a minute of a receiver coming back from a 10-minute outage', async () => {
    for (let index = 0; index < 12; index += 1) {
      await harness
        .browser(`203.0.113.${20 + index}`)
        .post('/api/waitlist')
        .send(signup(`p${index}@example.com`))
        .expect(201);
    }
    await receiver.down();
    const worker = harness.worker();
    // Ten minutes of polling every 5 s (the clock is moved; the receiver's port is really closed).
    await runPasses(harness, worker, { times: 120, stepMs: 5000 });
    await receiver.up();
    const cameBack = harness.now();
    let deliveredAt = cameBack;
    while (receiver.received.length < 12 && harness.now() - cameBack <= 60_000) {
      await worker.runOnce();
      deliveredAt = harness.now();
      harness.advance(1000);
    }
    expect(deliveredAt - cameBack).toBeLessThanOrEqual(60_000);
    await runPasses(harness, worker, { times: 5, stepMs: 60_000 });
    const counts = countsByPath(receiver);
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('signs the exact URL and timestamp so the receiver can verify it', async () => {
    const secret = 'whsec-test-0123456789';
    harness.setSettings(settingsFor(`${receiver.origin}/pb?key={entry_id}&sub={subid}`, { secret }));
    await harness.browser().post('/api/waitlist').send(signup('gil@example.com')).expect(201);
    await harness.worker().runOnce();
    const [request] = receiver.received;
    const timestamp = String(request?.headers['x-signature-timestamp']);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request?.url}`).digest('hex')}`;
    const given = String(request?.headers['x-signature']);
    expect(given).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(timingSafeEqual(Buffer.from(given), Buffer.from(expected))).toBe(true);
    expect(Number(timestamp)).toBe(Math.floor(harness.now() / 1000));
  });

  it('masks the template’s own query values in the recorded attempt, never the signature', async () => {
    harness.setSettings(
      settingsFor(`${receiver.origin}/pb?key={entry_id}&token=secret-token`, { secret: 'whsec-test-0123456789' }),
    );
    await harness.browser().post('/api/waitlist').send(signup('hal@example.com')).expect(201);
    await harness.worker().runOnce();
    const [attempt] = await harness.postbacks.listPostbackAttempts({ limit: 1 });
    expect(attempt?.url).toBe(`${receiver.origin}/pb?key=1&token=***`);
    expect(JSON.stringify(attempt)).not.toContain('secret-token');
    expect(JSON.stringify(attempt)).not.toContain('sha256=');
  });

  it('queues nothing for bots, for events that are not switched on, or for an affiliate switched off', async () => {
    harness.setSettings({
      ...settingsFor(`${receiver.origin}/pb?key={entry_id}-{event}`, { events: ['thank_you'] }),
      affiliates: [
        {
          affiliateId: 'aff-off',
          enabled: false,
          urlTemplate: `${receiver.origin}/x`,
          events: ['thank_you'],
          clickIdSource: 'auto',
          secret: null,
          payouts: {},
        },
      ],
    });
    const person = harness.browser();
    const { body } = await person.post('/api/waitlist').send(signup('ivy@example.com')).expect(201);
    await person.put(`/api/waitlist/${body.entry.id}/complete`).expect(200);
    const off = harness.browser('203.0.113.77');
    const offEntry = await off
      .post('/api/waitlist')
      .send(signup('jo@example.com', { affiliateId: 'aff-off' }))
      .expect(201);
    await off.put(`/api/waitlist/${offEntry.body.entry.id}/complete`).expect(200);
    await harness
      .browser('203.0.113.78')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .post('/api/waitlist')
      .send(signup('bot@example.com'))
      .expect(201);
    await harness.worker().runOnce();
    expect(receiver.received.map((request) => new URL(request.url).searchParams.get('key'))).toEqual([
      `${body.entry.id}-thank_you`,
    ]);
  });

  it('sends the payout the marketer set for the event', async () => {
    harness.setSettings(
      settingsFor(`${receiver.origin}/pb?key={entry_id}&payout={payout}&e={event}`, {
        payouts: { email_submitted: 1.5 },
      }),
    );
    await harness.browser().post('/api/waitlist').send(signup('kim@example.com')).expect(201);
    await harness.worker().runOnce();
    expect(new URL(receiver.received[0]?.url ?? '').searchParams.get('payout')).toBe('1.50');
  });

  it('refuses at send time a host whose DNS answers the metadata address, and does not retry it', async () => {
    harness.setSettings(settingsFor('https://track.example.com/pb?key={entry_id}'));
    await harness.browser().post('/api/waitlist').send(signup('lee@example.com')).expect(201);
    await harness.worker({ resolveHost: async () => [{ address: '169.254.169.254', family: 4 }] }).runOnce();
    const [attempt] = await harness.postbacks.listPostbackAttempts({ limit: 1 });
    expect(attempt?.error).toMatch(/^refused: track\.example\.com resolves to a non-public address/);
    expect(await harness.postbacks.getPostback(attempt?.postbackId ?? '')).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });
});
