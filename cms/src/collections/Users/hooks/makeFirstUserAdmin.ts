import type { CollectionBeforeChangeHook } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';

// The admin panel's "create first user" form has no roles field for a signed-out visitor,
// so the very first account becomes an admin instead of a powerless operator.
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({ collection: collectionSlugs.users, req, overrideAccess: true });
  if (totalDocs > 0) return data;
  return { ...data, roles: ['admin'] };
};
