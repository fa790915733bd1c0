import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// What the admin asks before a publish: whether the form's data, published now, would restart the counting of
// a running experiment. It answers with the publish hook's own rule and changes nothing.

let cms: RunningCms;
let marketer: string;
let operator: string;
let variant: Record<string, unknown>;

beforeAll(async () => {
  cms = await startCms({ port: 3163 });
  const adminToken = await signIn(cms.url, testAdmin);
  marketer = (await createStaff(cms.url, { adminToken, role: 'marketer' })).token;
  operator = (await createStaff(cms.url, { adminToken, role: 'operator' })).token;
  [variant = {}] = docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=2&depth=0'));
  const created = await callApi(cms.url, '/experiments', {
    token: marketer,
    method: 'POST',
    body: {
      name: 'Versions 1 and 2',
      route: '/',
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50 },
      ],
      startsAt: '2026-11-01T00:00:00.000Z',
      status: 'running',
    },
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await cms?.stop();
});

const effectOf = (data: unknown, token: string | null = marketer) =>
  callApi(cms.url, `/landing-variants/${String(variant.id)}/publish-effect`, {
    token: token ?? undefined,
    method: 'POST',
    body: data,
  });

describe('the effect of a publish on a running experiment', () => {
  it('restarts nothing for the internal name or an empty text the form sends', async () => {
    const hero = variant.hero as Record<string, unknown>;
    const effect = await effectOf({ ...variant, internalName: 'Renamed', hero: { ...hero, note: '' } });
    expect(effect).toEqual({ status: 200, body: { restartsCounting: false, experiments: [] } });
  });

  it('restarts the counting of the experiment showing the version for a new headline, and says which', async () => {
    const hero = variant.hero as Record<string, unknown>;
    const effect = await effectOf({ ...variant, hero: { ...hero, title: 'A new headline' } });
    expect(effect.status).toBe(200);
    expect(effect.body).toMatchObject({ restartsCounting: true, experiments: [{ name: 'Versions 1 and 2' }] });
  });

  it('answers marketers and admins only, and refuses what is not a document', async () => {
    expect((await effectOf(variant, operator)).status).toBe(403);
    expect((await effectOf(variant, null)).status).toBe(403);
    expect((await effectOf([1, 2])).status).toBe(400);
    const missing = await callApi(cms.url, '/landing-variants/no-such-id/publish-effect', {
      token: marketer,
      method: 'POST',
      body: variant,
    });
    expect(missing.status).toBe(404);
  });
});
