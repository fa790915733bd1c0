import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload';
import { notifySite } from './notifySite.ts';

// Seeding publishes everything at once; it asks not to ping the site for each document.
export const skipRevalidateContext = { skipRevalidate: true } satisfies RequestContext;

type WithStatus = { _status?: 'draft' | 'published' | null };

/** A draft save leaves the published document alone, so only a publish (or a save without drafts) matters. */
function isPublished(doc: WithStatus): boolean {
  return doc._status === undefined || doc._status === 'published';
}

type SlugOf = (doc: Record<string, unknown>) => string | null;

const slugFromField: SlugOf = (doc) => (typeof doc.slug === 'string' ? doc.slug : null);

export function revalidateCollectionOnPublish({ slugOf = slugFromField }: { slugOf?: SlugOf } = {}) {
  const hook: CollectionAfterChangeHook = ({ doc, collection, req }) => {
    if (req.context.skipRevalidate || !isPublished(doc)) return doc;
    void notifySite({
      payload: req.payload,
      body: { collection: collection.slug, id: String(doc.id), slug: slugOf(doc) },
    });
    return doc;
  };
  return hook;
}

export function revalidateCollectionOnDelete({ slugOf = slugFromField }: { slugOf?: SlugOf } = {}) {
  const hook: CollectionAfterDeleteHook = ({ doc, collection, req }) => {
    if (req.context.skipRevalidate) return doc;
    void notifySite({
      payload: req.payload,
      body: { collection: collection.slug, id: String(doc.id), slug: slugOf(doc) },
    });
    return doc;
  };
  return hook;
}

// A global is one document; its slug names it (a draft-enabled global's hook sees no id).
export const revalidateGlobalOnPublish: GlobalAfterChangeHook = ({ doc, global, req }) => {
  if (req.context.skipRevalidate || !isPublished(doc)) return doc;
  void notifySite({ payload: req.payload, body: { global: global.slug, id: global.slug, slug: global.slug } });
  return doc;
};
