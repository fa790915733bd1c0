import type { ApiParsedRequest } from '@seniorguide/contracts';
import {
  CONTINUED_TO_OFFERS_STEP,
  EMAIL_SUBMITTED_STEP,
  OFFER_FLOW_COMPLETE_STEP,
  THANK_YOU_REACHED_STEP,
} from '@seniorguide/funnel';
import { attributionOf } from '../counting/attribution.ts';
import { deviceClassOf } from '../counting/device-class.ts';
import { factsForEntry, type EntryFactTemplate } from '../counting/entry-facts.ts';
import type { ExperimentTouchOf } from '../experiments/experiment-touch.ts';
import type { FactType } from '../counting/facts.ts';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import { entryNotFound } from '../http/http-error.ts';
import type { Ownership } from '../http/ownership.ts';
import { checkServed, type ServedOffersSource } from '../offers/served-offers.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { EntryPatch, NewEntry, Store, StoredEntry } from '../store/port.ts';
import type { SignupConsentRecord } from '../store/privacy-records.ts';
import type { GuideEmailQueueing } from '../jobs/port.ts';

// The rules of an entry's life: signup, steps, offers, completion. Every stage that counts is recorded as
// a fact in the same durable write as the entry change; the store counts per-entry stages once.

type JoinBody = ApiParsedRequest<'joinWaitlist'>['body'];

export function createWaitlistService({
  store,
  clock,
  hashAddress,
  servedOffers,
  experimentTouchOf = async () => null,
}: {
  store: Store;
  clock: Clock;
  hashAddress: AddressHasher;
  /** The offers the flows serve: an answer about any other offer is refused before anything is written. */
  servedOffers: ServedOffersSource;
  /** Whether a signup counts in a landing experiment: from the site's signed assignment only, never the body. */
  experimentTouchOf?: ExperimentTouchOf;
}) {
  /** Updates an existing entry or throws 404; the facts are completed with the entry inside the same write. */
  async function change({
    id,
    patch = {},
    facts = () => [],
  }: {
    id: number;
    patch?: Omit<EntryPatch, 'updatedAt'>;
    facts?: (at: number) => EntryFactTemplate[];
  }): Promise<StoredEntry> {
    const at = clock();
    const entry = await store.updateEntry({ id, patch: { ...patch, updatedAt: at }, facts: facts(at) });
    if (!entry) throw entryNotFound(id);
    return entry;
  }

  const stage =
    (type: FactType, client: ClientInfo) =>
    (at: number): EntryFactTemplate[] => [{ type, at, isBot: client.isBot }];

  const acceptedOffers =
    (offerIds: readonly string[], client: ClientInfo) =>
    (at: number): EntryFactTemplate[] =>
      offerIds.map((offerId) => ({ type: 'offer_accepted', at, isBot: client.isBot, offerId, caller: client }));

  return {
    /**
     * A new email creates an entry (an email submit). A known email counts nothing and answers the browser
     * that owns the entry with it; anyone else gets what a new signup gets: a fresh id that no entry will
     * ever have and the fields they sent, so a signup cannot tell a registered address from a new one.
     * `entryId` is the address's entry (the answered id but for such a repeat), for repeat-signups.ts only.
     * `consent`, the signup's signed consent record, is written with a new entry in the same write.
     */
    async join(
      body: JoinBody,
      client: ClientInfo,
      ownership: Pick<Ownership, 'owns'>,
      consent?: SignupConsentRecord,
    ): Promise<{ answered: StoredEntry; entryId: number; created: boolean }> {
      const at = clock();
      const { tracking, campaign } = attributionOf({ sent: body, arrival: client.arrival });
      const entry: NewEntry = {
        email: body.email,
        version: body.version,
        ...tracking,
        selectedOffers: [],
        campaign,
        addressHash: hashAddress(client.ip),
        isBot: client.isBot,
        // The class only: the user agent itself is personal data and is not kept.
        device: deviceClassOf(client.userAgent),
        step: EMAIL_SUBMITTED_STEP,
        firstName: null,
        lastName: null,
        zipCode: null,
        createdAt: at,
      };
      const experiment = await experimentTouchOf({ client, kind: 'signup', servedVersion: body.version });
      const result = await store.createEntry({
        entry,
        facts: [{ type: 'signup', at, isBot: client.isBot, caller: client, experiment }],
        ...(consent ? { consent } : {}),
      });
      const entryId = result.entry.id;
      if (result.created) return { answered: result.entry, entryId, created: true };
      await store.recordFacts(factsForEntry(result.entry, [{ type: 'signup_repeat', at, isBot: client.isBot }]));
      if (ownership.owns(entryId)) return { answered: result.entry, entryId, created: false };
      return { answered: { ...entry, id: await store.reserveEntryId(), updatedAt: at }, entryId, created: false };
    },

    find: (id: number): Promise<StoredEntry | null> => store.getEntry(id),

    async get(id: number): Promise<StoredEntry> {
      const entry = await store.getEntry(id);
      if (!entry) throw entryNotFound(id);
      return entry;
    },

    updatePersonalInfo: (id: number, body: ApiParsedRequest<'updateEntry'>['body']) =>
      change({ id, patch: { firstName: body.firstName, lastName: body.lastName, zipCode: body.zipCode } }),

    markContinued: (id: number, client: ClientInfo) =>
      change({ id, patch: { step: CONTINUED_TO_OFFERS_STEP }, facts: stage('continued', client) }),

    setStep: (id: number, step: number, client: ClientInfo) =>
      change({
        id,
        patch: { step },
        facts: (at) => [
          ...(step === CONTINUED_TO_OFFERS_STEP ? stage('continued', client)(at) : []),
          ...(step === THANK_YOU_REACHED_STEP ? stage('flow_complete', client)(at) : []),
        ],
      }),

    /** The end of the offers (complete-offers, notify-offer-complete, step/complete): accepted offers count once. */
    async completeOfferFlow(id: number, acceptedOfferIds: readonly string[], client: ClientInfo) {
      await checkServed(servedOffers, acceptedOfferIds);
      return change({ id, patch: { step: OFFER_FLOW_COMPLETE_STEP }, facts: acceptedOffers(acceptedOfferIds, client) });
    },

    /** The thank-you page was reached (update-client-info, complete); its address (hashed) is kept for by-IP lookups. */
    reachThankYou: (id: number, client: ClientInfo, { updateClient }: { updateClient: boolean }) =>
      change({
        id,
        patch: { step: THANK_YOU_REACHED_STEP, ...(updateClient ? { addressHash: hashAddress(client.ip) } : {}) },
        facts: stage('flow_complete', client),
      }),

    /**
     * The thank-you page asked for the guide email (notify-complete): the thank-you, as reachThankYou records
     * it, and in the same write the email's job that `guideEmailOf` makes from the entry (outbox/), so a
     * thank-you acknowledged or not always has the email queued with it, or refused by a rule, never lost.
     */
    async reachThankYouWithGuide(
      id: number,
      client: ClientInfo,
      guideEmailOf: (entry: StoredEntry, at: number) => GuideEmailQueueing,
    ) {
      const entry = await store.getEntry(id);
      if (!entry) throw entryNotFound(id);
      const at = clock();
      const result = await store.updateEntryWithGuideEmail({
        id,
        patch: { step: THANK_YOU_REACHED_STEP, updatedAt: at },
        facts: stage('flow_complete', client)(at),
        guideEmail: guideEmailOf(entry, at),
      });
      if (!result) throw entryNotFound(id);
      return result;
    },

    /** The list variant's selection: the saved list replaces the old one; each selected offer counts as accepted once. */
    async saveSelectedOffers(id: number, offerIds: readonly string[], client: ClientInfo) {
      await checkServed(servedOffers, offerIds);
      return change({ id, patch: { selectedOffers: [...offerIds] }, facts: acceptedOffers(offerIds, client) });
    },

    /**
     * A repeated signup's choices, once its browser proved the mailbox: added to the entry's selection, each new
     * one accepted once. An offer no longer served by then is left out rather than refusing the proof.
     */
    async joinChoices(id: number, offerIds: readonly string[], client: ClientInfo) {
      const entry = await store.getEntry(id);
      if (!entry || offerIds.length === 0) return entry;
      const served = await servedOffers();
      const added = offerIds.filter((offerId) => served.has(offerId) && !entry.selectedOffers.includes(offerId));
      if (added.length === 0) return entry;
      return change({
        id,
        patch: { selectedOffers: [...entry.selectedOffers, ...added] },
        facts: acceptedOffers(added, client),
      });
    },

    async recordOfferAction(id: number, body: ApiParsedRequest<'recordOfferAction'>['body'], client: ClientInfo) {
      await checkServed(servedOffers, [body.offerId]);
      return change({
        id,
        facts: (at) => [
          {
            type: body.action === 'accepted' ? 'offer_accepted' : 'offer_declined',
            at,
            isBot: client.isBot,
            offerId: body.offerId,
            offerName: body.offerName,
            position: body.pageNumber,
            caller: client,
          },
        ],
      });
    },

    trackDownload: (id: number, client: ClientInfo) => change({ id, facts: stage('download', client) }),
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
