import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRevalidateReceiver } from './support/revalidateReceiver.ts';
import { type ApiResponse, callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// Traffic sources through the running CMS: who may read and change them, what the site (an anonymous reader)
// receives, the rules of a parameter name, and the publish call that tells the site.

const secret = 'test-revalidate-secret';
let cms: RunningCms;
let receiver: Awaited<ReturnType<typeof startRevalidateReceiver>>;
let admin: string;
let marketer: string;
let operator: string;

const acme = { name: 'Acme Network', parameters: { affiliateId: 'acme_pub', clickid: 'acme_click', s4: 'acme_place' } };

type Source = { id: string; name?: string; parameters: Record<string, string | null> };

const create = (body: unknown, token: string | undefined = marketer) =>
  callApi(cms.url, '/traffic-sources', { token, method: 'POST', body });

const errorText = (response: ApiResponse) => JSON.stringify(response.body.errors ?? response.body);

beforeAll(async () => {
  receiver = await startRevalidateReceiver({ port: 3194 });
  cms = await startCms({ port: 3148, siteUrl: receiver.url, revalidateSecret: secret });
  admin = await signIn(cms.url, testAdmin);
  marketer = (await createStaff(cms.url, { adminToken: admin, role: 'marketer' })).token;
  operator = (await createStaff(cms.url, { adminToken: admin, role: 'operator' })).token;
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('traffic sources in the CMS', () => {
  let saved: Source;

  beforeEach(() => {
    receiver.clear();
  });

  it('starts with none: the seed adds no source', async () => {
    expect(docsOf(await callApi(cms.url, '/traffic-sources', { token: admin }))).toEqual([]);
  });

  it('lets a marketer add a source and tells the site', async () => {
    const created = await create(acme);
    expect(created.status).toBe(201);
    saved = created.body.doc as Source;
    expect(saved).toMatchObject(acme);
    const calls = await receiver.waitForCalls(1);
    expect(calls.map((call) => call.body)).toEqual([
      { collection: 'traffic-sources', id: saved.id, slug: 'traffic-sources' },
    ]);
  });

  it("gives anonymous readers (the site) the parameter names but not the source's name", async () => {
    const [source] = docsOf(await callApi(cms.url, '/traffic-sources?depth=0'));
    expect(source?.parameters).toMatchObject(acme.parameters);
    expect(source).not.toHaveProperty('name');
    expect((await callApi(cms.url, `/traffic-sources/${saved.id}`)).body).not.toHaveProperty('name');
  });

  it('does not let an anonymous reader find a source by its name', async () => {
    const answer = await callApi(cms.url, `/traffic-sources?where[name][equals]=${encodeURIComponent(acme.name)}`);
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 200) expect(docsOf(answer)).not.toContainEqual(expect.objectContaining({ id: saved.id }));
  });

  it('shows an operator the sources with their names, read-only', async () => {
    expect(docsOf(await callApi(cms.url, '/traffic-sources', { token: operator }))).toContainEqual(
      expect.objectContaining({ name: acme.name }),
    );
    expect((await create({ name: 'Operator source', parameters: { subId: 'op_sub' } }, operator)).status).toBe(403);
    const patched = await callApi(cms.url, `/traffic-sources/${saved.id}`, {
      token: operator,
      method: 'PATCH',
      body: { name: 'Renamed' },
    });
    expect(patched.status).toBe(403);
  });

  it.each([
    [
      'create',
      () =>
        callApi(cms.url, '/traffic-sources', {
          method: 'POST',
          body: { name: 'Sneaky', parameters: { affiliateId: 'sneaky' } },
        }),
    ],
    [
      'change',
      () =>
        callApi(cms.url, `/traffic-sources/${saved.id}`, {
          method: 'PATCH',
          body: { parameters: { affiliateId: 'email' } },
        }),
    ],
    ['delete', () => callApi(cms.url, `/traffic-sources/${saved.id}`, { method: 'DELETE' })],
  ])('refuses to let an anonymous caller %s a source', async (_, call) => {
    expect((await call()).status).toBe(403);
    expect(docsOf(await callApi(cms.url, '/traffic-sources', { token: admin })).map((doc) => doc.parameters)).toEqual([
      expect.objectContaining(acme.parameters),
    ]);
  });

  // The admin shows each reason under its field (the rules and their words: packages/content); a REST answer names
  // the field by its labels.
  it.each([
    ['a space', { affiliateId: 'zed pub' }, 'URL parameter names > Affiliate id'],
    ['an ampersand', { subId: 'zed&sub' }, 'URL parameter names > Sub id'],
    ['41 characters', { s1: 'z'.repeat(41) }, 'URL parameter names > S1'],
    ["another value's usual name", { affiliateId: 'subid' }, 'URL parameter names > Affiliate id'],
    ["the site's own parameter", { s2: 'email' }, 'URL parameter names > S2'],
    ['one name for two values', { s1: 'zed_x', s2: 'zed_x' }, 'URL parameter names > S2'],
  ])('refuses %s, naming the field', async (_, parameters, field) => {
    const refused = await create({ name: `Zed ${Date.now()}`, parameters });
    expect(refused.status).toBe(400);
    expect(errorText(refused)).toContain(field);
  });

  it('refuses a name another source uses for another value, with the reason', async () => {
    const refused = await create({ name: 'Zed Network', parameters: { subId: 'acme_pub' } });
    expect(refused.status).toBe(400);
    expect(errorText(refused)).toContain("acme_pub is already Acme Network's parameter for the affiliate id");
  });

  it('accepts the same name for the same value in two sources, and refuses a second source of the same name', async () => {
    const twin = await create({ name: 'Acme Network EU', parameters: { affiliateId: 'acme_pub' } });
    expect(twin.status).toBe(201);
    const sameName = await create({ name: acme.name, parameters: { subId: 'other_sub' } });
    expect(sameName.status).toBe(400);
    await callApi(cms.url, `/traffic-sources/${(twin.body.doc as Source).id}`, { token: admin, method: 'DELETE' });
  });

  it('checks a change against the other sources but not against the source itself', async () => {
    const changed = await callApi(cms.url, `/traffic-sources/${saved.id}`, {
      token: marketer,
      method: 'PATCH',
      body: { parameters: { ...acme.parameters, s5: 'acme_s5' } },
    });
    expect(changed.status).toBe(200);
    expect((changed.body.doc as Source).parameters).toMatchObject({ s5: 'acme_s5', affiliateId: 'acme_pub' });
  });

  it('lets a marketer delete a source and tells the site', async () => {
    const deleted = await callApi(cms.url, `/traffic-sources/${saved.id}`, { token: marketer, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const calls = await receiver.waitForCalls(1);
    expect(calls.map((call) => call.body)).toContainEqual({
      collection: 'traffic-sources',
      id: saved.id,
      slug: 'traffic-sources',
    });
    expect(docsOf(await callApi(cms.url, '/traffic-sources'))).toEqual([]);
  });
});
