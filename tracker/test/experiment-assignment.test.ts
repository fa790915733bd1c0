import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { startFakeCms, type FakeCms } from './support/fake-cms.ts';
import { assignmentCookie } from './support/landing-assignment.ts';
import { storeFactories } from './support/stores.ts';

// A landing experiment counts only what the site assigned: a visit of `/` or a signup counts in it only with
// the site's signed assignment cookie, for an experiment the CMS says is running, for the version the page
// served, once per assignment. Whatever a script puts in the body, or in a cookie it made up, counts nothing.

const id = '7a1c9a2e-5b7d-4c1e-9a0b-1d2e3f4a5b6c';
const since = '2026-06-10T12:00:00.000Z';
const experimentDoc = (status = 'running') => ({
  id,
  name: 'Hero test',
  route: '/',
  variants: [
    { id: 'a', version: 1, weight: 50 },
    { id: 'b', version: 2, weight: 50 },
  ],
  startsAt: since,
  status,
  winner: null,
  since,
  createdAt: '2026-06-09T09:00:00.000Z',
});

type Arm = { version: number; visitors: number; signups: number };
type Results = { overall: { arms: Arm[] }; affiliates: { affiliateId: string | null; arms: Arm[] }[] };
const countsOf = (arms: Arm[]) => arms.map(({ version, visitors, signups }) => ({ version, visitors, signups }));
const nothing = [
  { version: 1, visitors: 0, signups: 0 },
  { version: 2, visitors: 0, signups: 0 },
];

let cms: FakeCms;
beforeAll(async () => {
  cms = await startFakeCms(0);
});
afterAll(() => cms.close());

describe.each(storeFactories)('experiment counting from the signed assignment on $name', (factory) => {
  let t: TestApp;
  let visitor = 0;
  const open = async (status = 'running') => {
    cms.setExperiments([experimentDoc(status)]);
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url });
    t.setNow('2026-06-11T15:00:00Z');
  };
  afterEach(() => t.cleanup());

  const nextAddress = () => `203.0.113.${(visitor = (visitor % 250) + 1)}`;
  const visit = (body: Record<string, unknown>, cookie?: string) =>
    t
      .browser(nextAddress())
      .post('/api/track-visit')
      .set(cookie ? { Cookie: cookie } : {})
      .send({ page: '/', referrer: '', ...body })
      .expect(200);
  const signup = async (email: string, body: Record<string, unknown>, cookie?: string) => {
    const response = await t
      .browser(nextAddress())
      .post('/api/waitlist')
      .set(cookie ? { Cookie: cookie } : {})
      .send(signupBody(email, body));
    expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
  };
  const results = async () => {
    const response = await t.operator().get(`/api/analytics/experiments/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Results;
  };
  const signed = (version: number, more: { assignmentId?: string; secret?: string; experimentId?: string } = {}) =>
    assignmentCookie({ experimentId: id, version, since, ...more });
  /** The mark a page of before sent in the body: whatever it says, it counts nothing now. */
  const bodyMark = (version: number) => ({ experiment: { id, version, since } });

  it('counts nothing of sixty visits and ten signups that carry the mark in the body', async () => {
    await open();
    const mark = { id, version: 2, since };
    await Promise.all(Array.from({ length: 60 }, () => visit({ version: 2, experiment: mark })));
    for (let index = 0; index < 10; index += 1)
      await signup(`forged-${index}@example.com`, { version: 2, experiment: mark });
    expect(countsOf((await results()).overall.arms)).toEqual(nothing);
  }, 30_000);

  it('counts a visit and a signup that carry a valid assignment of the running experiment', async () => {
    await open();
    await visit({ version: 2, affiliateId: 'aff-real' }, signed(2, { assignmentId: 'VisitorNumber001' }));
    await signup(
      'real@example.com',
      { version: 2, affiliateId: 'aff-real' },
      signed(2, { assignmentId: 'VisitorNumber001' }),
    );
    await visit({ version: 1 }, signed(1));
    const body = await results();
    expect(countsOf(body.overall.arms)).toEqual([
      { version: 1, visitors: 1, signups: 0 },
      { version: 2, visitors: 1, signups: 1 },
    ]);
    expect(countsOf(body.affiliates.find(({ affiliateId }) => affiliateId === 'aff-real')?.arms ?? [])).toEqual([
      { version: 1, visitors: 0, signups: 0 },
      { version: 2, visitors: 1, signups: 1 },
    ]);
  });

  it('counts one visit and one signup per assignment, however often it is sent', async () => {
    await open();
    const cookie = signed(2, { assignmentId: 'ReplayedCookie01' });
    await Promise.all(Array.from({ length: 60 }, () => visit({ version: 2 }, cookie)));
    for (let index = 0; index < 10; index += 1) await signup(`replay-${index}@example.com`, { version: 2 }, cookie);
    expect(countsOf((await results()).overall.arms)).toEqual([
      { version: 1, visitors: 0, signups: 0 },
      { version: 2, visitors: 1, signups: 1 },
    ]);
  }, 30_000);

  it('counts nothing for a tampered signature, another secret, an unsigned cookie or an unknown experiment', async () => {
    await open();
    const valid = signed(2);
    const tampered = valid.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const changedVersion = signed(1).replace(`${id}.1.`, `${id}.2.`);
    for (const cookie of [
      tampered,
      changedVersion,
      signed(2, { secret: 'a-secret-the-site-never-had-0123456789' }),
      `sg_landing=${id}.2`,
      signed(2, { experimentId: 'made-up-experiment' }),
    ]) {
      await visit({ version: 2, ...bodyMark(2) }, cookie);
      await signup(`tampered-${visitor}@example.com`, { version: 2, ...bodyMark(2) }, cookie);
    }
    expect(countsOf((await results()).overall.arms)).toEqual(nothing);
  });

  it.each(['paused', 'finished'])('counts nothing for an experiment that is %s', async (status) => {
    await open(status);
    await visit({ version: 2, ...bodyMark(2) }, signed(2));
    await signup(`stopped-${status}@example.com`, { version: 2, ...bodyMark(2) }, signed(2));
    expect(countsOf((await results()).overall.arms)).toEqual(nothing);
  });

  it('counts nothing for a version other than the one served, nor for /v2 opened directly', async () => {
    await open();
    // The page says version 1 (and a page of before would have sent a mark of it); the site served version 2.
    await visit({ version: 1, ...bodyMark(1) }, signed(2));
    await visit({ page: '/v2', version: 2, ...bodyMark(2) }, signed(2));
    await signup('other-version@example.com', { version: 1, ...bodyMark(1) }, signed(2));
    expect(countsOf((await results()).overall.arms)).toEqual(nothing);
  });
});

describe.each(storeFactories)('made-up affiliate ids on $name', (factory) => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  it(
    'make at most the day cap of affiliates: 100 visits with random ids keep 10, the other 90 count under Other',
    { timeout: 30_000 },
    async () => {
      t = await openTestApp(factory, {}, { counterValueCaps: { affiliate: 10 } });
      t.setNow('2026-06-11T15:00:00Z');
      const ids = Array.from({ length: 100 }, (_, index) => `junk-${index}-${Math.random().toString(36).slice(2, 10)}`);
      for (const [index, affiliateId] of ids.entries()) {
        await t
          .browser(`198.51.100.${(index % 200) + 1}`)
          .post('/api/track-visit')
          .send({
            page: '/',
            referrer: '',
            version: 1,
            affiliateId,
            experiment: { id: `made-up-${index}`, version: 1, since },
          })
          .expect(200);
      }
      const affiliates = (await t.operator().get('/api/analytics/affiliates').expect(200)).body as {
        affiliateId: string;
      }[];
      expect(affiliates.map(({ affiliateId }) => affiliateId)).toEqual(ids.slice(0, 10).sort());

      const dump = await t.dump();
      const counterAffiliates = new Set(
        dump
          .filter(({ place }) => place === 'counters.affiliate' || place === 'day_counters.affiliate')
          .map(({ value }) => value),
      );
      // The ten kept, the all-affiliates roll-up ('') and Other: no row for any of the other ninety.
      expect(counterAffiliates.size).toBe(12);
      expect(dump.some(({ value }) => value.includes('made-up-'))).toBe(false);

      const day = { startDate: '2026-06-11', endDate: '2026-06-11', timezone: 'UTC' };
      const funnel = (await t.operator().get('/api/analytics/funnel').query(day).expect(200)).body as {
        totalImpressions: number;
      };
      expect(funnel.totalImpressions).toBe(100);
      const report = (
        await t
          .operator()
          .get('/api/analytics/dimensions')
          .query({ ...day, dimension: 'affiliate' })
          .expect(200)
      ).body as { rows: { value: string; other?: boolean; figures: { impressions: number } }[] };
      const other = report.rows.find((row) => row.other);
      expect(other?.figures.impressions).toBe(90);
    },
  );
});
