import { apiRoutes, type ApiRouteName } from '@seniorguide/contracts';

// Which calls of the contracts' table are for the entry's owner only: every public call with an id in its
// path (an entry's). The mounter checks them all, so a new route cannot forget it. Staff calls with an id
// (an operator replaying a postback) are guarded by their session instead; the one public exception is the
// guide email's link, whose signed token proves ownership (and grants it to the browser that opens it).

const tokenAuthenticated: ReadonlySet<ApiRouteName> = new Set(['openEntryLink']);

export function isOwnerOnly(name: ApiRouteName): boolean {
  const route = apiRoutes[name];
  return route.access === 'public' && route.path.includes('/:id') && !tokenAuthenticated.has(name);
}

/** The entry id of a call's parsed params (the contracts' entry params make it a number). */
export function entryIdOf(params: unknown): number {
  const id = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
  if (typeof id !== 'number') throw new Error('An owner-only call was parsed without a numeric :id');
  return id;
}
