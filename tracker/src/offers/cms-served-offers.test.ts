import { describe, expect, it } from 'vitest';
import { createCmsServedOffers } from './cms-served-offers.ts';

// The published offers as the tracker reads them from the CMS: kept 30 s, re-read for an unknown id at most
// every 2 s, the last list kept through an outage, and a 503 only when no list was ever read.

const offer = (slug: string, sequential: number | null, list: number | null = null) => ({
  slug,
  flows: [...(sequential === null ? [] : ['sequential']), ...(list === null ? [] : ['list'])],
  order: { sequential, list },
});

function cms(docs: unknown[]) {
  const state = { docs, calls: 0, down: false };
  const fetch = async () => {
    state.calls += 1;
    if (state.down) throw new Error('connection refused');
    return new Response(JSON.stringify({ docs: state.docs }), { headers: { 'content-type': 'application/json' } });
  };
  return { state, fetch };
}

describe('the offers the flows serve, from the CMS', () => {
  it('serves the first seven of each flow in the marketer order, not the eighth', async () => {
    const { fetch } = cms([
      ...Array.from({ length: 8 }, (_, index) => offer(`seq-${index}`, index + 1)),
      offer('list-only', null, 1),
    ]);
    const served = await createCmsServedOffers({ cmsUrl: 'http://cms.test', clock: () => 0, fetch })();
    expect([...served].sort()).toEqual(
      [...Array.from({ length: 7 }, (_, index) => `seq-${index}`), 'list-only'].sort(),
    );
  });

  it('keeps a list 30 s, re-reads for an unknown id at most every 2 s, and keeps the last list through an outage', async () => {
    let now = 0;
    const { state, fetch } = cms([offer('medicare', 1)]);
    const source = createCmsServedOffers({ cmsUrl: 'http://cms.test', clock: () => now, fetch });
    await source();
    now = 1_000;
    await source();
    await source({ fresh: true });
    expect(state.calls).toBe(1);
    state.docs = [offer('medicare', 1), offer('new-offer', 2)];
    now = 2_500;
    expect((await source({ fresh: true })).has('new-offer')).toBe(true);
    expect(state.calls).toBe(2);
    state.down = true;
    now = 60_000;
    expect((await source()).has('new-offer')).toBe(true);
  });

  it('answers 503 when the CMS was never read', async () => {
    const { state, fetch } = cms([]);
    state.down = true;
    await expect(createCmsServedOffers({ cmsUrl: 'http://cms.test', clock: () => 0, fetch })()).rejects.toMatchObject({
      status: 503,
    });
  });
});
