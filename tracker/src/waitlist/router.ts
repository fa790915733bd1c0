import type { Clock } from '../clock.ts';
import type { ConsentLedger } from '../consent/consent-ledger.ts';
import { verifyEntryLinkToken } from '../http/entry-link-token.ts';
import type { OfferOrderService } from '../offers/offer-order-service.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { RouteContext } from '../http/mount-route.ts';
import { toEntryView } from './entry-view.ts';
import type { createLookupService } from './lookup-service.ts';
import type { RepeatSignups } from './repeat-signups.ts';
import type { WaitlistService } from './waitlist-service.ts';

// The /api/waitlist calls: path and schema come from the contracts' table, one service call each.
// Every call on an entry id is for the browser that owns it: the mounter checks that for all of them
// (http/owner-only.ts) before a handler runs; anyone else gets the unknown-id 404. A repeated signup's browser
// owns an id with no entry: its calls answer as for an entry and change nothing stored (repeat-signups.ts).

const success = { success: true } as const;

export function mountWaitlistRoutes({
  mount,
  waitlist,
  lookups,
  links,
  consent,
  repeats,
  offerOrder,
}: {
  mount: RouteMounter;
  waitlist: WaitlistService;
  lookups: ReturnType<typeof createLookupService>;
  links: { secret: string; clock: Clock };
  consent: ConsentLedger;
  repeats: RepeatSignups;
  /** The offer order of a flow for this visitor (fixed, or by earnings: offers/offer-order-service.ts). */
  offerOrder: OfferOrderService;
}): void {
  /** Runs the change on the entry; for this browser's repeated signup, `onRepeat` (nothing stored), same answer. */
  const orSuccess = (
    at: Parameters<RepeatSignups['orRepeat']>[0],
    onEntry: () => Promise<unknown>,
    onRepeat: () => void = () => {},
  ) =>
    repeats.orRepeat(
      at,
      async () => {
        await onEntry();
        return success;
      },
      () => {
        onRepeat();
        return success;
      },
    );

  // POST /api/waitlist: sign up; the answered entry belongs to this browser from now on. A repeated email
  // answers like a new one (201, the cookie, a fresh id): see waitlist.join.
  // A new entry's consent record is signed first and written with the entry; a known address's, if any, after.
  mount('joinWaitlist', async ({ body }, { client, ownership, res }) => {
    const { disclosure } = body;
    const record = await consent.signupRecord({ email: body.email, landingVersion: body.version, disclosure, client });
    const { answered, entryId, created } = await waitlist.join(body, client, ownership(), record);
    ownership().grant(answered.id);
    repeats.start(res, { answered, entryId });
    if (!created) await consent.recordSignup({ answered, entryId, disclosure, client });
    res.status(201);
    return { entry: toEntryView(answered, { showEmail: true }) };
  });

  // GET /api/waitlist/:id/open?token=: the guide email's download link; a valid token makes this browser an owner.
  // The page gets the id only: it reads the address through the owner-only GET /api/waitlist/:id, so the
  // address is in no URL (browser history, proxy and server logs).
  mount('openEntryLink', async ({ params, query }, { req, client, ownership, res }) => {
    const linkedId = verifyEntryLinkToken({ token: query.token, secret: links.secret, now: links.clock() });
    const entry = linkedId === params.id ? await waitlist.find(params.id) : null;
    let location = '/ebook-download';
    if (entry) {
      ownership().grant(entry.id);
      await repeats.joinOnProof({ req, res, entry, client });
      location += `?${new URLSearchParams({ id: String(entry.id) }).toString()}`;
    }
    res.redirect(303, location);
    return { location };
  });

  // GET /api/waitlist/by-email: session recovery by email, optionally falling back to the caller's IP
  mount('findEntryByEmail', async ({ query }, { req, client, ownership }) => {
    const found = await lookups.byEmail(query, client, ownership());
    return found.entry ? found : (repeats.lookupOf(req, { email: query.email, byIp: query.ipFallback }) ?? found);
  });

  // POST /api/waitlist/by-ip: the most recent entry from the caller's IP within the window
  mount('findEntryByIp', async (_input, { req, client, ownership }) => {
    const found = await lookups.byIp(client, ownership());
    return found.entry ? found : (repeats.lookupOf(req, { byIp: true }) ?? found);
  });

  // GET /api/waitlist/:id: the entry, to its owner
  mount('getEntry', ({ params }, { req }) =>
    repeats.orRepeat(
      { req, id: params.id },
      async () => ({ entry: toEntryView(await waitlist.get(params.id), { showEmail: true }) }),
      (state) => ({ entry: repeats.viewOf(state) }),
    ),
  );

  // PUT /api/waitlist/:id: personal information (unused by the shown flow)
  mount('updateEntry', ({ params, body }, { req }) =>
    repeats.orRepeat(
      { req, id: params.id },
      async () => ({ entry: toEntryView(await waitlist.updatePersonalInfo(params.id, body), { showEmail: true }) }),
      (state) => ({ entry: repeats.viewOf(state) }),
    ),
  );

  // PUT /api/waitlist/:id/step/2: continued to the offers
  mount('markContinuedToOffers', ({ params }, { req, client }) =>
    orSuccess({ req, id: params.id }, () => waitlist.markContinued(params.id, client)),
  );

  // PUT /api/waitlist/:id/step/complete: the offer flow is over
  mount('markStepComplete', ({ params }, { req, client }) =>
    orSuccess({ req, id: params.id }, () => waitlist.completeOfferFlow(params.id, [], client)),
  );

  // PUT /api/waitlist/:id/step/:step: any funnel step (defined, unused)
  mount('setEntryStep', ({ params }, { req, client }) =>
    orSuccess({ req, id: params.id }, () => waitlist.setStep(params.id, params.step, client)),
  );

  // PUT /api/waitlist/:id/complete: the whole flow is complete (defined, unused)
  mount('completeEntry', ({ params }, { req, client }) =>
    orSuccess({ req, id: params.id }, () => waitlist.reachThankYou(params.id, client, { updateClient: false })),
  );

  // PUT /api/waitlist/:id/offers: the list variant's selection
  mount('saveSelectedOffers', ({ params, body }, { req, res, client }) =>
    orSuccess(
      { req, id: params.id },
      async () => {
        await waitlist.saveSelectedOffers(params.id, body.selectedOffers, client);
        repeats.noteChoices({ req, res, id: params.id }, { selected: body.selectedOffers });
      },
      () => repeats.noteChoices({ req, res, id: params.id }, { selected: body.selectedOffers }),
    ),
  );

  // POST /api/waitlist/:id/offers: the same call sent by navigator.sendBeacon on page unload (text/plain JSON)
  mount(
    'saveSelectedOffers',
    ({ params, body }, { req, res, client }) =>
      orSuccess(
        { req, id: params.id },
        async () => {
          await waitlist.saveSelectedOffers(params.id, body.selectedOffers, client);
          repeats.noteChoices({ req, res, id: params.id }, { selected: body.selectedOffers });
        },
        () => repeats.noteChoices({ req, res, id: params.id }, { selected: body.selectedOffers }),
      ),
    { method: 'post', acceptBeaconText: true },
  );

  // PUT /api/waitlist/:id/offer-action: an accepted or declined offer of the sequential flow
  // A repeated signup's acceptance is kept in its cookie only: it adds nothing to the person's consent ledger.
  mount('chooseOfferOrder', ({ params, body }, { client }) => offerOrder(params.id, body, client));

  mount('recordOfferAction', ({ params, body }, { req, res, client }) => {
    const accepted = body.action === 'accepted' ? [body.offerId] : [];
    const note = () => repeats.noteChoices({ req, res, id: params.id }, { accepted });
    return orSuccess(
      { req, id: params.id },
      async () => {
        await waitlist.recordOfferAction(params.id, body, client);
        note();
        if (body.action === 'accepted') {
          await consent.recordOfferAccepted({
            entryId: params.id,
            offer: { offerId: body.offerId, offerName: body.offerName },
            disclosure: body.disclosure,
            client,
          });
        }
      },
      note,
    );
  });

  /** The sequential flow's end: its accepted offers count once (a repeated signup's wait in its cookie). */
  const completeOffers = (
    { id, acceptedOffers }: { id: number; acceptedOffers: string[] },
    { req, res, client }: RouteContext,
  ) => {
    const note = () => repeats.noteChoices({ req, res, id }, { accepted: acceptedOffers });
    return orSuccess(
      { req, id },
      async () => {
        await waitlist.completeOfferFlow(id, acceptedOffers, client);
        note();
      },
      note,
    );
  };

  // PUT /api/waitlist/:id/complete-offers: the sequential flow's summary of accepted offers
  mount('completeOffers', ({ params, body }, context) => completeOffers({ id: params.id, ...body }, context));

  // POST /api/waitlist/:id/notify-offer-complete: the completion notice (same facts as complete-offers)
  mount('notifyOfferComplete', ({ params, body }, context) => completeOffers({ id: params.id, ...body }, context));

  // PUT /api/waitlist/:id/update-client-info: the thank-you page was reached from this address and agent
  mount('updateClientInfo', ({ params }, { req, client }) =>
    orSuccess({ req, id: params.id }, () => waitlist.reachThankYou(params.id, client, { updateClient: true })),
  );

  // PUT /api/waitlist/:id/download: this entry downloaded the ebook
  mount('trackDownload', ({ params }, { req, client }) =>
    orSuccess({ req, id: params.id }, () => waitlist.trackDownload(params.id, client)),
  );
}
