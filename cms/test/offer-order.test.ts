import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// The offer order of each flow: a marketer switches a flow to "by earnings" (which records when, the start of
// the comparison with the fixed order); operators and the tracker's key read it; an anonymous reader and an
// operator cannot change it.

const readKey = 'offer-order-test-read-key-0123456789abc';
let cms: RunningCms;
const tokens = { admin: '', marketer: '', operator: '' };

beforeAll(async () => {
  cms = await startCms({ port: 3159, extraEnv: { CMS_POSTBACK_READ_KEY: readKey } });
  tokens.admin = await signIn(cms.url, testAdmin);
  tokens.operator = (await createStaff(cms.url, { adminToken: tokens.admin, role: 'operator' })).token;
  tokens.marketer = (await createStaff(cms.url, { adminToken: tokens.admin, role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
});

describe('the offer order global', () => {
  it('starts in the fixed order for both flows', async () => {
    const read = await callApi(cms.url, '/globals/offer-order', { token: tokens.operator });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ sequential: 'fixed', list: 'fixed' });
  });

  it('is switched to by earnings by a marketer, which records since when; staff and the tracker key read it', async () => {
    const before = Date.now();
    const saved = await callApi(cms.url, '/globals/offer-order', {
      token: tokens.marketer,
      method: 'POST',
      body: { sequential: 'earnings', list: 'fixed' },
    });
    expect(saved.status).toBe(200);
    const since = Date.parse(String((saved.body.result as Record<string, unknown>).sequentialSince));
    expect(since).toBeGreaterThanOrEqual(before - 1000);

    // Saving again without a change keeps the start of the comparison.
    await callApi(cms.url, '/globals/offer-order', {
      token: tokens.marketer,
      method: 'POST',
      body: { sequential: 'earnings', list: 'fixed' },
    });
    const response = await fetch(`${cms.url}/api/globals/offer-order`, {
      headers: { 'X-Postback-Settings-Key': readKey },
    });
    const byKey = (await response.json()) as Record<string, unknown>;
    expect(byKey).toMatchObject({ sequential: 'earnings', list: 'fixed' });
    expect(Date.parse(String(byKey.sequentialSince))).toBe(since);
  });

  it('cannot be changed by an operator or an anonymous caller', async () => {
    for (const token of [tokens.operator, undefined]) {
      const response = await callApi(cms.url, '/globals/offer-order', {
        ...(token ? { token } : {}),
        method: 'POST',
        body: { sequential: 'fixed' },
      });
      expect(response.status).toBe(403);
    }
    const anonymous = await callApi(cms.url, '/globals/offer-order');
    expect(anonymous.status).toBe(403);
  });
});
