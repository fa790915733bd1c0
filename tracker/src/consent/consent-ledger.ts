import type { ConsentDisclosure } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { Store } from '../store/port.ts';
import type { DisclosureChecker } from './disclosure-check.ts';

// The consent ledger (issue 18): one append-only record for the signup and for every accepted offer, with
// the disclosure the site says the visitor saw. The tracker records the CMS id, version and text hash as the
// site sent them, flagged with its own check of them against the CMS (disclosure-check.ts); a call without
// them is recorded with `disclosure: null`, so the ledger shows which consents lack that proof.

export type ConsentLedger = ReturnType<typeof createConsentLedger>;

export function createConsentLedger({
  store,
  clock,
  hashAddress,
  checkDisclosure,
}: {
  store: Store;
  clock: Clock;
  hashAddress: AddressHasher;
  checkDisclosure: DisclosureChecker;
}) {
  const common = (client: ClientInfo) => ({ at: clock(), userAgent: client.userAgent, addressHash: hashAddress(client.ip) });
  const disclosed = async (disclosure: ConsentDisclosure | undefined) => ({
    disclosure: disclosure ?? null,
    disclosureCheck: disclosure ? await checkDisclosure(disclosure) : null,
  });
  return {
    /** After a signup: recorded on the entry that holds the email, also when it was a repeated signup. */
    async recordSignup({ email, disclosure, client }: { email: string; disclosure: ConsentDisclosure | undefined; client: ClientInfo }) {
      const entry = await store.findEntryByEmail(email);
      if (!entry) return;
      await store.appendConsentRecord({
        entryId: entry.id,
        kind: 'signup',
        ...(await disclosed(disclosure)),
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
        ...(await disclosed(disclosure)),
        partner: offer,
        landingVersion: entry.version,
        ...common(client),
      });
    },
  };
}
