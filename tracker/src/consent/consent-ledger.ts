import type { ConsentDisclosure } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { Store } from '../store/port.ts';

// The consent ledger (issue 18): one append-only record for the signup and for every accepted offer, with
// the disclosure the site says the visitor saw. The tracker records the CMS id, version and text hash as the
// site sent them (it does not fetch the CMS to recompute the hash); a call without them is recorded with
// `disclosure: null`, so the ledger shows which consents lack that proof.

export type ConsentLedger = ReturnType<typeof createConsentLedger>;

export function createConsentLedger({ store, clock, hashAddress }: { store: Store; clock: Clock; hashAddress: AddressHasher }) {
  const common = (client: ClientInfo) => ({ at: clock(), userAgent: client.userAgent, addressHash: hashAddress(client.ip) });
  return {
    /** After a signup: recorded on the entry that holds the email, also when it was a repeated signup. */
    async recordSignup({ email, disclosure, client }: { email: string; disclosure: ConsentDisclosure | undefined; client: ClientInfo }) {
      const entry = await store.findEntryByEmail(email);
      if (!entry) return;
      await store.appendConsentRecord({
        entryId: entry.id,
        kind: 'signup',
        disclosure: disclosure ?? null,
        partner: null,
        landingVersion: entry.version,
        ...common(client),
      });
    },

    async recordOfferAccepted({
      entryId,
      offer,
      disclosure,
      client,
    }: {
      entryId: number;
      offer: { offerId: string; offerName: string };
      disclosure: ConsentDisclosure | undefined;
      client: ClientInfo;
    }) {
      const entry = await store.getEntry(entryId);
      if (!entry) return;
      await store.appendConsentRecord({
        entryId,
        kind: 'offer_accepted',
        disclosure: disclosure ?? null,
        partner: offer,
        landingVersion: entry.version,
        ...common(client),
      });
    },
  };
}
