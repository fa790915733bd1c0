import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserAgent, forwardedFor } from './support/app.ts';
import { startFakeCms, type FakeCms } from './support/fake-cms.ts';
import { assignmentCookie } from './support/landing-assignment.ts';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// One run, both kinds of traffic at once: honest people at a person's pace, and a script on one machine that
// tries every way of making numbers up (invented offers, forged experiment marks, a burst of scripted signups
// and accepts for its affiliate, a stranger's repeated signup with someone's address and copied disclosure).
// The script changes no paid figure, no experiment count and no one's consent record, and sends no postback;
// the honest people are counted exactly. The marketer holds conversions scoring 40 or more.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const range = { startDate: '2026-06-15', endDate: '2026-06-15', timezone: 'UTC' };
const second = 1000;
const experimentId = '5d3c1b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d';
const since = '2026-06-10T12:00:00.000Z';
const experiment = {
  id: experimentId,
  name: 'Hero test',
  route: '/',
  variants: [
    { id: 'a', version: 1, weight: 50 },
    { id: 'b', version: 2, weight: 50 },
  ],
  startsAt: since,
  status: 'running',
  winner: null,
  since,
  createdAt: '2026-06-09T09:00:00.000Z',
};
const disclosure = {
  source: 'landing-variants',
  documentId: 'lv-1',
  version: '2026-06-01T10:00:00.000Z',
  textSha256: 'b'.repeat(64),
  route: '/',
};

const signupBody = (email: string, affiliateId: string, version: number) => ({
  email,
  affiliateId,
  subId: 'sub-a',
  s1: null,
  s2: null,
  s3: null,
  version,
  disclosure,
});
const visitBody = (affiliateId: string, version: number) => ({
  page: '/',
  referrer: '',
  affiliateId,
  subId: 'sub-a',
  s1: null,
  s2: null,
  s3: null,
  version,
});
const accept = (offerId: string, pageNumber = 1) => ({
  action: 'accepted',
  pageNumber,
  offerId,
  offerName: offerId,
  timestamp: '2026-06-15T16:00:00.000Z',
});

type Arm = { version: number; visitors: number; signups: number };

let cms: FakeCms;
beforeAll(async () => {
  cms = await startFakeCms(0);
  cms.setExperiments([experiment]);
});
afterAll(() => cms.close());

describe.each(adapters)('a scripted attack beside honest visitors: $name', { timeout: 120_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory, env: { TRACKER_CMS_URL: cms.url } });
    receiver = await startPostbackReceiver();
    harness.setSettings(settingsFor(`${receiver.origin}/pb?key={entry_id}-{event}-{offer_id}`));
    harness.setReviewThreshold(40);
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  /** A person's browser: its own network, a language, the site's signed assignment to `version`, its cookies kept. */
  const person = (ip: string, version: number) =>
    supertest
      .agent(harness.app)
      .set('User-Agent', browserAgent)
      .set('Accept-Language', 'en-US,en;q=0.9')
      .set(forwardedFor(ip))
      .set('Cookie', assignmentCookie({ experimentId, version, since }));
  /** The attacker's machine: one address, a browser's user agent, no language, whatever cookies it makes up. */
  const attacker = () => supertest.agent(harness.app).set('User-Agent', browserAgent).set(forwardedFor('203.0.113.66'));

  const sentKeys = () => receiver.received.map(({ url }) => new URL(url).searchParams.get('key') ?? '').sort();
  async function sendDuePostbacks(): Promise<void> {
    const worker = harness.worker();
    for (let pass = 0; pass < 3; pass += 1) {
      await worker.runOnce();
      harness.advance(second);
    }
  }
  const operator = () => harness.operator();
  const affiliateFigures = async (affiliateId: string) => {
    const { body } = await operator()
      .get('/api/analytics/dimensions')
      .query({ ...range, dimension: 'affiliate' })
      .expect(200);
    return (body.rows as { value: string; figures: Record<string, number> }[]).find(
      ({ value }) => value === affiliateId,
    )?.figures;
  };
  const arms = async () => {
    const { body } = await operator().get(`/api/analytics/experiments/${experimentId}`).expect(200);
    return (body.overall.arms as Arm[]).map(({ version, visitors, signups }) => ({ version, visitors, signups }));
  };

  it('changes no paid figure, no experiment count, no consent record and sends no postback; the people are counted exactly', async () => {
    // Honest people: six, each from their own network, a few seconds between each step.
    const expectedKeys: string[] = [];
    const people: { id: number; email: string }[] = [];
    let accepted = 0;
    for (let index = 0; index < 6; index += 1) {
      const version = (index % 2) + 1;
      const browser = person(`198.51.${index}.40`, version);
      await browser.post('/api/track-visit').send(visitBody('aff-honest', version)).expect(200);
      harness.advance((20 + index * 3) * second);
      const email = `person${index}@example.com`;
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(email, 'aff-honest', version))
        .expect(201);
      const id = Number(body.entry.id);
      people.push({ id, email });
      expectedKeys.push(`${id}-email_submitted-`);
      harness.advance(2 * second);
      await browser.put(`/api/waitlist/${id}/step/2`).expect(200);
      harness.advance(6 * second);
      if (index % 2 === 0) {
        await browser.put(`/api/waitlist/${id}/offer-action`).send(accept('medicare')).expect(200);
        expectedKeys.push(`${id}-offer_accepted-medicare`);
        accepted += 1;
      }
      harness.advance(30 * second);
    }
    const armsBefore = await arms();
    const consentBefore = await Promise.all(people.map(({ id }) => harness.store.listConsentRecords(id)));

    // The script, from one machine.
    const script = attacker();
    const forgedMark = { experiment: { id: experimentId, version: 2, since } };
    const madeUpAssignment = `sg_landing=${experimentId}.2.${Date.parse(since)}.MadeUpAssignment.not-a-signature`;
    for (let index = 0; index < 20; index += 1) {
      await script
        .post('/api/track-visit')
        .set('Cookie', madeUpAssignment)
        .send({ ...visitBody('aff-script', 2), ...forgedMark })
        .expect(200);
    }
    for (let index = 0; index < 10; index += 1) {
      const { body } = await script
        .post('/api/waitlist')
        .set('Cookie', madeUpAssignment)
        .send({ ...signupBody(`burst${index}@example.com`, 'aff-script', 2), ...forgedMark })
        .expect(201);
      const id = Number(body.entry.id);
      await script.put(`/api/waitlist/${id}/step/2`).expect(200);
      const invented = await script.put(`/api/waitlist/${id}/offer-action`).send(accept(`paid-offer-${index}`));
      expect(invented.status).toBe(400);
      await script.put(`/api/waitlist/${id}/offer-action`).send(accept('medicare')).expect(200);
      await script.put(`/api/waitlist/${id}/offer-action`).send(accept('food-stamps', 2)).expect(200);
    }
    // A stranger signs up again with each person's address and the page's disclosure.
    for (const { email } of people) {
      await script
        .post('/api/waitlist')
        .send(signupBody(email.toUpperCase(), 'aff-script', 1))
        .expect(201);
    }
    await sendDuePostbacks();

    expect(sentKeys()).toEqual(expectedKeys.sort());
    const funnel = (await operator().get('/api/analytics/funnel').query(range).expect(200)).body;
    expect(funnel.totalEmails).toBe(people.length);
    expect(funnel.offerSelections.reduce((sum: number, selection: { count: number }) => sum + selection.count, 0)).toBe(
      accepted,
    );
    expect(await affiliateFigures('aff-honest')).toMatchObject({ impressions: 6, emails: 6, offersAccepted: accepted });
    expect(await affiliateFigures('aff-script')).toMatchObject({ emails: 0, offersAccepted: 0 });
    expect(await arms()).toEqual(armsBefore);
    expect(armsBefore).toEqual([
      { version: 1, visitors: 3, signups: 3 },
      { version: 2, visitors: 3, signups: 3 },
    ]);
    expect(await Promise.all(people.map(({ id }) => harness.store.listConsentRecords(id)))).toEqual(consentBefore);
    // Each person's own signup (and acceptances) are in their ledger: the comparison above is not of empty lists.
    expect(consentBefore.every((records) => records.length > 0)).toBe(true);
  });
});
