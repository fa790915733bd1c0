import type { CollectionAfterChangeHook } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { variantContentChangedContext } from '../../Experiments/hooks/recordSince.ts';

/**
 * A published change to a landing version that takes part in a running experiment starts a new "since" point
 * there: results from before the change measured other content. Drafts and the seed change nothing.
 */
export const restartExperimentsOnPublish: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context.skipRevalidate || doc._status !== 'published') return doc;
  const running = await req.payload.find({
    collection: collectionSlugs.experiments,
    where: { and: [{ status: { equals: 'running' } }, { 'variants.version': { equals: doc.version } }] },
    depth: 0,
    limit: 10,
    req,
  });
  for (const experiment of running.docs) {
    await req.payload.update({
      collection: collectionSlugs.experiments,
      id: experiment.id,
      data: {},
      context: variantContentChangedContext,
      depth: 0,
      req,
    });
  }
  return doc;
};
