import type { EntryCampaign } from '@seniorguide/contracts';
import type { DeviceClass } from '../counting/device-class.ts';
import type { EntryFactTemplate } from '../counting/entry-facts.ts';
import type { Fact } from '../counting/facts.ts';
import type { FactWrite } from '../counting/records.ts';
import type { ClickConversionsStore } from './click-conversions.ts';
import type { ConversionReviewStore } from './conversion-review.ts';
import type { PrivacyRecordsStore } from './privacy-records.ts';
import type { JobsStore, PostbackQueueing } from '../jobs/port.ts';

// The one narrow port between the services and storage. Two adapters implement it (SQLite, MongoDB) and
// one contract suite (test/store-contract.test.ts) runs against both.

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

/** One day's counter row, with the quarter-hour prefix sums a report asked for. */
export type CounterDayRow = {
  day: number;
  version: number;
  metric: string;
  detail: string;
  total: number;
  /** heads[i] = sum of quarters [0, splits[i]) of that UTC day. */
  heads: number[];
};

export type CounterQuery = {
  /** '' reads the all-affiliates roll-up. */
  affiliate: string;
  /** false: the all-versions roll-up (version 0); true: one row per landing version. */
  byVersion: boolean;
  metrics: readonly string[];
  fromDay: number;
  toDay: number;
  /** Quarter indexes (0–96) at which the report needs prefix sums. */
  splits: readonly number[];
  /** One row per day and metric, its details (offers, positions) added together. */
  sumDetails?: boolean;
};

/** A counter's total over whole UTC days. */
export type CounterTotal = { version: number; metric: string; detail: string; total: number };

/** One dimension scope (counting/dimension-counts.ts scopeKey) over epoch quarter-hours [fromQuarter, toQuarter). */
export type DimensionRange = { scope: string; fromQuarter: number; toQuarter: number };

/** A range's counts of every value, or of the `values` named (stored values). */
export type DimensionCountsQuery = DimensionRange & { values?: readonly string[] };

/** What one roll-up did: how many pending rows it counted, and whether more were waiting. */
export type DimensionRollUp = { rolled: number; more: boolean };

/** A value's six stage counts (reportStages order) over the query's quarters; values with none are left out. */
export type DimensionValueCounts = { value: string; counts: number[] };

/** A report's leading values in one scope: `top` is how many of them it shows. */
export type DimensionLeadersQuery = DimensionRange & { top: number };

/**
 * Every value that could be among the `top` with the most impressions over the range (each one with more
 * impressions than the `top`-th most and each one tied with it), maybe more, and the scope's total: its
 * values' counts added together, "Other" included.
 */
export type DimensionLeaders = { values: DimensionValueCounts[]; total: number[] };

/** A key's rate-limit window after some hits: its total so far and when the window ends (ms since epoch). */
export type RateLimitHits = { total: number; resetAt: number };

/** Epoch-ms cutoffs of the retention clean-up; each kind of data older than its cutoff goes. */
export type RetentionCutoffs = {
  /** Entries created before this lose their address hash (the by-IP lookup window has passed). */
  addressHashesBefore: number;
  /** Entries last changed before this are deleted, with their count-once marks; counters keep every figure. */
  entriesBefore: number;
  /** Events (the append-only log) recorded before this are deleted. */
  eventsBefore: number;
  /** Finished outbox jobs due before this lose their address; the mail-cap log before it is deleted. */
  outboxBefore: number;
  /** Consent records (the ledger) made before this are deleted. */
  consentBefore: number;
};

export type PurgeCounts = { addressHashes: number; entries: number; events: number; jobs: number; consentRecords: number };

export type Store = {
  readonly kind: 'sqlite' | 'mongodb';
  /** Creates the entry, or returns the one with the same email (created: false). Facts (and, given `postbacks`, their postback jobs) are recorded only on creation. */
  createEntry(input: { entry: NewEntry; facts: EntryFactTemplate[]; postbacks?: PostbackQueueing }): Promise<{ entry: StoredEntry; created: boolean }>;
  getEntry(id: number): Promise<StoredEntry | null>;
  findEntryByEmail(email: string): Promise<StoredEntry | null>;
  findLatestEntryByAddressHash(input: { addressHash: string; since: number }): Promise<StoredEntry | null>;
  /** Applies the patch and records the facts in one durable write (with their postbacks, given `postbacks`); null when there is no such entry. */
  updateEntry(input: { id: number; patch: EntryPatch; facts: EntryFactTemplate[]; postbacks?: PostbackQueueing }): Promise<StoredEntry | null>;
  /** Appends the facts to the event log and applies their counters in one durable write. */
  recordFacts(facts: Fact[]): Promise<void>;
  readCounters(query: CounterQuery): Promise<CounterDayRow[]>;
  /** Totals per (version, metric, detail) over the whole UTC days fromDay…toDay, added up by the store. */
  sumCounters(query: Omit<CounterQuery, 'splits' | 'sumDetails'>): Promise<CounterTotal[]>;
  /**
   * The dimension report's counts: per value of one scope, read from cumulative rows (two per value), after
   * rolling up every pending dimension fact, so they are exact the moment a write is acknowledged.
   */
  readDimensionCounts(query: DimensionCountsQuery): Promise<DimensionValueCounts[]>;
  /** What a report of one scope shows first (the leading values and the total), rolled up like readDimensionCounts. */
  readDimensionLeaders(query: DimensionLeadersQuery): Promise<DimensionLeaders>;
  /** The scope's total over the range: its values' counts added together, "Other" included. */
  readDimensionTotal(query: DimensionRange): Promise<number[]>;
  /**
   * Turns up to `limit` (default: all) pending dimension facts, oldest first, into the scopes' cumulative rows
   * and deletes them, in one transaction: each fact is counted once, whichever process rolls it up.
   */
  rollUpDimensions(options: { limit?: number }): Promise<DimensionRollUp>;
  listAffiliates(): Promise<string[]>;
  listOfferNames(): Promise<Map<string, string>>;
  /** Takes an id from the entries' sequence that no entry will ever have (the answer to a repeated signup). */
  reserveEntryId(): Promise<number>;
  /** The suppression list; `addressKey` is a keyed hash of the address (privacy/suppression-key.ts), never the address. */
  /** Records the opt-out; a second one for the same key moves its time forward (the newest counts). */
  addOptOut(input: { addressKey: string; at: number }): Promise<void>;
  isOptedOut(addressKey: string): Promise<boolean>;
  /** When the key last opted out (epoch ms), or null. */
  getOptOutAt(addressKey: string): Promise<number | null>;
  /**
   * Adds `hits` to `key`'s fixed window of `counter` (the window starts at the key's first hit) and answers
   * the new total. Shared by every tracker process on this store, so they enforce one limit.
   */
  addRateLimitHits(input: { counter: string; key: string; hits: number; windowMs: number }): Promise<RateLimitHits>;
  /** The retention clean-up (privacy/retention-worker.ts): erases and deletes what has outlived its setting. */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<PurgeCounts>;
  ping(): Promise<void>;
  /** Waits for queued writes, then closes. */
  close(): Promise<void>;
} & PrivacyRecordsStore &
  ClickConversionsStore &
  ConversionReviewStore &
  JobsStore;

/**
 * What the adapters implement: the Store, with the entry writes taking their facts already counted
 * (counting/fact-writes.ts, by counted-store.ts) beside the templates. The adapters persist those writes and
 * decide only what their transaction alone knows: a new per-entry marker, a day's room for a capped value.
 */
export type StoreAdapter = Omit<Store, 'createEntry' | 'updateEntry' | 'recordFacts'> & {
  createEntry(input: { entry: NewEntry; facts: EntryFactTemplate[]; writes: FactWrite[]; postbacks?: PostbackQueueing }): Promise<{ entry: StoredEntry; created: boolean }>;
  updateEntry(input: { id: number; patch: EntryPatch; facts: EntryFactTemplate[]; writes: FactWrite[]; postbacks?: PostbackQueueing }): Promise<StoredEntry | null>;
  recordFacts(facts: FactWrite[]): Promise<void>;
};
