import { PREVIEW_QUERY_PARAMETER, verifyPreviewGrant } from '@seniorguide/node-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// A test of any content: one landing version, each arm a set of overrides the marketer edits in the admin.
// The CMS numbers the arms, keeps the overrides for every reader, refuses arms that could not be told apart
// or an override equal to what the version already shows, starts the counting again only when an arm
// shows something else, and makes a signed preview link that shows one arm on its landing version's page.

let cms: RunningCms;
let marketer: string;
let publishedHeadline: string;
let otherImageId: string;

const experiment = {
  name: 'Headline test',
  route: '/',
  kind: 'content',
  landingVersion: 1,
  startsAt: '2026-11-01T00:00:00.000Z',
  status: 'paused',
};

const previewSecret = 'content-experiment-preview-secret-0123456789';
const siteUrl = 'https://site.example';

const errorText = (body: Record<string, unknown>) => JSON.stringify(body.errors ?? body);

beforeAll(async () => {
  cms = await startCms({
    port: 3163,
    extraEnv: { CMS_PREVIEW_SECRET: previewSecret, CMS_PUBLIC_SITE_URL: siteUrl },
  });
  marketer = (await createStaff(cms.url, { adminToken: await signIn(cms.url, testAdmin), role: 'marketer' })).token;
  const versions = (await callApi(cms.url, '/landing-variants?where[version][equals]=1&depth=0')).body.docs as {
    hero: { title: string; image: string };
  }[];
  publishedHeadline = versions[0]!.hero.title;
  const media = (await callApi(cms.url, '/media?limit=50&depth=0')).body.docs as { id: string }[];
  otherImageId = media.find(({ id }) => id !== versions[0]!.hero.image)!.id;
});

afterAll(async () => {
  await cms?.stop();
});

const create = (body: Record<string, unknown>) =>
  callApi(cms.url, '/experiments', { token: marketer, method: 'POST', body: { ...experiment, ...body } });

describe('a content experiment', () => {
  it('numbers its arms and keeps each arm’s overrides, the hero image populated for the site', async () => {
    const created = await create({
      variants: [
        { version: 3, weight: 70 },
        {
          version: 3,
          weight: 30,
          overrides: {
            headline: 'Your free guide to every senior discount',
            buttonText: 'Send me the guide',
            heroImage: otherImageId,
            benefitOrder: ['housing', 'bills', 'groceries', 'prescriptions'],
            signupMode: 'inline',
          },
        },
      ],
    });
    expect(created.status, errorText(created.body)).toBe(201);
    const id = (created.body.doc as { id: string }).id;
    const read = (await callApi(cms.url, `/experiments/${id}?depth=1`)).body;
    expect(read).toMatchObject({
      kind: 'content',
      landingVersion: 1,
      variants: [
        { version: 1, weight: 70 },
        {
          version: 2,
          weight: 30,
          overrides: {
            headline: 'Your free guide to every senior discount',
            buttonText: 'Send me the guide',
            heroImage: { id: otherImageId },
            benefitOrder: ['housing', 'bills', 'groceries', 'prescriptions'],
            signupMode: 'inline',
          },
        },
      ],
    });
  });

  it('refuses an override equal to the published one, and two arms that show the same page', async () => {
    const refused = await create({
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: publishedHeadline } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorText(refused.body)).toContain('Arm 2: the headline is the same as the landing version’s');
    expect(errorText(refused.body)).toContain('Arms 1 and 2 show the same page.');
  });

  it('refuses an FAQ order that skips a question, and an experiment without its landing version', async () => {
    const badOrder = await create({
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { faqOrder: [2, 2] } },
      ],
    });
    expect(badOrder.status).toBe(400);
    expect(errorText(badOrder.body)).toContain('Arm 2: the FAQ order must list each position from 1 to');
    const noVersion = await create({
      landingVersion: null,
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: 'Another headline' } },
      ],
    });
    expect(noVersion.status).toBe(400);
    expect(errorText(noVersion.body)).toContain('A content experiment needs the landing version');
  });

  it('starts counting again when an arm shows something else, never for its name alone', async () => {
    const created = await create({
      name: 'Running headline test',
      status: 'running',
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: 'First try' } },
      ],
    });
    expect(created.status, errorText(created.body)).toBe(201);
    const doc = created.body.doc as { id: string; since: string; variants: unknown[] };
    const update = (body: Record<string, unknown>) =>
      callApi(cms.url, `/experiments/${doc.id}`, { token: marketer, method: 'PATCH', body });
    const renamed = await update({ name: 'Renamed headline test' });
    expect(renamed.status, errorText(renamed.body)).toBe(200);
    expect((renamed.body.doc as { since: string }).since).toBe(doc.since);
    const changed = await update({
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: 'Second try' } },
      ],
    });
    expect(changed.status, errorText(changed.body)).toBe(200);
    expect(Date.parse((changed.body.doc as { since: string }).since)).toBeGreaterThan(Date.parse(doc.since));
  });

  it('makes a preview link of one arm on its landing version’s page, with the tracking values chosen', async () => {
    const created = await create({
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: 'Previewed headline' } },
      ],
    });
    const id = (created.body.doc as { id: string }).id;
    const made = await callApi(cms.url, `/experiments/${id}/preview-link`, {
      token: marketer,
      method: 'POST',
      body: { arm: 2, tracking: { affiliateId: 'AFF9' }, lifetimeHours: 1 },
    });
    expect(made.status, errorText(made.body)).toBe(200);
    const url = new URL(made.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/`);
    expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== PREVIEW_QUERY_PARAMETER))).toEqual({
      affiliateId: 'AFF9',
      experiment: id,
      arm: '2',
    });
    const grant = verifyPreviewGrant(url.searchParams.get(PREVIEW_QUERY_PARAMETER), previewSecret, Date.now());
    expect(grant).toMatchObject({ path: '/' });
    const anonymous = await callApi(cms.url, `/experiments/${id}/preview-link`, { method: 'POST', body: { arm: 2 } });
    expect(anonymous.status).toBe(401);
    const badArm = await callApi(cms.url, `/experiments/${id}/preview-link`, {
      token: marketer,
      method: 'POST',
      body: { arm: 4 },
    });
    expect(badArm.status).toBe(400);
  });

  it('starts counting again when its own landing version is published with a visible change, not another version', async () => {
    const running = (
      (await callApi(cms.url, '/experiments?where[status][equals]=running&depth=0')).body.docs as {
        id: string;
        since: string;
      }[]
    )[0]!;
    const publishEyebrow = async (version: number, eyebrow: string) => {
      const [variant] = (await callApi(cms.url, `/landing-variants?where[version][equals]=${version}&depth=0`)).body
        .docs as { id: string; hero: Record<string, unknown> }[];
      const published = await callApi(cms.url, `/landing-variants/${variant!.id}`, {
        token: marketer,
        method: 'PATCH',
        body: { hero: { ...variant!.hero, eyebrow }, _status: 'published' },
      });
      expect(published.status, errorText(published.body)).toBe(200);
    };
    const sinceNow = async () =>
      ((await callApi(cms.url, `/experiments/${running.id}`)).body as { since: string }).since;
    // Version 2 is not this experiment's, though its arm 2 shares the number.
    await publishEyebrow(2, 'A new eyebrow on version 2');
    expect(await sinceNow()).toBe(running.since);
    await publishEyebrow(1, 'A new eyebrow on version 1');
    expect(Date.parse(await sinceNow())).toBeGreaterThan(Date.parse(running.since));
  });
});
