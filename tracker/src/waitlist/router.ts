import type { Clock } from '../clock.ts';
import type { ConsentLedger } from '../consent/consent-ledger.ts';
import { verifyEntryLinkToken } from '../http/entry-link-token.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import { toEntryView } from './entry-view.ts';
import type { createLookupService } from './lookup-service.ts';
import type { WaitlistService } from './waitlist-service.ts';

// The /api/waitlist calls: path and schema come from the contracts' table, one service call each.
// Every call on an entry id is for the browser that owns it: the mounter checks that for all of them
// (http/owner-only.ts) before a handler runs; anyone else gets the unknown-id 404.

const success = { success: true } as const;

export function mountWaitlistRoutes({
  mount,
  waitlist,
  lookups,
  links,
  consent,
}: {
  mount: RouteMounter;
  waitlist: WaitlistService;
  lookups: ReturnType<typeof createLookupService>;
  links: { secret: string; clock: Clock };
  consent: ConsentLedger;
}): void {
  // POST /api/waitlist: sign up; the answered entry belongs to this browser from now on. A repeated email
  // answers like a new one (201, the cookie, a fresh id): see waitlist.join.
  mount('joinWaitlist', async ({ body }, { client, ownership, res }) => {
    const entry = await waitlist.join(body, client, ownership());
    ownership().grant(entry.id);
    await consent.recordSignup({ answeredId: entry.id, email: body.email, disclosure: body.disclosure, client });
    res.status(201);
    return { entry: toEntryView(entry, { showEmail: true }) };
  });

  // GET /api/waitlist/:id/open?token=: the guide email's download link; a valid token makes this browser an owner.
  // The page gets the id only: it reads the address through the owner-only GET /api/waitlist/:id, so the
  // address is in no URL (browser history, proxy and server logs).
  mount('openEntryLink', async ({ params, query }, { ownership, res }) => {
    const linkedId = verifyEntryLinkToken({ token: query.token, secret: links.secret, now: links.clock() });
    const entry = linkedId === params.id ? await waitlist.find(params.id) : null;
    let location = '/ebook-download';
    if (entry) {
      ownership().grant(entry.id);
      location += `?${new URLSearchParams({ id: String(entry.id) }).toString()}`;
    }
    res.redirect(303, location);
    return { location };
  });

  // GET /api/waitlist/by-email: session recovery by email, optionally falling back to the caller's IP
  mount('findEntryByEmail', ({ query }, { client, ownership }) => lookups.byEmail(query, client, ownership()));

  // POST /api/waitlist/by-ip: the most recent entry from the caller's IP within the window
  mount('findEntryByIp', (_input, { client, ownership }) => lookups.byIp(client, ownership()));

  // GET /api/waitlist/:id: the entry, to its owner
  mount('getEntry', async ({ params }) => ({ entry: toEntryView(await waitlist.get(params.id), { showEmail: true }) }));

  // PUT /api/waitlist/:id: personal information (unused by the shown flow)
  mount('updateEntry', async ({ params, body }) => {
    const entry = await waitlist.updatePersonalInfo(params.id, body);
    return { entry: toEntryView(entry, { showEmail: true }) };
  });

  // PUT /api/waitlist/:id/step/2: continued to the offers
  mount('markContinuedToOffers', async ({ params }, { client }) => {
    await waitlist.markContinued(params.id, client);
    return success;
  });

  // PUT /api/waitlist/:id/step/complete: the offer flow is over
  mount('markStepComplete', async ({ params }, { client }) => {
    await waitlist.completeOfferFlow(params.id, [], client);
    return success;
  });

  // PUT /api/waitlist/:id/step/:step: any funnel step (defined, unused)
  mount('setEntryStep', async ({ params }, { client }) => {
    await waitlist.setStep(params.id, params.step, client);
    return success;
  });

  // PUT /api/waitlist/:id/complete: the whole flow is complete (defined, unused)
  mount('completeEntry', async ({ params }, { client }) => {
    await waitlist.reachThankYou(params.id, client, { updateClient: false });
    return success;
  });

  // PUT /api/waitlist/:id/offers: the list variant's selection
  mount('saveSelectedOffers', async ({ params, body }, { client }) => {
    await waitlist.saveSelectedOffers(params.id, body.selectedOffers, client);
    return success;
  });

  // POST /api/waitlist/:id/offers: the same call sent by navigator.sendBeacon on page unload (text/plain JSON)
  mount(
    'saveSelectedOffers',
    async ({ params, body }, { client }) => {
      await waitlist.saveSelectedOffers(params.id, body.selectedOffers, client);
      return success;
    },
    { method: 'post', acceptBeaconText: true },
  );

  // PUT /api/waitlist/:id/offer-action: an accepted or declined offer of the sequential flow
  mount('recordOfferAction', async ({ params, body }, { client }) => {
    await waitlist.recordOfferAction(params.id, body, client);
    if (body.action === 'accepted') {
      await consent.recordOfferAccepted({
        entryId: params.id,
        offer: { offerId: body.offerId, offerName: body.offerName },
        disclosure: body.disclosure,
        client,
      });
    }
    return success;
  });

  // PUT /api/waitlist/:id/complete-offers: the sequential flow's summary of accepted offers
  mount('completeOffers', async ({ params, body }, { client }) => {
    await waitlist.completeOfferFlow(params.id, body.acceptedOffers, client);
    return success;
  });

  // POST /api/waitlist/:id/notify-offer-complete: the completion notice (same facts as complete-offers)
  mount('notifyOfferComplete', async ({ params, body }, { client }) => {
    await waitlist.completeOfferFlow(params.id, body.acceptedOffers, client);
    return success;
  });

  // PUT /api/waitlist/:id/update-client-info: the thank-you page was reached from this address and agent
  mount('updateClientInfo', async ({ params }, { client }) => {
    await waitlist.reachThankYou(params.id, client, { updateClient: true });
    return success;
  });

  // PUT /api/waitlist/:id/download: this entry downloaded the ebook
  mount('trackDownload', async ({ params }, { client }) => {
    await waitlist.trackDownload(params.id, client);
    return success;
  });
}
