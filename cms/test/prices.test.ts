import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// Prices: what partners pay per accepted offer (on each offer) and what affiliates are paid (the affiliate-payouts
// global), as periods. Marketers and admins edit them; operators read them; the tracker reads them with its key;
// an anonymous reader sees neither, although the offers themselves are public.

const readKey = 'prices-test-read-key-0123456789abcdef';
let cms: RunningCms;
const tokens = { admin: '', marketer: '', operator: '' };

beforeAll(async () => {
  cms = await startCms({ port: 3158, extraEnv: { CMS_POSTBACK_READ_KEY: readKey } });
  tokens.admin = await signIn(cms.url, testAdmin);
  tokens.operator = (await createStaff(cms.url, { adminToken: tokens.admin, role: 'operator' })).token;
  tokens.marketer = (await createStaff(cms.url, { adminToken: tokens.admin, role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
});

const offerPrices = [
  { effectiveFrom: '2026-01-01T00:00:00.000Z', currency: 'USD', perAcceptedOffer: 12.5 },
  { effectiveFrom: '2026-06-01T00:00:00.000Z', currency: 'USD', perAcceptedOffer: 15 },
];

const payouts = {
  default: {
    periods: [{ effectiveFrom: '2026-01-01T00:00:00.000Z', currency: 'USD', signup: 1.25, acceptedOffer: 2 }],
  },
  affiliates: [
    {
      affiliateId: '555',
      periods: [{ effectiveFrom: '2026-03-01T00:00:00.000Z', currency: 'USD', signup: 2, acceptedOffer: 3.5 }],
    },
  ],
};

async function withKey(route: string, key = readKey) {
  const response = await fetch(`${cms.url}/api${route}`, { headers: { 'X-Postback-Settings-Key': key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function publishedOfferId(): Promise<string> {
  const [offer] = docsOf(await callApi(cms.url, '/offers?limit=1&where[_status][equals]=published'));
  return String(offer?.id);
}

describe('the prices of an offer', () => {
  it('are set by a marketer and read by staff and the tracker key, never by an anonymous reader', async () => {
    const id = await publishedOfferId();
    const saved = await callApi(cms.url, `/offers/${id}`, {
      token: tokens.marketer,
      method: 'PATCH',
      body: { prices: offerPrices, _status: 'published' },
    });
    expect(saved.status).toBe(200);

    for (const token of [tokens.operator, tokens.marketer, tokens.admin]) {
      const read = await callApi(cms.url, `/offers/${id}`, { token });
      expect(read.body.prices).toMatchObject(offerPrices);
    }
    expect((await withKey(`/offers/${id}`)).body.prices).toMatchObject(offerPrices);

    const anonymous = await callApi(cms.url, `/offers/${id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.title).toEqual(expect.any(String));
    // Payload answers a field its reader may not see as an empty list: no period, no amount.
    expect(anonymous.body.prices ?? []).toEqual([]);
    const wrongKey = await withKey(`/offers/${id}`, 'a-wrong-key-of-the-same-length-000000');
    expect(wrongKey.body.prices ?? []).toEqual([]);
  });

  it('cannot be changed by an operator', async () => {
    const id = await publishedOfferId();
    const response = await callApi(cms.url, `/offers/${id}`, {
      token: tokens.operator,
      method: 'PATCH',
      body: { prices: [{ effectiveFrom: '2026-02-01T00:00:00.000Z', currency: 'USD', perAcceptedOffer: 99 }] },
    });
    expect(response.status).toBe(403);
  });

  it('refuses fractions of a cent, negative amounts and two periods starting together', async () => {
    const id = await publishedOfferId();
    for (const prices of [
      [{ effectiveFrom: '2026-01-01T00:00:00.000Z', currency: 'USD', perAcceptedOffer: 1.005 }],
      [{ effectiveFrom: '2026-01-01T00:00:00.000Z', currency: 'USD', perAcceptedOffer: -1 }],
      [offerPrices[0], { ...offerPrices[1], effectiveFrom: offerPrices[0]?.effectiveFrom }],
    ]) {
      const response = await callApi(cms.url, `/offers/${id}`, {
        token: tokens.marketer,
        method: 'PATCH',
        body: { prices },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('the affiliate-payouts global', () => {
  it('is saved by a marketer and an admin, never by an operator or anonymous caller', async () => {
    expect((await callApi(cms.url, '/globals/affiliate-payouts', { method: 'POST', body: payouts })).status).toBe(403);
    const byOperator = await callApi(cms.url, '/globals/affiliate-payouts', {
      token: tokens.operator,
      method: 'POST',
      body: payouts,
    });
    expect(byOperator.status).toBe(403);
    for (const token of [tokens.admin, tokens.marketer]) {
      const saved = await callApi(cms.url, '/globals/affiliate-payouts', { token, method: 'POST', body: payouts });
      expect(saved.status).toBe(200);
    }
  });

  it('is read by operators, marketers, admins and the tracker key; anonymous readers are refused', async () => {
    for (const token of [tokens.operator, tokens.marketer, tokens.admin]) {
      const read = await callApi(cms.url, '/globals/affiliate-payouts', { token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject(payouts);
    }
    expect((await withKey('/globals/affiliate-payouts')).body).toMatchObject(payouts);
    expect((await callApi(cms.url, '/globals/affiliate-payouts')).status).toBe(403);
  });

  it('refuses an affiliate listed twice', async () => {
    const twice = { ...payouts, affiliates: [...payouts.affiliates, ...payouts.affiliates] };
    const response = await callApi(cms.url, '/globals/affiliate-payouts', {
      token: tokens.marketer,
      method: 'POST',
      body: twice,
    });
    expect(response.status).toBe(400);
  });
});
