import { apiRoutes, type ApiRouteName } from '@seniorguide/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliveryJobId } from '../src/outbox/outbox-service.ts';
import { signupBody } from './support/app.ts';
import { openPostbackHarness, type PostbackHarness } from './support/postback-harness.ts';
import { storeFactories } from './support/stores.ts';

// Walks the contracts' route table rather than a list of its own: every public call with an entry id in its path
// is for the entry's owner, except the guide email's link (openEntryLink), which its signed token authenticates.
// A call added to the table later is covered here without anyone remembering to add it. The app is the whole
// tracker, postbacks included, so every call of the table is mounted.

const tokenAuthenticated: ApiRouteName[] = ['openEntryLink'];
const now = '2026-06-15T16:00:00.000Z';

/** A valid body for each entry call that takes one, so the answer is the owner check's and not validation's. */
const validBodies: Partial<Record<ApiRouteName, object>> = {
  updateEntry: { firstName: 'Eve' },
  saveSelectedOffers: { selectedOffers: ['medicare'] },
  chooseOfferOrder: { flow: 'sequential', offerIds: ['medicare'] },
  recordOfferAction: { action: 'accepted', pageNumber: 1, offerId: 'medicare', offerName: 'M', timestamp: now },
  completeOffers: { acceptedOffers: ['medicare'], totalOffers: 7, completedAt: now },
  notifyOfferComplete: { acceptedOffers: ['medicare'], totalOffers: 7, source: 'x', timestamp: now },
  notifyComplete: { source: 'thank-you', timestamp: now, forceSend: true },
};

const entryCalls = (Object.keys(apiRoutes) as ApiRouteName[])
  .filter(
    (name) =>
      apiRoutes[name].access === 'public' &&
      apiRoutes[name].path.includes('/:id') &&
      !tokenAuthenticated.includes(name),
  )
  .map((name) => ({ name, route: apiRoutes[name] }));

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

describe.each(adapters)('every entry call of the route table is owner-only on $name', (adapter) => {
  let t: PostbackHarness;
  beforeEach(async () => {
    t = await openPostbackHarness(adapter);
    await t.browser('203.0.113.10').post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
  });
  afterEach(() => t.cleanup());

  it('finds the entry calls in the table', () => {
    expect(entryCalls.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['getEntry', 'updateEntry', 'trackDownload', 'notifyComplete', 'recordPixelFired']),
    );
  });

  it.each(entryCalls)(
    'answers $name without the owner’s cookie with the unknown-id 404, and changes nothing',
    async ({ name, route }) => {
      const before = await t.store.getEntry(1);
      const path = route.path.replace(':id', '1').replace(':step', '5');
      const stranger = t.browser('192.0.2.66');
      const verb =
        route.method === 'GET'
          ? stranger.get(path)
          : route.method === 'POST'
            ? stranger.post(path)
            : stranger.put(path);
      const response = await verb.send(validBodies[name] ?? {});
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
      expect(await t.store.getEntry(1)).toEqual(before);
      expect(await t.store.getJobStatus(deliveryJobId({ entryId: 1 }))).toBeNull();
    },
  );
});
