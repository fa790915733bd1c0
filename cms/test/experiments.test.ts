import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRevalidateReceiver } from './support/revalidateReceiver.ts';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

const secret = 'test-revalidate-secret';
let cms: RunningCms;
let receiver: Awaited<ReturnType<typeof startRevalidateReceiver>>;
let marketer: string;

const fiftyFifty = {
  name: 'Hero test',
  route: '/',
  variants: [
    { version: 1, weight: 50 },
    { version: 2, weight: 50 },
  ],
  startsAt: '2026-11-01T00:00:00.000Z',
  status: 'running',
};

type Experiment = { id: string; since: string; status: string; winner?: number | null };

async function createExperiment(body: Record<string, unknown>) {
  return callApi(cms.url, '/experiments', { token: marketer, method: 'POST', body });
}

async function readExperiment(id: string): Promise<Experiment> {
  return (await callApi(cms.url, `/experiments/${id}`)).body as Experiment;
}

function errorText(body: Record<string, unknown>): string {
  return JSON.stringify(body.errors ?? body);
}

beforeAll(async () => {
  receiver = await startRevalidateReceiver({ port: 3197 });
  cms = await startCms({ port: 3147, siteUrl: receiver.url, revalidateSecret: secret });
  marketer = (await createStaff(cms.url, { adminToken: await signIn(cms.url, testAdmin), role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('experiments in the CMS', () => {
  let running: Experiment;

  beforeEach(() => {
    receiver.clear();
  });

  it('lets a marketer start a 50/50 experiment on /, counted from its start, and tells the site', async () => {
    const created = await createExperiment(fiftyFifty);
    expect(created.status).toBe(201);
    running = created.body.doc as Experiment;
    expect(running.since).toBe(fiftyFifty.startsAt);
    const calls = await receiver.waitForCalls(1);
    expect(calls.map((call) => call.body)).toContainEqual({
      collection: 'experiments',
      id: running.id,
      slug: 'experiments',
    });
  });

  it('publishes experiments to anonymous readers (the site) but refuses their writes', async () => {
    expect(docsOf(await callApi(cms.url, '/experiments')).map((doc) => doc.id)).toContain(running.id);
    const refused = await callApi(cms.url, '/experiments', { method: 'POST', body: { ...fiftyFifty, route: '/' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it.each([
    // Paused, so that only the variants are wrong.
    [
      'a weight of 0',
      {
        status: 'paused',
        variants: [
          { version: 1, weight: 50 },
          { version: 3, weight: 0 },
        ],
      },
      'Every weight must be more than 0.',
    ],
    [
      'the same version twice',
      {
        status: 'paused',
        variants: [
          { version: 3, weight: 50 },
          { version: 3, weight: 50 },
        ],
      },
      'Each landing version can take part only once.',
    ],
    [
      'a single variant',
      { status: 'paused', variants: [{ version: 3, weight: 50 }] },
      'An experiment needs at least two variants.',
    ],
    ['a second running experiment on /', {}, 'Another experiment is already running on /'],
    ['a finished experiment without a winner', { status: 'finished' }, 'A finished experiment needs a winner.'],
    ['a winner outside the variants', { status: 'finished', winner: 3 }, 'The winner must be one of the variants.'],
    [
      'an end before the start',
      { status: 'paused', endsAt: '2026-10-01T00:00:00.000Z' },
      'The end must be after the start.',
    ],
  ])('refuses %s', async (_, change, message) => {
    const refused = await createExperiment({ ...fiftyFifty, ...change });
    expect(refused.status).toBe(400);
    expect(errorText(refused.body)).toContain(message);
  });

  it('keeps the since point when only the name changes, and ignores a since sent by a client', async () => {
    const saved = await callApi(cms.url, `/experiments/${running.id}`, {
      token: marketer,
      method: 'PATCH',
      body: { name: 'Hero test, renamed', since: '2020-01-01T00:00:00.000Z' },
    });
    expect(saved.status).toBe(200);
    expect((await readExperiment(running.id)).since).toBe(fiftyFifty.startsAt);
  });

  it('starts a new since point when the weights change while running', async () => {
    const before = Date.now();
    const saved = await callApi(cms.url, `/experiments/${running.id}`, {
      token: marketer,
      method: 'PATCH',
      body: {
        variants: [
          { version: 1, weight: 70 },
          { version: 2, weight: 30 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse((await readExperiment(running.id)).since)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the since point when only the internal name of a variant in the experiment is published', async () => {
    const sinceBefore = (await readExperiment(running.id)).since;
    const [variant] = docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=2'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const published = await callApi(cms.url, `/landing-variants/${String(variant?.id)}`, {
      token: marketer,
      method: 'PATCH',
      body: { internalName: 'Version 2, renamed for the team', _status: 'published' },
    });
    expect(published.status).toBe(200);
    expect((await readExperiment(running.id)).since).toBe(sinceBefore);
  });

  it('starts a new since point when a variant in the experiment is published with new content', async () => {
    const sinceBefore = (await readExperiment(running.id)).since;
    const [variant] = docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=2&depth=0'));
    const hero = { ...(variant?.hero as Record<string, unknown>), title: 'A new headline for version 2' };
    const path = `/landing-variants/${String(variant?.id)}`;
    // Saved as a draft first, as a marketer does: the publish still counts as the change visitors see.
    const draft = await callApi(cms.url, `${path}?draft=true`, {
      token: marketer,
      method: 'PATCH',
      body: { hero, _status: 'draft' },
    });
    expect(draft.status).toBe(200);
    expect((await readExperiment(running.id)).since).toBe(sinceBefore);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const published = await callApi(cms.url, path, {
      token: marketer,
      method: 'PATCH',
      body: { hero, _status: 'published' },
    });
    expect(published.status).toBe(200);
    expect(Date.parse((await readExperiment(running.id)).since)).toBeGreaterThan(Date.parse(sinceBefore));
  });

  it('leaves the since point alone when a version outside the experiment is published', async () => {
    const sinceBefore = (await readExperiment(running.id)).since;
    const [variant] = docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=3'));
    await callApi(cms.url, `/landing-variants/${String(variant?.id)}`, {
      token: marketer,
      method: 'PATCH',
      body: { internalName: 'Version 3, new hero', _status: 'published' },
    });
    expect((await readExperiment(running.id)).since).toBe(sinceBefore);
  });

  it('ends the experiment with a chosen winner, which frees / for the next one', async () => {
    const finished = await callApi(cms.url, `/experiments/${running.id}`, {
      token: marketer,
      method: 'PATCH',
      body: { status: 'finished', winner: 2 },
    });
    expect(finished.status).toBe(200);
    expect(await readExperiment(running.id)).toMatchObject({ status: 'finished', winner: 2 });
    expect((await createExperiment({ ...fiftyFifty, name: 'Next test' })).status).toBe(201);
  });
});
