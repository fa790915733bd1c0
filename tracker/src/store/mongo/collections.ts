import type { DbLike, IndexSpec } from './driver-surface.ts';
import { privacyIndexes } from './privacy-records.ts';

// Collection names and their indexes, declared in code and created on start (createIndexes is idempotent).

export const collectionNames = {
  sequences: 'sequences',
  entries: 'entries',
  events: 'events',
  marks: 'marks',
  counters: 'day_counters',
  affiliates: 'affiliates',
  offerNames: 'offer_names',
  jobs: 'jobs',
  optOuts: 'opt_outs',
  rateLimits: 'rate_limits',
  mailLog: 'mail_log',
  dimensionCounts: 'dimension_counts',
  dimensionScopes: 'dimension_scopes',
  dimensionPending: 'dimension_pending',
  counterValues: 'counter_values',
  counterValueCounts: 'counter_value_counts',
  reviewCounts: 'review_counts',
  heldConversions: 'held_conversions',
} as const;

const indexes: { collection: string; specs: IndexSpec[] }[] = [
  {
    collection: collectionNames.entries,
    specs: [
      { key: { email: 1 }, name: 'email_unique', unique: true },
      { key: { addressHash: 1, createdAt: -1 }, name: 'address_recent' },
      // The conversion files read the entries of a window (store/mongo/click-conversions.ts).
      { key: { createdAt: 1 }, name: 'created' },
    ],
  },
  {
    collection: collectionNames.counters,
    specs: [{ key: { affiliate: 1, version: 1, metric: 1, day: 1 }, name: 'report_range' }],
  },
  // One document per (scope, value, quarter); the report's $sort + $group walks it value by value.
  {
    collection: collectionNames.dimensionCounts,
    specs: [{ key: { s: 1, v: 1, q: -1 }, name: 'scope_value_quarter', unique: true }],
  },
  {
    collection: collectionNames.jobs,
    specs: [
      { key: { status: 1, dueAt: 1 }, name: 'due' },
      { key: { entryId: 1 }, name: 'entry' },
    ],
  },
  {
    collection: collectionNames.rateLimits,
    specs: [
      { key: { key: 1 }, name: 'key_unique', unique: true },
      // A window's document is removed once it has ended.
      { key: { expire: 1 }, name: 'expire_ttl', expireAfterSeconds: 0 },
    ],
  },
  // The conversion review (store/conversion-review.ts): a key's recent buckets, and the held conversions by status.
  {
    collection: collectionNames.reviewCounts,
    specs: [
      { key: { key: 1, bucket: 1 }, name: 'key_bucket' },
      { key: { expiresAt: 1 }, name: 'expiry' },
    ],
  },
  { collection: collectionNames.heldConversions, specs: [{ key: { status: 1, at: -1 }, name: 'status_at' }] },
  {
    collection: collectionNames.mailLog,
    specs: [
      { key: { mailbox: 1, at: -1 }, name: 'mailbox_recent' },
      { key: { caller: 1, at: -1 }, name: 'caller_recent' },
    ],
  },
];

export async function createIndexes(db: DbLike): Promise<void> {
  for (const { collection, specs } of [...indexes, ...privacyIndexes])
    await db.collection(collection).createIndexes(specs);
}

export function collectionsOf(db: DbLike) {
  return {
    sequences: db.collection(collectionNames.sequences),
    entries: db.collection(collectionNames.entries),
    events: db.collection(collectionNames.events),
    marks: db.collection(collectionNames.marks),
    counters: db.collection(collectionNames.counters),
    affiliates: db.collection(collectionNames.affiliates),
    offerNames: db.collection(collectionNames.offerNames),
    jobs: db.collection(collectionNames.jobs),
    optOuts: db.collection(collectionNames.optOuts),
    mailLog: db.collection(collectionNames.mailLog),
    dimensionCounts: db.collection(collectionNames.dimensionCounts),
    dimensionScopes: db.collection(collectionNames.dimensionScopes),
    dimensionPending: db.collection(collectionNames.dimensionPending),
    counterValues: db.collection(collectionNames.counterValues),
    counterValueCounts: db.collection(collectionNames.counterValueCounts),
    reviewCounts: db.collection(collectionNames.reviewCounts),
    heldConversions: db.collection(collectionNames.heldConversions),
  };
}

export type Collections = ReturnType<typeof collectionsOf>;
