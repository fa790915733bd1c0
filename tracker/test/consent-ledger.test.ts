import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { createRetentionWorker } from '../src/retention/retention-worker.ts';
import { addressHashOf, browserAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The consent ledger against each store adapter: a record for the signup and each accepted offer,
// with the disclosure the site sent, the user agent and the keyed address hash; nothing for a declined
// offer; removed only by the retention clean-up once TRACKER_RETENTION_CONSENT_DAYS have passed.

const dayMs = 24 * 60 * 60 * 1000;

const signupNote = {
  source: 'site-texts',
  documentId: 'signup-modal',
  version: '2026-06-01T10:00:00.000Z',
  textSha256: 'a'.repeat(64),
  route: '/v2',
};
const medicareDisclaimer = {
  ...signupNote,
  source: 'offers',
  documentId: '17',
  textSha256: 'b'.repeat(64),
  route: '/offers',
};

const offerAction = (action: 'accepted' | 'declined', extra: Record<string, unknown> = {}) => ({
  action,
  pageNumber: 1,
  offerId: 'medicare',
  offerName: 'Medicare Advantage',
  timestamp: '2026-06-15T16:00:00Z',
  ...extra,
});

describe.each(storeFactories)('the consent ledger on $name', (factory) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await openTestApp(factory);
  });
  afterEach(() => t.cleanup());

  it('records the signup and an accepted offer with what the visitor saw, and nothing for a declined offer', async () => {
    const ann = t.browser('203.0.113.7');
    const { body } = await ann
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { version: 2, disclosure: signupNote }))
      .expect(201);
    const id: number = body.entry.id;
    await ann
      .put(`/api/waitlist/${id}/offer-action`)
      .send(offerAction('accepted', { disclosure: medicareDisclaimer }))
      .expect(200);
    await ann
      .put(`/api/waitlist/${id}/offer-action`)
      .send(offerAction('declined', { offerId: 'housing-grants', offerName: 'Housing' }))
      .expect(200);

    const records = await t.store.listConsentRecords(id);
    expect(records).toEqual([
      {
        id: expect.any(Number),
        entryId: id,
        kind: 'signup',
        at: Date.parse('2026-06-15T16:00:00Z'),
        disclosure: signupNote,
        // No CMS answers in this suite: the tracker could not check it (test/consent-disclosure-check.test.ts does).
        disclosureCheck: 'unverifiable',
        partner: null,
        landingVersion: 2,
        userAgent: browserAgent,
        addressHash: addressHashOf('203.0.113.7'),
        // Signed as it was written: the same facts, the person named only by a hash (consent-document.test.ts).
        certificate: expect.objectContaining({
          format: 'seniorguide-consent-certificate/1',
          certificate: expect.objectContaining({
            kind: 'signup',
            at: '2026-06-15T16:00:00.000Z',
            disclosure: signupNote,
            userAgent: browserAgent,
          }),
        }),
      },
      {
        id: expect.any(Number),
        entryId: id,
        kind: 'offer_accepted',
        at: Date.parse('2026-06-15T16:00:00Z'),
        disclosure: medicareDisclaimer,
        disclosureCheck: 'unverifiable',
        partner: { offerId: 'medicare', offerName: 'Medicare Advantage' },
        landingVersion: 2,
        userAgent: browserAgent,
        addressHash: addressHashOf('203.0.113.7'),
        certificate: expect.objectContaining({
          certificate: expect.objectContaining({
            kind: 'offer_accepted',
            partner: { offerId: 'medicare', offerName: 'Medicare Advantage' },
            disclosure: medicareDisclaimer,
          }),
        }),
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('203.0.113.7');
  });

  it('records a call without a disclosure as lacking one, and refuses a malformed one', async () => {
    const ann = t.browser();
    const { body } = await ann.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    expect((await t.store.listConsentRecords(body.entry.id)).map((record) => record.disclosure)).toEqual([null]);
    const bad = await ann
      .post('/api/waitlist')
      .send(signupBody('bob@example.com', { disclosure: { ...signupNote, textSha256: 'not-a-hash' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
  });

  it('adds a record for a repeated signup by the owner, and none for a stranger typing the same address', async () => {
    const ann = t.browser();
    const { body } = await ann
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { disclosure: signupNote }))
      .expect(201);
    await ann
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { disclosure: signupNote }))
      .expect(201);
    await t
      .browser('203.0.113.99')
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { disclosure: signupNote }))
      .expect(201);
    expect(await t.store.listConsentRecords(body.entry.id)).toHaveLength(2);
  });

  it('keeps records for the retention setting and deletes them after it', async () => {
    const start = Date.parse('2026-06-15T16:00:00Z');
    const { body } = await t
      .browser()
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { disclosure: signupNote }))
      .expect(201);
    const settings = { entryDays: 10_000, eventDays: 10_000, outboxDays: 10_000, consentDays: 1825 };
    const passAt = (at: number) =>
      createRetentionWorker({
        store: t.store,
        settings,
        logger: createLogger({ level: 'silent' }),
        clock: () => at,
      }).runOnce();
    expect((await passAt(start + 1824 * dayMs)).consentRecords).toBe(0);
    expect(await t.store.listConsentRecords(body.entry.id)).toHaveLength(1);
    expect((await passAt(start + 1826 * dayMs)).consentRecords).toBe(1);
    expect(await t.store.listConsentRecords(body.entry.id)).toEqual([]);
  });
});
