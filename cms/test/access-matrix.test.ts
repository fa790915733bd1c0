import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

type Actor = 'anonymous' | 'operator' | 'marketer' | 'admin';

let cms: RunningCms;
const tokens: Record<Actor, string | undefined> = { anonymous: undefined, operator: '', marketer: '', admin: '' };

beforeAll(async () => {
  cms = await startCms({ port: 3112 });
  tokens.admin = await signIn(cms.url, testAdmin);
  tokens.operator = (await createStaff(cms.url, { adminToken: tokens.admin, role: 'operator' })).token;
  tokens.marketer = (await createStaff(cms.url, { adminToken: tokens.admin, role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
});

async function firstId(collection: string): Promise<string> {
  const [doc] = docsOf(await callApi(cms.url, `/${collection}?limit=1`, { token: tokens.admin }));
  return String(doc?.id);
}

const contentWriters: Record<Actor, boolean> = { anonymous: false, operator: false, marketer: true, admin: true };
const actors = Object.keys(contentWriters) as Actor[];

describe.each([
  { collection: 'landing-variants', change: { internalName: 'Renamed by the access test' } },
  { collection: 'offers', change: { headline: 'Changed by the access test' } },
  { collection: 'demo-pages', change: { eyebrow: 'Changed by the access test' } },
  { collection: 'media', change: { alt: 'Changed by the access test' } },
])('the $collection collection', ({ collection, change }) => {
  it.each(actors)('can be read by %s', async (actor) => {
    const response = await callApi(cms.url, `/${collection}`, { token: tokens[actor] });
    expect(response.status).toBe(200);
    expect(docsOf(response).length).toBeGreaterThan(0);
  });

  it.each(actors)('is changed by %s only when that role may write content', async (actor) => {
    const id = await firstId(collection);
    const response = await callApi(cms.url, `/${collection}/${id}`, {
      token: tokens[actor],
      method: 'PATCH',
      body: change,
    });
    expect(response.status).toBe(contentWriters[actor] ? 200 : 403);
  });
});

describe.each([
  { global: 'site-settings', change: { tagline: 'Changed by the access test' } },
  { global: 'page-texts', change: { notFound: { homeLinkLabel: 'Home (access test)' }, _status: 'published' } },
  { global: 'section8-bonus', change: { loadingLabel: 'Loading offer...', _status: 'published' } },
])('the $global global', ({ global, change }) => {
  it.each(actors)('can be read by %s', async (actor) => {
    const response = await callApi(cms.url, `/globals/${global}`, { token: tokens[actor] });
    expect(response.status).toBe(200);
    expect(response.body.id).toEqual(expect.any(String));
  });

  it.each(actors)('is changed by %s only when that role may write content', async (actor) => {
    const response = await callApi(cms.url, `/globals/${global}`, {
      token: tokens[actor],
      method: 'POST',
      body: change,
    });
    expect(response.status).toBe(contentWriters[actor] ? 200 : 403);
  });
});

describe('the users collection', () => {
  it('is hidden from anonymous readers', async () => {
    expect((await callApi(cms.url, '/users')).status).toBe(403);
  });

  it.each(['operator', 'marketer'] as const)('shows a signed-in %s only their own account', async (actor) => {
    const users = docsOf(await callApi(cms.url, '/users', { token: tokens[actor] }));
    expect(users).toHaveLength(1);
    expect(users[0]?.roles).toEqual([actor]);
  });

  it('shows the admin every account', async () => {
    expect(docsOf(await callApi(cms.url, '/users', { token: tokens.admin })).length).toBeGreaterThanOrEqual(3);
  });

  it('tells a signed-in operator who they are at /api/users/me', async () => {
    const { status, body } = await callApi(cms.url, '/users/me', { token: tokens.operator });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ roles: ['operator'] });
  });

  it.each(['anonymous', 'operator', 'marketer'] as const)('refuses to let %s create an account', async (actor) => {
    const response = await callApi(cms.url, '/users', {
      token: tokens[actor],
      method: 'POST',
      body: { email: `sneaky-${actor}@example.com`, password: 'sneaky-password', roles: ['admin'] },
    });
    expect(response.status).toBe(403);
  });

  it('refuses to let a marketer promote themselves to admin', async () => {
    const me = await callApi(cms.url, '/users/me', { token: tokens.marketer });
    const id = String((me.body.user as { id: string }).id);
    await callApi(cms.url, `/users/${id}`, { token: tokens.marketer, method: 'PATCH', body: { roles: ['admin'] } });
    const after = await callApi(cms.url, `/users/${id}`, { token: tokens.admin });
    expect(after.body.roles).toEqual(['marketer']);
  });
});

describe('unpublished content', () => {
  it('stays invisible to anonymous readers until it is published', async () => {
    const created = await callApi(cms.url, '/offers?draft=true', {
      token: tokens.marketer,
      method: 'POST',
      body: { slug: 'draft-only-offer', title: 'Draft only', _status: 'draft' },
    });
    expect(created.status).toBe(201);
    const id = String((created.body.doc as { id: string }).id);

    const anonymousList = docsOf(await callApi(cms.url, '/offers?where[slug][equals]=draft-only-offer&draft=true'));
    expect(anonymousList).toHaveLength(0);
    expect((await callApi(cms.url, `/offers/${id}?draft=true`)).status).toBe(404);
    const operatorView = await callApi(cms.url, `/offers/${id}?draft=true`, { token: tokens.operator });
    expect(operatorView.body).toMatchObject({ title: 'Draft only', _status: 'draft' });
  });

  it('shows anonymous readers the published offer, not a newer draft of it', async () => {
    const id = await firstId('offers');
    const published = await callApi(cms.url, `/offers/${id}`);
    await callApi(cms.url, `/offers/${id}?draft=true`, {
      token: tokens.marketer,
      method: 'PATCH',
      body: { title: 'Draft title nobody should see yet', _status: 'draft' },
    });
    const anonymous = await callApi(cms.url, `/offers/${id}?draft=true`);
    expect(anonymous.body.title).toBe(published.body.title);
    const marketer = await callApi(cms.url, `/offers/${id}?draft=true`, { token: tokens.marketer });
    expect(marketer.body.title).toBe('Draft title nobody should see yet');
  });

  it('shows anonymous readers the published page texts, not a newer draft of them', async () => {
    await callApi(cms.url, '/globals/page-texts?draft=true', {
      token: tokens.marketer,
      method: 'POST',
      body: { thankYou: { title: 'Draft thanks' }, _status: 'draft' },
    });
    const anonymous = await callApi(cms.url, '/globals/page-texts?draft=true');
    expect(anonymous.body).toMatchObject({ thankYou: { title: 'Thank You!' } });
    const marketer = await callApi(cms.url, '/globals/page-texts?draft=true', { token: tokens.marketer });
    expect(marketer.body).toMatchObject({ thankYou: { title: 'Draft thanks' } });
  });
});
