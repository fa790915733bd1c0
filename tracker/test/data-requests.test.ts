import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import { browserAgent, openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Data-subject requests through the API against each store adapter: only admins export or erase,
// an export holds everything, an erasure leaves every report's figures as they were and nothing in the
// store that identifies the person, and both are in the audit log.

const email = 'margaret.erase@example.com';
const ip = '203.0.113.77';
const range = 'startDate=2026-06-01&endDate=2026-06-30&timezone=America/New_York';
const reports = [
  `/api/analytics/funnel?${range}`,
  `/api/analytics/daily?${range}`,
  `/api/analytics/versions?${range}`,
  `/api/analytics/offers?${range}`,
  '/api/analytics/affiliates',
];
const disclosure = {
  source: 'offers',
  documentId: '17',
  version: '2026-06-01T10:00:00.000Z',
  textSha256: 'c'.repeat(64),
  route: '/offers',
};

describe.each(storeFactories)('data-subject requests on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  const as = (token: string) =>
    supertest.agent(t.app).set('User-Agent', browserAgent).set('Cookie', `payload-token=${token}`);
  const admin = () => as('admin-token');
  const figures = () => Promise.all(reports.map(async (path) => (await t.operator().get(path).expect(200)).body));

  async function visit(): Promise<number> {
    const margaret = t.browser(ip);
    const { body } = await margaret
      .post('/api/waitlist')
      .send(signupBody(email, { version: 2, disclosure: { ...disclosure, source: 'site-texts', route: '/v2' } }))
      .expect(201);
    const id: number = body.entry.id;
    await margaret.put(`/api/waitlist/${id}/step/2`).send({}).expect(200);
    await margaret
      .put(`/api/waitlist/${id}`)
      .send({ firstName: 'Margaret', lastName: 'Erasmus', zipCode: '62701' })
      .expect(200);
    await margaret
      .put(`/api/waitlist/${id}/offer-action`)
      .send({
        action: 'accepted',
        pageNumber: 1,
        offerId: 'medicare',
        offerName: 'Medicare',
        timestamp: '2026-06-15T16:00:00Z',
        disclosure,
      })
      .expect(200);
    await margaret.put(`/api/waitlist/${id}/update-client-info`).send({}).expect(200);
    await margaret
      .post(`/api/waitlist/${id}/notify-complete`)
      .send({ source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z' })
      .expect(200);
    return id;
  }

  beforeEach(async () => {
    t = await openTestApp(factory);
  });
  afterEach(() => t.cleanup());

  it.each([
    ['a marketer', 'marketer-token', 403],
    ['an operator', 'operator-token', 403],
    ['nobody signed in', 'no-such-token', 401],
  ])('refuses %s every export, erasure and the audit log', async (_who, token, status) => {
    const id = await visit();
    const calls = [
      as(token).get('/api/admin/data-requests/export').query({ email }),
      as(token).post('/api/admin/data-requests/erase').send({ email, suppressMail: true }),
      as(token).get('/api/admin/audit-log'),
    ];
    for (const call of calls) {
      const answer = await call;
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    }
    expect((await t.store.getEntry(id))?.email).toBe(email);
  });

  it('answers bad input with the error envelope', async () => {
    const bad = await admin().post('/api/admin/data-requests/erase').send({ email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
    expect((await admin().get('/api/admin/data-requests/export')).status).toBe(400);
  });

  it('exports the entry, its events, consent records, mail and opt-out in one document', async () => {
    const id = await visit();
    const { body } = await admin()
      .get('/api/admin/data-requests/export')
      .query({ email: ' Margaret.Erase@example.com ' })
      .expect(200);
    expect(body).toMatchObject({ format: 'seniorguide-person-export/1', email, optedOut: false });
    expect(body.entry).toMatchObject({ id, email, firstName: 'Margaret', lastName: 'Erasmus', zipCode: '62701' });
    expect(body.events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['signup', 'continued', 'offer_accepted']),
    );
    expect(body.consentRecords.map((record: { kind: string }) => record.kind)).toEqual(['signup', 'offer_accepted']);
    expect(body.mail).toEqual([expect.objectContaining({ kind: 'delivery', status: 'pending', attempts: 0 })]);
  });

  it('erases a person: same report figures, mail cancelled, the address only as a keyed hash on the suppression list, nothing identifying left', async () => {
    const id = await visit();
    const before = await figures();
    const { body } = await admin()
      .post('/api/admin/data-requests/erase')
      .send({ email, suppressMail: true })
      .expect(200);
    expect(body.erased).toEqual({
      entryId: id,
      consentRecords: 2,
      mailCancelled: 1,
      mailForgotten: 0,
      postbacksCancelled: 0,
      postbacksStripped: 0,
      suppressed: true,
    });

    expect(await figures()).toEqual(before);
    expect(await t.store.findEntryByEmail(email)).toBeNull();
    expect(await t.store.isOptedOut(createSuppressionKeyer(testEnv.TRACKER_SECRET)(email))).toBe(true);
    expect((await t.store.listMail({ entryId: id, email: '' })).map((mail) => mail.status)).toEqual(['suppressed']);
    const dump = await t.dump();
    const holding = (needle: string) => dump.filter(({ value }) => value.includes(needle)).map(({ place }) => place);
    for (const needle of ['margaret.erase', 'Margaret', 'Erasmus', '62701', ip, 'Macintosh'])
      expect(holding(needle), needle).toEqual([]);
    expect(
      holding('eyJ') /* no base64 JSON with the address either */
        .filter((place) => !place.startsWith('rate')),
    ).toEqual([]);
  });

  it('treats a later signup of the erased address as a new person', async () => {
    const id = await visit();
    await admin().post('/api/admin/data-requests/erase').send({ email, suppressMail: false }).expect(200);
    const { body } = await t.browser().post('/api/waitlist').send(signupBody(email)).expect(201);
    expect(body.entry.id).not.toBe(id);
    expect((await t.store.findEntryByEmail(email))?.id).toBe(body.entry.id);
  });

  it('writes every export and erasure to the audit log, newest first, with who and what but not the address', async () => {
    const id = await visit();
    await admin().get('/api/admin/data-requests/export').query({ email }).expect(200);
    t.setNow('2026-06-15T17:00:00Z');
    await admin().post('/api/admin/data-requests/erase').send({ email, suppressMail: false }).expect(200);
    const { body } = await admin().get('/api/admin/audit-log').expect(200);
    expect(body.records).toEqual([
      expect.objectContaining({
        at: '2026-06-15T17:00:00.000Z',
        actor: 'adam@example.com',
        action: 'erase',
        entryId: id,
      }),
      expect.objectContaining({
        at: '2026-06-15T16:00:00.000Z',
        actor: 'adam@example.com',
        action: 'export',
        entryId: id,
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('margaret');
  });
});
