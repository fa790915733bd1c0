import { describe, expect, it } from 'vitest';
import { postbackKeyHeader } from '../auth/cms-key.ts';
import { createCmsReviewThreshold } from './review-threshold.ts';

function fakeCms(bodies: unknown[]) {
  const keys: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    keys.push(new Headers(init?.headers).get(postbackKeyHeader));
    return Response.json(bodies[Math.min(keys.length - 1, bodies.length - 1)]);
  };
  return { keys, fetch };
}

describe('the review threshold from the CMS', () => {
  it('reads the Postbacks global with the key, in the background, and holds nothing until it has an answer', async () => {
    let now = 0;
    const cms = fakeCms([{ conversionReview: { holdThreshold: 50 } }, { conversionReview: { holdThreshold: null } }]);
    const threshold = createCmsReviewThreshold({
      cmsUrl: 'http://cms.test',
      key: 'k'.repeat(32),
      fetch: cms.fetch,
      clock: () => now,
    });
    expect(threshold.peek()).toBeNull();
    await threshold.refresh();
    expect(threshold.peek()).toBe(50);
    await threshold.refresh();
    expect(cms.keys).toEqual(['k'.repeat(32)]);
    now = 30_000;
    await threshold.refresh();
    expect(threshold.peek()).toBeNull();
  });

  it('asks once for many calls at a time, and treats an empty or missing field as "hold nothing"', async () => {
    const cms = fakeCms([{ defaultPostback: null }]);
    const threshold = createCmsReviewThreshold({ cmsUrl: 'http://cms.test', key: 'k'.repeat(32), fetch: cms.fetch });
    for (let call = 0; call < 20; call += 1) threshold.peek();
    await threshold.refresh();
    expect(cms.keys).toHaveLength(1);
    expect(threshold.peek()).toBeNull();
  });
});
