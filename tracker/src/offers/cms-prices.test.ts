import { describe, expect, it } from 'vitest';
import { createCmsPrices } from './cms-prices.ts';

// The prices as the tracker reads them from the CMS: both reads carry the tracker's key, dollars become whole
// cents, a book is kept 30 s, and the last book stays in use through an outage (the empty book before any).

const offers = {
  docs: [
    {
      slug: 'medicare',
      prices: [
        { effectiveFrom: '2026-06-01T00:00:00.000Z', currency: 'USD', perAcceptedOffer: 12.29 },
        { effectiveFrom: '2026-06-10T00:00:00.000Z', currency: 'USD', perAcceptedOffer: 15 },
      ],
    },
    { slug: 'no-prices', prices: [] },
  ],
};
const payouts = {
  default: { periods: [{ effectiveFrom: '2026-06-01T00:00:00.000Z', currency: 'USD', signup: 1.1, acceptedOffer: 2 }] },
  affiliates: [{ affiliateId: ' 555 ', periods: [] }],
};

function cms() {
  const state = { calls: [] as { url: string; key: string | null }[], down: false };
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const href = String(url);
    state.calls.push({ url: href, key: new Headers(init?.headers).get('x-postback-settings-key') });
    if (state.down) throw new Error('connection refused');
    const body = href.includes('/api/offers') ? offers : payouts;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { state, fetch };
}

describe('the prices from the CMS', () => {
  it('reads published offers and the payouts with the key, in whole cents', async () => {
    const { state, fetch } = cms();
    const book = await createCmsPrices({ cmsUrl: 'http://cms.test', key: 'k'.repeat(32), clock: () => 0, fetch })();
    expect(book).toEqual({
      offers: {
        medicare: [
          { from: Date.parse('2026-06-01T00:00:00Z'), acceptedCents: 1229 },
          { from: Date.parse('2026-06-10T00:00:00Z'), acceptedCents: 1500 },
        ],
        'no-prices': [],
      },
      defaultPayouts: [{ from: Date.parse('2026-06-01T00:00:00Z'), signupCents: 110, acceptedCents: 200 }],
      affiliatePayouts: { '555': [] },
    });
    expect(state.calls.map(({ key }) => key)).toEqual(['k'.repeat(32), 'k'.repeat(32)]);
    expect(state.calls.some(({ url }) => url.includes('where[_status][equals]=published'))).toBe(true);
  });

  it('keeps a book 30 s, then answers with it while one read refreshes it in the background', async () => {
    let now = 0;
    const { state, fetch } = cms();
    const prices = createCmsPrices({ cmsUrl: 'http://cms.test', key: 'k'.repeat(32), clock: () => now, fetch });
    const first = await prices();
    expect(state.calls).toHaveLength(2);
    now = 29_000;
    expect(await prices()).toBe(first);
    expect(state.calls).toHaveLength(2);
    now = 31_000;
    state.down = true;
    expect(await prices()).toBe(first);
    expect(state.calls).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The CMS is down: the last book stays in use.
    expect(await prices()).toBe(first);
  });

  it('waits for a first book at most once every 5 s, and gives the empty book while the CMS is down', async () => {
    let now = 0;
    const { state, fetch } = cms();
    state.down = true;
    const errors: unknown[] = [];
    const prices = createCmsPrices({
      cmsUrl: 'http://cms.test',
      key: 'k'.repeat(32),
      clock: () => now,
      fetch,
      onError: (error) => errors.push(error),
    });
    const empty = { offers: {}, defaultPayouts: [], affiliatePayouts: {} };
    expect(await prices()).toEqual(empty);
    now = 4_000;
    expect(await prices()).toEqual(empty);
    expect(state.calls).toHaveLength(2);
    expect(errors).toHaveLength(1);
    state.down = false;
    now = 5_000;
    expect((await prices()).offers.medicare).toHaveLength(2);
  });
});
