import type { EntryCampaign } from '@seniorguide/contracts';
import type { DeviceClass, EntryFactTemplate } from '../../counting/records.ts';
import type { CappedEnqueueResult, GuideEmailQueueing, PostbackQueueing } from '../../jobs/port.ts';
import type { SignupConsentRecord } from '../privacy-records.ts';

// The entries port: the waitlist entries, their sequence of ids, and the entry writes that record their facts
// (counted above the adapters: counted-store.ts). Contract: test/store-entries-contract.test.ts.

/** A waitlist entry as stored: the contract's fields plus what only the tracker may see. */
export type StoredEntry = {
  id: number;
  email: string;
  version: number;
  affiliateId: string | null;
  subId: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  selectedOffers: string[];
  /** The first touch's campaign fields, and the last touch beside them (contracts: entryCampaignSchema). */
  campaign: EntryCampaign;
  /** A keyed hash of the signup's (or thank-you's) client address, for the by-IP lookup; erased after its window (privacy/). */
  addressHash: string | null;
  /** The one thing of the user agent the reports need (isbot); the agent itself is not kept. */
  isBot: boolean;
  /** The device class of the browser that created the entry (the reports' first touch); null before it was kept. */
  device: DeviceClass | null;
  /** Highest funnel step reached (1 email submitted … 17 thank-you). */
  step: number;
  firstName: string | null;
  lastName: string | null;
  zipCode: string | null;
  createdAt: number;
  updatedAt: number;
};

export type NewEntry = Omit<StoredEntry, 'id' | 'updatedAt'>;

/** Fields a call may change; `step` only ever grows. */
export type EntryPatch = Partial<
  Pick<StoredEntry, 'selectedOffers' | 'addressHash' | 'firstName' | 'lastName' | 'zipCode'>
> & { step?: number; updatedAt: number };

/** Waitlist entries: created once per email, patched, found by email or address hash. */
export type EntriesPort = {
  /**
   * Creates the entry, or returns the one with the same email (created: false). Facts (and, given `postbacks`,
   * their postback jobs) and the signup's `consent` record are written only on creation, in the same write: a
   * new entry never lacks the record of what its person agreed to.
   */
  createEntry(input: {
    entry: NewEntry;
    facts: EntryFactTemplate[];
    postbacks?: PostbackQueueing;
    consent?: SignupConsentRecord;
  }): Promise<{ entry: StoredEntry; created: boolean }>;
  getEntry(id: number): Promise<StoredEntry | null>;
  findEntryByEmail(email: string): Promise<StoredEntry | null>;
  findLatestEntryByAddressHash(input: { addressHash: string; since: number }): Promise<StoredEntry | null>;
  /** Applies the patch and records the facts in one durable write (with their postbacks, given `postbacks`); null when there is no such entry. */
  updateEntry(input: {
    id: number;
    patch: EntryPatch;
    facts: EntryFactTemplate[];
    postbacks?: PostbackQueueing;
  }): Promise<StoredEntry | null>;
  /**
   * updateEntry, and in the same durable write the guide email's job (the thank-you write): an acknowledged
   * thank-you always has its email queued or refused by a rule, and a failed write leaves neither. null when
   * there is no such entry; `email` tells whether the job was created, or which cap refused it.
   */
  updateEntryWithGuideEmail(input: {
    id: number;
    patch: EntryPatch;
    facts: EntryFactTemplate[];
    postbacks?: PostbackQueueing;
    guideEmail: GuideEmailQueueing;
  }): Promise<{ entry: StoredEntry; email: CappedEnqueueResult } | null>;
  /** Takes an id from the entries' sequence that no entry will ever have (the answer to a repeated signup). */
  reserveEntryId(): Promise<number>;
};
