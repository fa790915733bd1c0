import type { PayloadRequest } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';

/**
 * The running experiments a landing version takes part in: a landing-version experiment that has it among its
 * variants, or a content experiment on it (its variants are arms on that one version). A change visitors see
 * of that version restarts their counting; the publish hook and the admin's warning both ask here.
 */
export async function runningExperimentsOf(req: PayloadRequest, version: unknown) {
  const { docs } = await req.payload.find({
    collection: collectionSlugs.experiments,
    where: {
      and: [
        { status: { equals: 'running' } },
        {
          or: [
            { and: [{ kind: { not_equals: 'content' } }, { 'variants.version': { equals: version } }] },
            { and: [{ kind: { equals: 'content' } }, { landingVersion: { equals: version } }] },
          ],
        },
      ],
    },
    depth: 0,
    limit: 10,
    req,
  });
  return docs;
}
