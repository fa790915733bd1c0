import type { ConsentDisclosure } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Logger } from '../logger.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { Store } from '../store/port.ts';
import type { DisclosureChecker } from './disclosure-check.ts';

// The consent ledger (issue 18): one append-only record for the signup and for every accepted offer, with
// the disclosure the site says the visitor saw. The tracker records the CMS id, version and text hash as the
// site sent them, flagged with its own check of them against the CMS (disclosure-check.ts); a call without
// them is recorded with `disclosure: null`, so the ledger shows which consents lack that proof.
//
// The ledger proves what one person agreed to, so only that person writes to it: the browser the entry was
// answered to (a new signup, or the owner's cookie, which the guide email's signed link also grants). A
// repeated signup of a registered address by anyone else is answered with an id no entry has; it adds nothing
// here and is counted apart, in a log line that names neither the address nor the caller.

export type ConsentLedger = ReturnType<typeof createConsentLedger>;

export function createConsentLedger({
  store,
  clock,
  hashAddress,
  checkDisclosure,
  logger,
}: {
  store: Store;
  clock: Clock;
  hashAddress: AddressHasher;
  checkDisclosure: DisclosureChecker;
  logger: Logger;
}) {
  const common = (client: ClientInfo) => ({ at: clock(), userAgent: client.userAgent, addressHash: hashAddress(client.ip) });
  const disclosed = async (disclosure: ConsentDisclosure | undefined) => ({
    disclosure: disclosure ?? null,
    disclosureCheck: disclosure ? await checkDisclosure(disclosure) : null,
  });
  return {
    /**
     * After a signup: `answeredId` is the entry id the signup answered this browser with. Recorded only when that
     * entry holds the email (a new entry, or the owner signing up again); a stranger's answered id has no entry.
     */
    async recordSignup({ answeredId, email, disclosure, client }: { answeredId: number; email: string; disclosure: ConsentDisclosure | undefined; client: ClientInfo }) {
      const entry = await store.getEntry(answeredId);
      if (!entry || entry.email !== email) {
        logger.info({ event: 'consent_signup_refused' }, 'consent record not written: a repeated signup by a browser that does not own the entry');
        return;
      }
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
