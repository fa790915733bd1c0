import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { signEntryLinkToken } from '../src/http/entry-link-token.ts';
import { deliveryJobId, repeatGuideJobId } from '../src/outbox/outbox-service.ts';
import { openTestApp, signupBody, testEnv, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// A person who signed up on a computer signs up again on a phone: the phone goes through the offers and the
// thank-you like a first signup and gets the guide, yet the first entry stays as it was until the phone proves
// the mailbox with the guide email's link; and nothing any call answers tells a stranger the address was known.

const notify = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z', forceSend: true };
const accept = (offerId: string, pageNumber = 1) => ({
  action: 'accepted',
  pageNumber,
  offerId,
  offerName: offerId,
  timestamp: '2026-06-15T16:00:00.000Z',
});

/** What a script could compare: the status, the Set-Cookie names and the shape of the body. */
function observable(response: supertest.Response) {
  const cookies = ([response.headers['set-cookie']].flat().filter(Boolean) as string[]).map(
    (cookie) => cookie.split('=')[0],
  );
  return { status: response.status, cookies, shape: shapeOf(response.body) };
}

function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? null : typeof value;
}

/** The calls the sequential flow and the thank-you page make after a signup, with each answer. */
async function walkTheFlow(browser: supertest.Agent, email: string) {
  const signup = await browser.post('/api/waitlist').send(signupBody(email));
  const id = Number(signup.body.entry.id);
  const answers = [signup];
  answers.push(await browser.put(`/api/waitlist/${id}/step/2`));
  answers.push(await browser.get(`/api/waitlist/${id}`));
  answers.push(await browser.put(`/api/waitlist/${id}/offer-action`).send(accept('medicare')));
  answers.push(
    await browser.put(`/api/waitlist/${id}/offer-action`).send({ ...accept('housing-grants', 2), action: 'declined' }),
  );
  const summary = { acceptedOffers: ['medicare'], totalOffers: 7, completedAt: '2026-06-15T16:01:00.000Z' };
  answers.push(await browser.put(`/api/waitlist/${id}/complete-offers`).send(summary));
  answers.push(
    await browser
      .post(`/api/waitlist/${id}/notify-offer-complete`)
      .send({ ...summary, source: 'flow', timestamp: summary.completedAt }),
  );
  answers.push(await browser.put(`/api/waitlist/${id}/update-client-info`).send({}));
  answers.push(await browser.post(`/api/waitlist/${id}/notify-complete`).send(notify));
  answers.push(await browser.put(`/api/waitlist/${id}/download`));
  // Session recovery's lookups, as the thank-you and recovery pages make them.
  answers.push(await browser.get('/api/waitlist/by-email').query({ email, ipFallback: 'true' }));
  answers.push(await browser.get('/api/waitlist/by-email').query({ email: 'other@example.com', ipFallback: 'true' }));
  answers.push(await browser.post('/api/waitlist/by-ip').send({}));
  return { id, answers };
}

describe.each(storeFactories)('signing up again on another device, on $name', { timeout: 30_000 }, (factory) => {
  let t: TestApp;
  let entryId: number;
  beforeEach(async () => {
    t = await openTestApp(factory);
    const computer = t.browser('203.0.113.10');
    const { body } = await computer.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    entryId = Number(body.entry.id);
    await computer.post(`/api/waitlist/${entryId}/notify-complete`).send(notify).expect(200);
  });
  afterEach(() => t.cleanup());

  it('goes through the offers and the thank-you like a first signup and queues the guide to the registered address', async () => {
    const before = await t.store.getEntry(entryId);
    const consentBefore = await t.store.listConsentRecords(entryId);
    const phone = t.browser('192.0.2.20');
    const { id, answers } = await walkTheFlow(phone, 'ANN@example.com');

    expect(id).not.toBe(entryId);
    expect(answers.map((answer) => answer.status)).toEqual([
      201, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200,
    ]);
    expect(answers[2]?.body.entry).toMatchObject({ id, email: 'ann@example.com', s1: 'one' });
    expect(answers[8]?.body).toEqual({ success: true, queued: true });
    expect(answers[10]?.body).toMatchObject({ entry: { id }, matchedBy: 'email' });
    expect(answers[12]?.body).toMatchObject({ entry: { id }, matchedBy: 'ip' });
    expect(await t.store.getJobStatus(repeatGuideJobId({ entryId }))).toMatchObject({ status: 'pending' });
    const mail = await t.store.listMail({ entryId, email: 'ann@example.com' });
    expect(mail).toHaveLength(2);
    // The first entry is as it was: the phone's choices wait for the proof of the mailbox.
    expect(await t.store.getEntry(entryId)).toEqual(before);
    expect(await t.store.getEntry(id)).toBeNull();
    expect(await t.store.listConsentRecords(entryId)).toEqual(consentBefore);
  });

  it('answers every call of a stranger’s repeated signup as for a new address: same statuses, cookies and shapes', async () => {
    const fresh = await walkTheFlow(t.browser('192.0.2.21'), 'new@example.com');
    const repeated = await walkTheFlow(t.browser('192.0.2.22'), 'ann@example.com');
    expect(repeated.answers.map(observable)).toEqual(fresh.answers.map(observable));
    const bodies = ({ answers }: { answers: supertest.Response[] }, email: string) =>
      answers.map((answer) => {
        const body = JSON.parse(JSON.stringify(answer.body).replaceAll(email, 'EMAIL')) as { entry?: { id?: number } };
        delete body.entry?.id;
        return body;
      });
    expect(bodies(repeated, 'ann@example.com')).toEqual(bodies(fresh, 'new@example.com'));
    // The stored entry still belongs to its owner only.
    await t.browser('192.0.2.22').get(`/api/waitlist/${entryId}`).expect(404);
  });

  it('joins the phone’s choices to the entry once the phone opens the guide email’s link, and only then', async () => {
    const phone = t.browser('192.0.2.23');
    const { id } = await walkTheFlow(phone, 'ann@example.com');
    const token = signEntryLinkToken({
      entryId,
      expiresAt: Date.parse('2026-07-01T00:00:00Z'),
      secret: testEnv.TRACKER_SECRET,
    });

    // Another browser with the link becomes an owner, but it made no choices: nothing joins.
    await t.browser('192.0.2.24').get(`/api/waitlist/${entryId}/open`).query({ token }).expect(303);
    expect((await t.store.getEntry(entryId))?.selectedOffers).toEqual([]);

    const opened = await phone.get(`/api/waitlist/${entryId}/open`).query({ token }).expect(303);
    expect(opened.headers.location).toBe(`/ebook-download?id=${entryId}`);
    expect((await t.store.getEntry(entryId))?.selectedOffers).toEqual(['medicare']);
    const entry = await phone.get(`/api/waitlist/${entryId}`).expect(200);
    expect(entry.body.entry).toMatchObject({ id: entryId, email: 'ann@example.com', selectedOffers: '["medicare"]' });
    // Spent: opening the link again joins nothing twice, and the repeated id is what an unknown id is.
    await phone.get(`/api/waitlist/${entryId}/open`).query({ token }).expect(303);
    expect((await t.store.getEntry(entryId))?.selectedOffers).toEqual(['medicare']);
    await phone.get(`/api/waitlist/${id}`).expect(404);
  });

  it('mails the guide again once per entry, within the mailbox’s daily cap', async () => {
    const first = await walkTheFlow(t.browser('192.0.2.25'), 'ann@example.com');
    const second = await walkTheFlow(t.browser('192.0.2.26'), 'ann@example.com');
    expect(first.answers[8]?.body).toEqual({ success: true, queued: true });
    expect(second.answers[8]?.body).toEqual({ success: true, queued: false });
    expect(await t.store.getJobStatus(deliveryJobId({ entryId }))).toMatchObject({ status: 'pending' });
    expect(await t.store.listMail({ entryId, email: 'ann@example.com' })).toHaveLength(2);
  });

  it('carries only the latest signup of a browser: an earlier repeated id is then what an unknown id is', async () => {
    const phone = t.browser('192.0.2.27');
    const { body } = await phone.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    await phone.get(`/api/waitlist/${body.entry.id}`).expect(200);
    await phone.post('/api/waitlist').send(signupBody('zed@example.com')).expect(201);
    await phone.get(`/api/waitlist/${body.entry.id}`).expect(404);
    await phone.put(`/api/waitlist/${body.entry.id}/step/2`).expect(404);
  });
});
