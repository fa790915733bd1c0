import { experimentListSchema } from '@seniorguide/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// An experiment's name is for staff ("Only marketers see this name"): anonymous readers (the site, anyone)
// get every experiment without it; signed-in staff and the tracker's key (CMS_POSTBACK_READ_KEY, which the
// tracker already sends to the CMS) read it, for the operator's results.

const trackerKey = 'tracker-shared-read-key-0123456789abcdef';
const secretName = `Hero test with the new price ${Date.now()}`;
let cms: RunningCms;
let experimentId = '';
let operator = '';

beforeAll(async () => {
  cms = await startCms({ port: 3118, extraEnv: { CMS_POSTBACK_READ_KEY: trackerKey } });
  const adminToken = await signIn(cms.url, testAdmin);
  const marketer = (await createStaff(cms.url, { adminToken, role: 'marketer' })).token;
  operator = (await createStaff(cms.url, { adminToken, role: 'operator' })).token;
  const created = await callApi(cms.url, '/experiments', {
    token: marketer,
    method: 'POST',
    body: {
      name: secretName,
      route: '/',
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50 },
      ],
      startsAt: '2026-11-01T00:00:00.000Z',
      status: 'paused',
    },
  });
  experimentId = String((created.body.doc as { id: string }).id);
});

afterAll(async () => {
  await cms?.stop();
});

async function read(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${cms.url}/api${path}`, { headers });
  return { status: response.status, text: await response.text() };
}

describe('experiment names', () => {
  it.each(['/experiments?depth=0&limit=50&sort=-updatedAt', '/experiments/:id?depth=0'])(
    'are left out of what an anonymous reader gets from %s',
    async (template) => {
      const answer = await read(template.replace(':id', experimentId));
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('"variants"');
      expect(answer.text).not.toContain(secretName);
      expect(answer.text).not.toContain('"name"');
    },
  );

  it('cannot be guessed by filtering on them anonymously', async () => {
    const answer = await read(`/experiments?where[name][like]=${encodeURIComponent(secretName.slice(0, 9))}`);
    expect(answer.text).not.toContain(experimentId);
  });

  it('leave the site with everything it reads (the experiments its pages assign)', async () => {
    const answer = await read('/experiments?depth=0&limit=50&sort=-updatedAt');
    const parsed = experimentListSchema.parse(JSON.parse(answer.text));
    expect(parsed.docs.map((doc) => doc.id)).toContain(experimentId);
  });

  it('are read by signed-in staff and by the tracker with its key', async () => {
    const asOperator = await read(`/experiments/${experimentId}?depth=0`, { authorization: `JWT ${operator}` });
    expect(JSON.parse(asOperator.text)).toMatchObject({ name: secretName });
    const asTracker = await read('/experiments?depth=0&limit=100&sort=-startsAt', {
      'X-Postback-Settings-Key': trackerKey,
    });
    expect(asTracker.text).toContain(secretName);
    const wrongKey = await read('/experiments?depth=0&limit=100&sort=-startsAt', {
      'X-Postback-Settings-Key': `${trackerKey}x`,
    });
    expect(wrongKey.text).not.toContain(secretName);
  });
});
