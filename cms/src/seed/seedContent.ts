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

type SeedStep = {
  name: string;
  isUntouched: (payload: Payload) => Promise<boolean>;
  seed: (args: SeedArgs) => Promise<void>;
};

const isEmpty = (collection: 'landing-variants' | 'offers' | 'demo-pages') => async (payload: Payload) =>
  (await payload.count({ collection })).totalDocs === 0;

const wasNeverSaved = (slug: 'site-settings' | 'page-texts' | 'section8-bonus') => async (payload: Payload) =>
  !(await payload.findGlobal({ slug, depth: 0 })).updatedAt;

const steps: SeedStep[] = [
  {
    name: collectionSlugs.landingVariants,
    isUntouched: isEmpty(collectionSlugs.landingVariants),
    seed: async ({ payload, getMediaIds }) => {
      const mediaIds = await getMediaIds();
      for (const value of seedLandingVariants) {
        await payload.create({
          collection: collectionSlugs.landingVariants,
          data: withMediaIds({ value, mediaIds }),
          ...publish,
        });
      }
    },
  },
  {
    name: collectionSlugs.offers,
    isUntouched: isEmpty(collectionSlugs.offers),
    seed: async ({ payload, getMediaIds }) => {
      const mediaIds = await getMediaIds();
      for (const value of seedOffers) {
        await payload.create({
          collection: collectionSlugs.offers,
          data: withMediaIds({ value, mediaIds }),
          ...publish,
        });
      }
    },
  },
  {
    name: collectionSlugs.demoPages,
    isUntouched: isEmpty(collectionSlugs.demoPages),
    seed: async ({ payload }) => {
      for (const value of seedDemoPages) {
        await payload.create({
          collection: collectionSlugs.demoPages,
          data: withMediaIds({ value, mediaIds: new Map() }),
          ...publish,
        });
      }
    },
  },
  {
    name: globalSlugs.siteSettings,
    isUntouched: wasNeverSaved(globalSlugs.siteSettings),
    seed: async ({ payload, getMediaIds }) => {
      const data = withMediaIds({ value: seedSiteSettings, mediaIds: await getMediaIds() });
      await payload.updateGlobal({ slug: globalSlugs.siteSettings, data, ...publish });
    },
  },
  {
    name: globalSlugs.pageTexts,
    isUntouched: wasNeverSaved(globalSlugs.pageTexts),
    seed: async ({ payload }) => {
      const data = withMediaIds({ value: seedPageTexts, mediaIds: new Map() });
      await payload.updateGlobal({ slug: globalSlugs.pageTexts, data, ...publish });
    },
  },
  {
    name: globalSlugs.section8Bonus,
    isUntouched: wasNeverSaved(globalSlugs.section8Bonus),
    seed: async ({ payload }) => {
      const data = withMediaIds({ value: seedSection8Bonus, mediaIds: new Map() });
      await payload.updateGlobal({ slug: globalSlugs.section8Bonus, data, ...publish });
    },
  },
];

/**
 * Seeds each collection or global only while it is untouched, so a marketer's deletions stay
 * deleted and a second start changes nothing. Returns the names of what it seeded.
 */
export async function seedContent(args: SeedArgs): Promise<string[]> {
  const seeded: string[] = [];
  for (const step of steps) {
    if (!(await step.isUntouched(args.payload))) continue;
    await step.seed(args);
    seeded.push(step.name);
  }
  return seeded;
}
