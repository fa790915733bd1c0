import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { createRetentionWorker } from '../src/retention/retention-worker.ts';
import type { RetentionSettings } from '../src/privacy/retention.ts';
import { byIpWindowMs } from '../src/privacy/address-hash.ts';
import { addressHashOf, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { postbackStoreFactories } from './support/postback-stores.ts';
import { storeFactories } from './support/stores.ts';

// The retention clean-up against each store adapter, with the test's clock: the address hash goes when the
// by-IP lookup window ends; entries, events and outbox addresses go after their settings; the reports' figures
// stay as they were.

const dayMs = 24 * 60 * 60 * 1000;
const settings: RetentionSettings = { entryDays: 30, eventDays: 10, outboxDays: 5, consentDays: 40 };
const reports = [
  '/api/analytics/funnel?startDate=2026-06-01&endDate=2026-08-31&timezone=America/New_York',
  '/api/analytics/daily?startDate=2026-06-01&endDate=2026-08-31&timezone=America/New_York',
  '/api/analytics/versions?startDate=2026-06-01&endDate=2026-08-31&timezone=America/New_York',
  '/api/analytics/offers?startDate=2026-06-01&endDate=2026-08-31&timezone=America/New_York',
  '/api/analytics/affiliates',
];

describe.each(storeFactories)('the retention clean-up on $name', (factory) => {
  let t: TestApp;
  let now: number;
  const start = Date.parse('2026-06-15T16:00:00Z');
  const moveTo = (at: number) => {
    now = at;
    t.setNow(at);
  };
  const worker = () =>
    createRetentionWorker({ store: t.store, settings, logger: createLogger({ level: 'silent' }), clock: () => now });

  beforeEach(async () => {
    t = await openTestApp(factory);
    moveTo(start);
  });
  afterEach(() => t.cleanup());

  it('erases the address hash once the two-hour by-IP window has passed, and the lookup then finds nothing', async () => {
    const ann = t.browser('203.0.113.10');
    await ann.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    moveTo(start + byIpWindowMs - 60_000);
    await worker().runOnce();
    expect((await t.store.getEntry(1))?.addressHash).toBe(addressHashOf('203.0.113.10'));
    expect((await ann.post('/api/waitlist/by-ip').send({})).body.entry?.id).toBe(1);

    moveTo(start + byIpWindowMs + 1);
    expect((await worker().runOnce()).addressHashes).toBe(1);
    expect((await t.store.getEntry(1))?.addressHash).toBeNull();
    expect((await ann.post('/api/waitlist/by-ip').send({})).body).toEqual({ entry: null });
  });

  it('runs on its own schedule once started', async () => {
    await t.browser('203.0.113.11').post('/api/waitlist').send(signupBody('bea@example.com')).expect(201);
    moveTo(start + byIpWindowMs + 1);
    const scheduled = createRetentionWorker({
      store: t.store,
      settings,
      logger: createLogger({ level: 'silent' }),
      clock: () => now,
      intervalMs: 20,
    });
    scheduled.start();
    try {
      await expect.poll(async () => (await t.store.getEntry(1))?.addressHash, { timeout: 5_000 }).toBeNull();
    } finally {
      await scheduled.stop();
    }
  });

  it('deletes entries and events past their settings, while every report keeps its figures', async () => {
    const ann = t.browser('203.0.113.12');
    await ann.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    await ann.post('/api/waitlist/1/complete-offers').send({
      acceptedOffers: ['medicare'],
      totalOffers: 7,
      source: 'sequential',
      timestamp: new Date(now).toISOString(),
    });
    await ann
      .post('/api/waitlist/1/notify-complete')
      .send({ source: 'thank-you', timestamp: new Date(now).toISOString() })
      .expect(200);
    const job = await t.store.claimDueJobs({
      now: now + dayMs,
      leaseOwner: 'w1',
      leaseUntil: now + dayMs + 60_000,
      limit: 5,
    });
    expect(job).toHaveLength(1);
    await t.store.markJobSent({ id: job[0]?.id ?? '', leaseOwner: 'w1', at: now });
    const figures = async () =>
      Promise.all(reports.map(async (path) => (await t.operator().get(path).expect(200)).body));
    const before = await figures();

    moveTo(start + 6 * dayMs);
    expect(await worker().runOnce()).toMatchObject({ entries: 0, events: 0 });
    expect(await t.store.getJobStatus(job[0]?.id ?? '')).toMatchObject({ status: 'sent' });
    moveTo(start + 11 * dayMs);
    expect((await worker().runOnce()).events).toBeGreaterThan(0);
    expect(await t.store.getEntry(1)).not.toBeNull();
    moveTo(start + 31 * dayMs);
    expect(await worker().runOnce()).toMatchObject({ entries: 1 });
    expect(await t.store.getEntry(1)).toBeNull();
    expect(await t.store.findEntryByEmail('ann@example.com')).toBeNull();
    expect(await figures()).toEqual(before);
  });

  it('forgets the address of an email given up on once the outbox setting has passed', async () => {
    await t.store.enqueueJob({
      id: 'ebook:given-up',
      kind: 'delivery',
      email: 'dee@example.com',
      entryId: null,
      attempts: 0,
      dueAt: now,
    });
    await t.store.claimDueJobs({ now, leaseOwner: 'w1', leaseUntil: now + 60_000, limit: 5 });
    await t.store.markJobFailed({
      id: 'ebook:given-up',
      leaseOwner: 'w1',
      error: '550 <dee@example.com> unknown',
      retryAt: null,
    });
    moveTo(start + 4 * dayMs);
    expect((await worker().runOnce()).jobs).toBe(0);
    moveTo(start + 6 * dayMs);
    expect((await worker().runOnce()).jobs).toBe(1);
    expect((await worker().runOnce()).jobs).toBe(0);
    expect(await t.store.getJobStatus('ebook:given-up')).toMatchObject({ status: 'failed' });
  });

  it('keeps a pending email whatever its age, so it is still sent', async () => {
    const cy = t.browser('203.0.113.13');
    await cy.post('/api/waitlist').send(signupBody('cy@example.com')).expect(201);
    await cy
      .post('/api/waitlist/1/notify-complete')
      .send({ source: 'thank-you', timestamp: new Date(now).toISOString() })
      .expect(200);
    moveTo(start + 6 * dayMs);
    await worker().runOnce();
    const [pending] = await t.store.claimDueJobs({ now, leaseOwner: 'w1', leaseUntil: now + 60_000, limit: 5 });
    expect(pending?.email).toBe('cy@example.com');
  });

  it('forgets delivered postbacks and their attempts once the event setting has passed (they carry click ids)', async () => {
    const [postbackFactory] = postbackStoreFactories.filter((candidate) => candidate.name === factory.name);
    const postbacks = await postbackFactory!.open();
    try {
      await postbacks.store.enqueuePostback({
        id: '1:email_submitted',
        entryId: 1,
        event: 'email_submitted',
        offerId: null,
        affiliateId: 'a',
        values: { clickid: 'GCL-1' },
        occurredAt: now,
        dueAt: now,
      });
      await postbacks.store.claimDuePostbacks({ now, leaseOwner: 'w', leaseUntil: now + 60_000, limit: 1 });
      const attempt = {
        postbackId: '1:email_submitted',
        affiliateId: 'a',
        event: 'email_submitted',
        attempt: 1,
        at: now,
        url: 'https://t.example.com/?c=GCL-1',
        status: 200,
        latencyMs: 5,
        error: null,
      } as const;
      await postbacks.store.recordPostbackAttempt({ leaseOwner: 'w', attempt, next: { status: 'delivered' } });
      const withPostbacks = () =>
        createRetentionWorker({
          store: t.store,
          postbacks: postbacks.store,
          settings,
          logger: createLogger({ level: 'silent' }),
          clock: () => now,
        });
      moveTo(start + 9 * dayMs);
      expect((await withPostbacks().runOnce()).postbacks).toBe(0);
      moveTo(start + 11 * dayMs);
      expect(await withPostbacks().runOnce()).toMatchObject({ postbacks: 1, postbackAttempts: 1 });
      expect(await postbacks.store.getPostback('1:email_submitted')).toBeNull();
      expect(await postbacks.store.listPostbackAttempts({ limit: 5 })).toEqual([]);
    } finally {
      await postbacks.cleanup();
    }
  });
});
