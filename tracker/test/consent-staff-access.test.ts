import type { SessionUser } from '@seniorguide/contracts';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { consentDocumentReadsPerHour } from '../src/consent/staff-read-limit.ts';
import { createLogger } from '../src/logger.ts';
import { browserAgent, forwardedFor, signupBody, testEnv } from './support/app.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// Staff see what their role needs. A lead's consent document names the person (their email), so it is for
// admins only, found by email or entry id; an operator gets 403 whether the id exists or not, so sequential ids
// cannot be walked for addresses. Every read is in the audit log (a lead that is not found too), and each staff
// user may read at most `consentDocumentReadsPerHour` documents an hour. Operators see the ledger's figures.

const path = '/api/admin/consent-document';
const staff: Record<string, SessionUser> = {
  'operator-token': { email: 'olivia@example.com', roles: ['operator'] },
  'admin-token': { email: 'adam@example.com', roles: ['admin'] },
  'second-admin-token': { email: 'ada@example.com', roles: ['admin'] },
  'marketer-token': { email: 'mark@example.com', roles: ['marketer'] },
};

describe.each(storeFactories)('who reads a consent document, on $name', { timeout: 60_000 }, (factory) => {
  let opened: StoreUnderTest;
  let app: ReturnType<typeof createApp>;
  let now = Date.parse('2026-06-15T16:00:00Z');
  const as = (token: string) =>
    supertest
      .agent(app)
      .set('User-Agent', browserAgent)
      .set(forwardedFor('198.51.100.1'))
      .set('Cookie', `payload-token=${token}`);

  beforeEach(async () => {
    now = Date.parse('2026-06-15T16:00:00Z');
    opened = await factory.open();
    app = createApp({
      store: opened.store,
      env: testEnv,
      logger: createLogger({ level: 'silent' }),
      verifyOperatorSession: async (token) => staff[token] ?? null,
      clock: () => now,
    });
  });
  afterEach(() => opened.cleanup());

  const signUp = async (email: string): Promise<number> =>
    (
      await supertest
        .agent(app)
        .set('User-Agent', browserAgent)
        .set(forwardedFor('203.0.113.5'))
        .post('/api/waitlist')
        .send(signupBody(email))
        .expect(201)
    ).body.entry.id;

  it('refuses an operator by entry id and by email, with or without records, and shows no address', async () => {
    const id = await signUp('ann@example.com');
    for (const query of [
      { entryId: String(id) },
      { entryId: String(id + 1) },
      { email: 'ann@example.com' },
      { entryId: '999' },
    ]) {
      const answer = await as('operator-token').get(path).query(query);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('forbidden');
      expect(JSON.stringify(answer.body)).not.toContain('ann@example.com');
    }
    // The old operator path is no longer a way in either.
    const old = await as('operator-token')
      .get('/api/analytics/consent-document')
      .query({ entryId: String(id) });
    expect(old.status).toBe(404);
    expect(JSON.stringify(old.body)).not.toContain('ann@example.com');
    expect(
      (
        await as('marketer-token')
          .get(path)
          .query({ entryId: String(id) })
      ).status,
    ).toBe(403);
    expect(
      (
        await supertest(app)
          .get(path)
          .query({ entryId: String(id) })
      ).status,
    ).toBe(401);
  });

  it('shows an operator the ledger’s figures, counts only, never an address', async () => {
    const id = await signUp('ann@example.com');
    await signUp('bob@example.com');
    // A stranger's repeated signup adds nothing to the figures either.
    await signUp('ann@example.com');
    const { body } = await as('operator-token').get('/api/analytics/consent-figures').expect(200);
    expect(body).toEqual({
      records: { signup: 2, offerAccepted: 0 },
      disclosures: { matchesCms: 0, differsFromCms: 0, unverifiable: 0, none: 2 },
      unsigned: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/example\.com/);
    expect(id).toBeGreaterThan(0);
    expect((await as('marketer-token').get('/api/analytics/consent-figures')).status).toBe(403);
    expect((await supertest(app).get('/api/analytics/consent-figures')).status).toBe(401);
  });

  it('gives an admin the document and writes every read to the audit log, a lead not found too', async () => {
    const id = await signUp('ann@example.com');
    const byId = await as('admin-token')
      .get(path)
      .query({ entryId: String(id) })
      .expect(200);
    expect(JSON.stringify(byId.body)).toContain('ann@example.com');
    await as('admin-token').get(path).query({ email: 'ann@example.com' }).expect(200);
    expect((await as('admin-token').get(path).query({ entryId: '999' })).status).toBe(404);
    const { body } = await as('admin-token').get('/api/admin/audit-log').expect(200);
    const reads = body.records.filter((record: { action: string }) => record.action === 'consent_document');
    expect(reads).toHaveLength(3);
    expect(reads.map((record: { actor: string }) => record.actor)).toEqual([
      'adam@example.com',
      'adam@example.com',
      'adam@example.com',
    ]);
    expect(reads.map((record: { entryId: number | null }) => record.entryId).sort()).toEqual([id, id, null].sort());
    expect(JSON.stringify(body)).not.toContain('ann@example.com');
  });

  it(`lets each staff user read ${consentDocumentReadsPerHour} documents an hour, then answers 429 in the envelope`, async () => {
    const id = await signUp('ann@example.com');
    for (let read = 0; read < consentDocumentReadsPerHour; read += 1)
      await as('admin-token')
        .get(path)
        .query({ entryId: String(id) })
        .expect(200);
    const refused = await as('admin-token')
      .get(path)
      .query({ entryId: String(id) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another admin, from the same address, is not held back by the first one's reads.
    await as('second-admin-token')
      .get(path)
      .query({ entryId: String(id) })
      .expect(200);
  });
});
