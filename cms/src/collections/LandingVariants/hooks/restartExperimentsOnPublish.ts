import type { CollectionAfterChangeHook, PayloadRequest } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { variantContentChangedContext } from '../../Experiments/hooks/recordSince.ts';
import { runningExperimentsOf } from './runningExperimentsOf.ts';
import { isVisitorVisibleChange } from './visitorVisibleChange.ts';

/**
 * What visitors saw before this publish: the published version before the one just saved. (Payload's
 * `previousDoc` is the newest version, often a draft with the very same change.)
 */
async function previouslyPublished(req: PayloadRequest, doc: Record<string, unknown>) {
  const { docs } = await req.payload.findVersions({
    collection: collectionSlugs.landingVariants,
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    pagination: false,
    req,
  });
  const earlier = docs.find((version) => version.version.updatedAt !== doc.updatedAt);
  return earlier ? (earlier.version as unknown as Record<string, unknown>) : null;
}

/**
 * A published change visitors can see, to a landing version that takes part in a running experiment, starts a
 * new "since" point there: results from before the change measured other content. Drafts, the seed, and a
 * publish of nothing visitors see (the internal name) change nothing.
 */
export const restartExperimentsOnPublish: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context.skipRevalidate || doc._status !== 'published') return doc;
  if (!isVisitorVisibleChange(doc, await previouslyPublished(req, doc))) return doc;
  const running = await runningExperimentsOf(req, doc.version);
  for (const experiment of running) {
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
