import type { ConsentDisclosure } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Logger } from '../logger.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import type { NewConsentRecord, SignupConsentRecord } from '../store/privacy-records.ts';
import { certificateOf, newCertificateId } from './consent-certificate.ts';
import type { ConsentSigner } from './consent-signature.ts';
import type { DisclosureChecker } from './disclosure-check.ts';

// The consent ledger: one append-only record for the signup and for every accepted offer, with
// the disclosure the site says the visitor saw. The tracker records the CMS id, version and text hash as the
// site sent them, flagged with its own check of them against the CMS (disclosure-check.ts, which also keeps the
// words it read); a call without them is recorded with `disclosure: null`, so the ledger shows which consents
// lack that proof.
//
// Each record is signed (Ed25519) as it is written, into a certificate with a random id (consent-certificate.ts):
// what it proves is fixed at that moment, not when someone downloads it.
//
// The ledger proves what one person agreed to, so only that person writes to it: the browser the entry was
// answered to (a new signup, or the owner's cookie, which the guide email's signed link also grants). A
// repeated signup of a registered address by anyone else is answered with an id no entry has; it adds nothing
// here and is counted apart, in a log line that names neither the address nor the caller.

export type ConsentLedger = ReturnType<typeof createConsentLedger>;

type RecordFields = Omit<NewConsentRecord, 'certificate' | 'entryId'>;

export function createConsentLedger({
  store,
  clock,
  hashAddress,
  checkDisclosure,
  signer,
  logger,
}: {
  store: Store;
  clock: Clock;
  hashAddress: AddressHasher;
  checkDisclosure: DisclosureChecker;
  signer: ConsentSigner;
  logger: Logger;
}) {
  const common = (client: ClientInfo) => ({
    at: clock(),
    userAgent: client.userAgent,
    addressHash: hashAddress(client.ip),
  });
  const disclosed = async (disclosure: ConsentDisclosure | undefined) => ({
    disclosure: disclosure ?? null,
    disclosureCheck: disclosure ? await checkDisclosure(disclosure) : null,
  });
  const signed = async (email: string, record: RecordFields): Promise<SignupConsentRecord> => ({
    ...record,
    certificate: await signer.signCertificate(certificateOf({ id: newCertificateId(), email, record })),
  });
  const append = async (entry: StoredEntry, record: RecordFields) =>
    store.appendConsentRecord({ entryId: entry.id, ...(await signed(entry.email, record)) });
  return {
    /**
     * A new signup's record, signed before the entry exists: the store writes it with the entry, in the same
     * write, and only if the entry is created (a known address's signup goes through `recordSignup`).
     */
    signupRecord: async ({
      email,
      landingVersion,
      disclosure,
      client,
    }: {
      email: string;
      landingVersion: number;
      disclosure: ConsentDisclosure | undefined;
      client: ClientInfo;
    }): Promise<SignupConsentRecord> =>
      signed(email, {
        kind: 'signup',
        ...(await disclosed(disclosure)),
        partner: null,
        landingVersion,
        ...common(client),
      }),

    /**
     * After the signup of a known address, with the entry it answered this browser with and the address's entry id. Recorded only when
     * they are the same entry (a new entry, or the owner signing up again); a stranger's answered id has no entry.
     */
    async recordSignup({
      answered,
      entryId,
      disclosure,
      client,
    }: {
      answered: StoredEntry;
      entryId: number;
      disclosure: ConsentDisclosure | undefined;
      client: ClientInfo;
    }) {
      if (answered.id !== entryId) {
        logger.info(
          { event: 'consent_signup_refused' },
          'consent record not written: a repeated signup by a browser that does not own the entry',
        );
        return;
      }
      await append(answered, {
        kind: 'signup',
        ...(await disclosed(disclosure)),
        partner: null,
        landingVersion: answered.version,
        ...common(client),
      });
    },

    /** An accepted offer; the route is for the entry's owner only (http/owner-only.ts). */
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
      await append(entry, {
        kind: 'offer_accepted',
        ...(await disclosed(disclosure)),
        partner: offer,
        landingVersion: entry.version,
        ...common(client),
      });
    },
  };
}
