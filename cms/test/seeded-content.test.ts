import {
  seedDemoPages,
  seedLandingVariants,
  seedOffers,
  seedPageTexts,
  seedSection8Bonus,
  seedSiteSettings,
  selectOffersForFlow,
} from '@seniorguide/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, docsOf } from './support/rest.ts';
import { expectedFromSeed } from './support/seedShape.ts';
import { type RunningCms, startCms } from './support/startCms.ts';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ port: 3111 });
});

afterAll(async () => {
  await cms?.stop();
});

async function readCollection(collection: string) {
  return docsOf(await callApi(cms.url, `/${collection}?depth=1&limit=100`));
}

describe('a freshly started CMS serves the seed content to anonymous readers', () => {
  it('answers landing versions 1, 2 and 3 with the texts of the spec', async () => {
    const variants = await readCollection('landing-variants');
    expect(variants.map((variant) => variant.version).toSorted()).toEqual([1, 2, 3]);
    for (const seed of seedLandingVariants) {
      expect(variants.find((variant) => variant.version === seed.version)).toMatchObject(
        expectedFromSeed(seed) as object,
      );
    }
    expect(variants[0]).toMatchObject({
      signupModal: { title: 'Senior Savings Guide Signup', pendingLabel: 'Checking...' },
      inlineSuccess: { title: "You're all set!", resetLabel: 'Sign up another person' },
    });
  });

  it('answers every offer, in the sequential and list orders of the spec', async () => {
    const offers = await readCollection('offers');
    expect(offers).toHaveLength(seedOffers.length);
    for (const seed of seedOffers) {
      expect(offers.find((offer) => offer.slug === seed.slug)).toMatchObject(expectedFromSeed(seed) as object);
    }
    const restOffers = seedOffers.map((seed) => ({ ...seed, ...offers.find((offer) => offer.slug === seed.slug) }));
    expect(selectOffersForFlow({ offers: restOffers, flow: 'sequential' }).map((offer) => offer.slug)).toEqual([
      'housing-grants',
      'medicare',
      'dental-implants',
      'meals-on-wheels',
      'wise-savings',
      'auto-insurance',
      'government-assistance',
    ]);
  });

  it('answers the three demo offer pages with their claims and alerts', async () => {
    const pages = await readCollection('demo-pages');
    for (const seed of seedDemoPages) {
      expect(pages.find((page) => page.slug === seed.slug)).toMatchObject(expectedFromSeed(seed) as object);
    }
  });

  it.each([
    { global: 'site-settings', seed: seedSiteSettings },
    { global: 'page-texts', seed: seedPageTexts },
    { global: 'section8-bonus', seed: seedSection8Bonus },
  ])('answers the $global global with its seed texts', async ({ global, seed }) => {
    const { status, body } = await callApi(cms.url, `/globals/${global}?depth=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject(expectedFromSeed(seed) as object);
  });

  it('serves the uploaded seed images', async () => {
    const response = await fetch(`${cms.url}/api/media/file/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('Senior Savings Guide');
  });

  it('changes nothing when started a second time on the same database', async () => {
    const before = await Promise.all(['offers', 'landing-variants', 'demo-pages', 'media'].map(readCollection));
    await cms.restart();
    const after = await Promise.all(['offers', 'landing-variants', 'demo-pages', 'media'].map(readCollection));
    expect(after.map((docs) => docs.map((doc) => doc.id).toSorted())).toEqual(
      before.map((docs) => docs.map((doc) => doc.id).toSorted()),
    );
    expect(cms.output()).not.toMatch(/Seeded .* from @seniorguide\/content[\s\S]*Seeded/);
  });
});
