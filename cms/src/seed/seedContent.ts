import {
  seedDemoPages,
  seedLandingVariants,
  seedOffers,
  seedPageTexts,
  seedSection8Bonus,
  seedSiteSettings,
} from '@seniorguide/content';
import type { Payload } from 'payload';
import { skipRevalidateContext } from '../hooks/revalidateOnPublish.ts';
import { collectionSlugs, globalSlugs } from '../slugs.ts';
import { withMediaIds } from './withMediaIds.ts';

// Seed images are uploaded only when something that shows them is about to be seeded.
type SeedArgs = { payload: Payload; getMediaIds: () => Promise<ReadonlyMap<string, string>> };

const publish = { draft: false, context: skipRevalidateContext } as const;

async function isEmpty(payload: Payload, collection: 'landing-variants' | 'offers' | 'demo-pages') {
  const { totalDocs } = await payload.count({ collection });
  return totalDocs === 0;
}

async function wasNeverSaved(payload: Payload, slug: 'site-settings' | 'page-texts' | 'section8-bonus') {
  const global = await payload.findGlobal({ slug, depth: 0 });
  return !global.updatedAt;
}

// A collection or global is seeded only while it is untouched, so a marketer's deletions stay deleted.
export async function seedContent({ payload, getMediaIds }: SeedArgs): Promise<string[]> {
  const seeded: string[] = [];
  if (await isEmpty(payload, collectionSlugs.landingVariants)) {
    for (const value of seedLandingVariants) {
      await payload.create({ collection: collectionSlugs.landingVariants, data: withMediaIds({ value, mediaIds: await getMediaIds() }), ...publish });
    }
    seeded.push(collectionSlugs.landingVariants);
  }
  if (await isEmpty(payload, collectionSlugs.offers)) {
    for (const value of seedOffers) {
      await payload.create({ collection: collectionSlugs.offers, data: withMediaIds({ value, mediaIds: await getMediaIds() }), ...publish });
    }
    seeded.push(collectionSlugs.offers);
  }
  if (await isEmpty(payload, collectionSlugs.demoPages)) {
    for (const value of seedDemoPages) {
      await payload.create({ collection: collectionSlugs.demoPages, data: withMediaIds({ value, mediaIds: await getMediaIds() }), ...publish });
    }
    seeded.push(collectionSlugs.demoPages);
  }
  if (await wasNeverSaved(payload, globalSlugs.siteSettings)) {
    await payload.updateGlobal({ slug: globalSlugs.siteSettings, data: withMediaIds({ value: seedSiteSettings, mediaIds: await getMediaIds() }), ...publish });
    seeded.push(globalSlugs.siteSettings);
  }
  if (await wasNeverSaved(payload, globalSlugs.pageTexts)) {
    await payload.updateGlobal({ slug: globalSlugs.pageTexts, data: withMediaIds({ value: seedPageTexts, mediaIds: await getMediaIds() }), ...publish });
    seeded.push(globalSlugs.pageTexts);
  }
  if (await wasNeverSaved(payload, globalSlugs.section8Bonus)) {
    await payload.updateGlobal({
      slug: globalSlugs.section8Bonus,
      data: withMediaIds({ value: seedSection8Bonus, mediaIds: await getMediaIds() }),
      ...publish,
    });
    seeded.push(globalSlugs.section8Bonus);
  }
  return seeded;
}
