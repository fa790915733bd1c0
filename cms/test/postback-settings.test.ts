import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// The postback settings global over real HTTP: it holds signing secrets, so only marketers, admins and the
// tracker's key may read it; marketers and admins may change it; a URL the SSRF rules refuse is not saved.

const readKey = 'tracker-postback-read-key-0123456789abcdef';
let cms: RunningCms;
let admin = '';
let marketer = '';
let operator = '';

beforeAll(async () => {
  cms = await startCms({ port: 3187, extraEnv: { CMS_POSTBACK_READ_KEY: readKey } });
  admin = await signIn(cms.url, testAdmin);
  marketer = (await createStaff(cms.url, { adminToken: admin, role: 'marketer' })).token;
  operator = (await createStaff(cms.url, { adminToken: admin, role: 'operator' })).token;
});

afterAll(async () => {
  await cms?.stop();
});

const goodSettings = {
  defaultPostback: {
    enabled: true,
    urlTemplate: 'https://track.partner.com/pb?click={clickid}&sub={subid}&e={event}&p={payout}&key=abc',
    events: ['email_submitted', 'thank_you'],
    clickIdSource: 'auto',
    secret: 'whsec-0123456789',
    payouts: { email_submitted: 1.25 },
  },
  affiliates: [
    {
      affiliateId: '17',
      enabled: true,
      urlTemplate: 'https://t.other.com/{subid}',
      events: ['offer_accepted'],
      clickIdSource: 's2',
    },
  ],
};

async function readWithKey(key: string) {
  const response = await fetch(`${cms.url}/api/globals/postback-settings?depth=0`, {
    headers: { 'X-Postback-Settings-Key': key },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the postback-settings global', () => {
  it('is saved by a marketer and read back by an admin', async () => {
    const saved = await callApi(cms.url, '/globals/postback-settings', {
      token: marketer,
      method: 'POST',
      body: goodSettings,
    });
    expect(saved.status).toBe(200);
    const read = await callApi(cms.url, '/globals/postback-settings', { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      defaultPostback: { urlTemplate: goodSettings.defaultPostback.urlTemplate, secret: 'whsec-0123456789' },
    });
  });

  it('is read by the tracker with the shared key, and by nobody else', async () => {
    expect((await readWithKey(readKey)).body).toMatchObject({
      affiliates: [{ affiliateId: '17', clickIdSource: 's2' }],
    });
    expect((await readWithKey('a-wrong-key-of-the-same-kind-0123456789')).status).toBe(403);
    expect((await callApi(cms.url, '/globals/postback-settings')).status).toBe(403);
    expect((await callApi(cms.url, '/globals/postback-settings', { token: operator })).status).toBe(403);
  });

  it("keeps the marketer's hold threshold (a whole number from 1 to 100, or none) for the tracker's key to read", async () => {
    const saved = await callApi(cms.url, '/globals/postback-settings', {
      token: marketer,
      method: 'POST',
      body: { ...goodSettings, conversionReview: { holdThreshold: 50 } },
    });
    expect(saved.status).toBe(200);
    expect((await readWithKey(readKey)).body).toMatchObject({ conversionReview: { holdThreshold: 50 } });
    for (const holdThreshold of [0, 101, 12.5]) {
      const refused = await callApi(cms.url, '/globals/postback-settings', {
        token: marketer,
        method: 'POST',
        body: { ...goodSettings, conversionReview: { holdThreshold } },
      });
      expect(refused.status, String(holdThreshold)).toBe(400);
    }
    expect((await readWithKey(readKey)).body).toMatchObject({ conversionReview: { holdThreshold: 50 } });
    await callApi(cms.url, '/globals/postback-settings', {
      token: marketer,
      method: 'POST',
      body: { ...goodSettings, conversionReview: { holdThreshold: null } },
    });
    expect((await readWithKey(readKey)).body).toMatchObject({ conversionReview: { holdThreshold: null } });
  });

  it('may not be changed by an operator', async () => {
    const response = await callApi(cms.url, '/globals/postback-settings', {
      token: operator,
      method: 'POST',
      body: goodSettings,
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['a private address', 'https://10.0.0.8/pb?s={subid}'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['plain http', 'http://track.partner.com/pb'],
    ['an unknown macro', 'https://track.partner.com/pb?e={email}'],
  ])('refuses to save %s', async (_name, urlTemplate) => {
    const response = await callApi(cms.url, '/globals/postback-settings', {
      token: admin,
      method: 'POST',
      body: { ...goodSettings, affiliates: [{ affiliateId: '9', enabled: true, urlTemplate, events: ['thank_you'] }] },
    });
    expect(response.status).toBe(400);
    const stored = await callApi(cms.url, '/globals/postback-settings', { token: admin });
    expect(JSON.stringify(stored.body)).not.toContain(urlTemplate);
  });
});
