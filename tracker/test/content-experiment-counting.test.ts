import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { startFakeCms, type FakeCms } from './support/fake-cms.ts';
import { assignmentCookie } from './support/landing-assignment.ts';
import { storeFactories } from './support/stores.ts';

// A content experiment is counted and judged exactly as a landing-version experiment: the site's signed
// assignment names the arm (in place of the version), the page reports the landing version it rendered, which
// must be the experiment's one version, and the results run the same statistics, sample-ratio check and
// per-affiliate verdicts over the arms.

const id = '5d0c2a7e-8f1b-4c3d-9e2a-6b7c8d9e0f1a';
const since = '2026-06-10T12:00:00.000Z';
const headlineTest = {
  id,
  name: 'Headline test',
  route: '/',
  kind: 'content',
  landingVersion: 2,
  variants: [
    { id: 'a', version: 1, weight: 80, overrides: {} },
    { id: 'b', version: 2, weight: 20, overrides: { headline: 'A new headline' } },
  ],
  startsAt: since,
  status: 'running',
  winner: null,
  since,
  createdAt: '2026-06-09T09:00:00.000Z',
};

type Arm = { version: number; visitors: number; signups: number };
type Audience = { arms: Arm[]; sampleRatio: { isMismatch: boolean }; verdict: { kind: string } };
type Results = {
  experiment: { kind?: string; landingVersion?: number | null };
  overall: Audience;
  affiliates: (Audience & { affiliateId: string | null })[];
};
const countsOf = (arms: Arm[]) => arms.map(({ version, visitors, signups }) => ({ version, visitors, signups }));

let cms: FakeCms;
beforeAll(async () => {
  cms = await startFakeCms(0);
  cms.setExperiments([headlineTest]);
});
afterAll(() => cms.close());

describe.each(storeFactories)('a content experiment’s arms on $name', (factory) => {
  let t: TestApp;
  let visitor = 0;
  afterEach(() => t.cleanup());

  const nextAddress = () => `198.51.100.${(visitor = (visitor % 250) + 1)}`;
  const visit = (body: Record<string, unknown>, cookie: string) =>
    t
      .browser(nextAddress())
      .post('/api/track-visit')
      .set({ Cookie: cookie })
      .send({ page: '/', referrer: '', ...body })
      .expect(200);
  const signup = async (email: string, body: Record<string, unknown>, cookie: string) => {
    const response = await t
      .browser(nextAddress())
      .post('/api/waitlist')
      .set({ Cookie: cookie })
      .send(signupBody(email, body));
    expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
  };
  const results = async () => {
    const response = await t.operator().get(`/api/analytics/experiments/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Results;
  };
  const inArm = (arm: number) => assignmentCookie({ experimentId: id, version: arm, since });

  it('counts visits and signups per arm, overall and per affiliate, on the experiment’s landing version', async () => {
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url });
    t.setNow('2026-06-11T15:00:00Z');
    for (const [arm, affiliateId] of [
      [1, 'aff-a'],
      [1, 'aff-a'],
      [1, 'aff-b'],
      [2, 'aff-a'],
    ] as const) {
      const cookie = inArm(arm);
      await visit({ version: 2, affiliateId }, cookie);
      await signup(`arm-${arm}-${visitor}@example.com`, { version: 2, affiliateId }, cookie);
    }
    await visit({ version: 2, affiliateId: 'aff-b' }, inArm(2));
    const body = await results();
    // The dashboard names the variants as arms of landing version 2.
    expect(body.experiment).toMatchObject({ kind: 'content', landingVersion: 2 });
    expect(countsOf(body.overall.arms)).toEqual([
      { version: 1, visitors: 3, signups: 3 },
      { version: 2, visitors: 2, signups: 1 },
    ]);
    expect(countsOf(body.affiliates.find(({ affiliateId }) => affiliateId === 'aff-a')!.arms)).toEqual([
      { version: 1, visitors: 2, signups: 2 },
      { version: 2, visitors: 1, signups: 1 },
    ]);
    expect(countsOf(body.affiliates.find(({ affiliateId }) => affiliateId === 'aff-b')!.arms)).toEqual([
      { version: 1, visitors: 1, signups: 1 },
      { version: 2, visitors: 1, signups: 0 },
    ]);
    expect(body.overall.verdict.kind).toBe('keep-going');
  }, 30_000);

  it('counts nothing when the page reports another landing version than the experiment’s', async () => {
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url });
    t.setNow('2026-06-11T15:00:00Z');
    // The arm number is 1, yet the page of landing version 1 is not an arm of this experiment.
    await visit({ version: 1 }, inArm(1));
    await signup('other-version@example.com', { version: 1 }, inArm(1));
    await visit({ page: '/v2', version: 2 }, inArm(2));
    expect(countsOf((await results()).overall.arms)).toEqual([
      { version: 1, visitors: 0, signups: 0 },
      { version: 2, visitors: 0, signups: 0 },
    ]);
  });

  it('warns of a sample-ratio mismatch against the arms’ weights', async () => {
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url });
    t.setNow('2026-06-11T15:00:00Z');
    // 80/20 configured, 30/30 counted: chi-square 22.5 on one degree of freedom.
    for (let index = 0; index < 60; index += 1) await visit({ version: 2 }, inArm((index % 2) + 1));
    const body = await results();
    expect(countsOf(body.overall.arms).map(({ visitors }) => visitors)).toEqual([30, 30]);
    expect(body.overall.sampleRatio.isMismatch).toBe(true);
  }, 30_000);
});
