import type { FactWrite } from '../counting/records.ts';
import type { CappedEnqueueResult, GuideEmailQueueing, JobsStore, PostbackQueueing } from '../jobs/port.ts';
import type { ClickConversionsPort } from './ports/click-conversions.ts';
import type { ConsentPort } from './ports/consent.ts';
import type { CountersPort } from './ports/counters.ts';
import type { DimensionsPort } from './ports/dimensions.ts';
import type { EntriesPort, EntryPatch, NewEntry, StoredEntry } from './ports/entries.ts';
import type { OptOutsPort } from './ports/opt-outs.ts';
import type { PrivacyPort } from './ports/privacy.ts';
import type { RateLimitsPort } from './ports/rate-limits.ts';
import type { RetentionPort } from './ports/retention.ts';
import type { ReviewPort } from './ports/review.ts';
import type { SignupConsentRecord } from './privacy-records.ts';
import type { EntryFactTemplate } from '../counting/records.ts';

// Storage is one port per feature (ports/), each with its own contract suite run on both adapters; the Store is
// all of them, as one adapter (SQLite or MongoDB) implements them. A service takes the narrow port it uses.

export type { ClickConversionsPort } from './ports/click-conversions.ts';
export type { ConsentPort } from './ports/consent.ts';
export type { CounterDayRow, CounterQuery, CounterTotal, CountersPort } from './ports/counters.ts';
export type {
  DimensionCountsQuery,
  DimensionLeaders,
  DimensionLeadersQuery,
  DimensionRange,
  DimensionRollUp,
  DimensionValueCounts,
  DimensionsPort,
} from './ports/dimensions.ts';
export type { EntriesPort, EntryPatch, NewEntry, StoredEntry } from './ports/entries.ts';
export type { OptOutsPort } from './ports/opt-outs.ts';
export type { PrivacyPort } from './ports/privacy.ts';
export type { RateLimitHits, RateLimitsPort } from './ports/rate-limits.ts';
export type { PurgeCounts, RetentionCutoffs, RetentionPort } from './ports/retention.ts';
export type { ReviewPort } from './ports/review.ts';

export type Store = {
  readonly kind: 'sqlite' | 'mongodb';
  /** The store answers (the readiness check). */
  ping(): Promise<void>;
  /** Waits for queued writes, then closes. */
  close(): Promise<void>;
} & EntriesPort &
  CountersPort &
  DimensionsPort &
  OptOutsPort &
  RateLimitsPort &
  RetentionPort &
  ConsentPort &
  PrivacyPort &
  ClickConversionsPort &
  ReviewPort &
  JobsStore;

/**
 * What the adapters implement: the Store, with the entry writes taking their facts already counted
 * (counting/fact-writes.ts, by counted-store.ts) beside the templates. The adapters persist those writes and
 * decide only what their transaction alone knows: a new per-entry marker, a day's room for a capped value.
 */
export type StoreAdapter = Omit<Store, 'createEntry' | 'updateEntry' | 'updateEntryWithGuideEmail' | 'recordFacts'> & {
  createEntry(input: {
    entry: NewEntry;
    facts: EntryFactTemplate[];
    writes: FactWrite[];
    postbacks?: PostbackQueueing;
    consent?: SignupConsentRecord;
  }): Promise<{ entry: StoredEntry; created: boolean }>;
  updateEntry(input: {
    id: number;
    patch: EntryPatch;
    facts: EntryFactTemplate[];
    writes: FactWrite[];
    postbacks?: PostbackQueueing;
  }): Promise<StoredEntry | null>;
  updateEntryWithGuideEmail(input: {
    id: number;
    patch: EntryPatch;
    facts: EntryFactTemplate[];
    writes: FactWrite[];
    postbacks?: PostbackQueueing;
    guideEmail: GuideEmailQueueing;
  }): Promise<{ entry: StoredEntry; email: CappedEnqueueResult } | null>;
  recordFacts(facts: FactWrite[]): Promise<void>;
};
