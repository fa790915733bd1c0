import { z } from 'zod';
import type { DimensionRollUpRules } from '../../counting/records.ts';
import { withEntryId } from '../fact-counts.ts';
import { applyEntryPatch } from '../patch.ts';
import type { DimensionCountsQuery, StoreAdapter, StoredEntry } from '../port.ts';
import { collectionsOf, createIndexes } from './collections.ts';
import { isDuplicateKeyError, type MongoClientLike, type SessionLike } from './driver-surface.ts';
import { toEntryDoc, toEntryOrNull } from './entry-docs.ts';
import { createCappedOutbox, enqueueCappedInSession } from './capped-outbox.ts';
import { createMongoClickConversions } from './click-conversions.ts';
import { createMongoOutbox } from './outbox.ts';
import { createMongoAlertJobs } from './alert-jobs.ts';
import { createMongoPrivacyRecords, insertConsentRecord, privacyCollectionNames } from './privacy-records.ts';
import { purgeExpired } from './purge-expired.ts';
import { openRateLimitWindows } from './rate-limit-collection.ts';
import { readCounters, sumCounters } from './read-counters.ts';
import { recordFactsInSession } from './record-facts.ts';
import { readDimensionCounts, rollUpDimensionsInSession } from './dimension-counts.ts';
import { leadersOfAll } from '../dimension-leaders.ts';
import { createMongoConversionReview } from './conversion-review.ts';
import { moveOlderPostbacks } from './move-older-postbacks.ts';
import { createMongoPostbackJobs, postbackCollectionNames, queuePostbacksInSession } from './postback-jobs.ts';

// The MongoDB adapter. Every write that moves counters is one multi-document transaction (entry, event
// log, markers, counters, the postback jobs of its conversions, and a thank-you's guide email), so it needs a
// replica set (a single-node one is enough). Ids come from a sequence document incremented inside the same
// transaction.

const sequenceSchema = z.object({ seq: z.number().int() });

export async function openMongoAdapter({
  client,
  dbName,
  dimensions,
}: {
  client: MongoClientLike;
  dbName: string;
  /** How the roll-up spreads a dimension fact into scopes, and how many values a scope holds (counting/dimension-counts.ts). */
  dimensions: DimensionRollUpRules;
}): Promise<StoreAdapter> {
  const db = client.db(dbName);
  await createIndexes(db);
  const collections = collectionsOf(db);
  const { entries } = collections;
  await moveOlderPostbacks(db);
  const postbackJobs = await createMongoPostbackJobs(db, collections.jobs);

  async function inTransaction<T>(work: (session: SessionLike) => Promise<T>): Promise<T> {
    const session = client.startSession();
    try {
      return await session.withTransaction(() => work(session));
    } finally {
      await session.endSession();
    }
  }

  const rollUpDimensions = ({ limit }: { limit?: number }) =>
    inTransaction((session) => rollUpDimensionsInSession({ collections, session, limit, rules: dimensions }));
  // Every dimension read rolls up what is pending first, so it is exact the moment a write is acknowledged.
  const rolledUpCounts = async (query: DimensionCountsQuery) => {
    await rollUpDimensions({});
    return readDimensionCounts(collections.dimensionCounts, query);
  };

  async function insertEntry({ entry, facts, writes, postbacks, consent }: Parameters<StoreAdapter['createEntry']>[0]) {
    return inTransaction(async (session) => {
      const existing = toEntryOrNull(await entries.findOne({ email: entry.email }, { session }));
      if (existing) return { entry: existing, created: false };
      const sequence = await collections.sequences.findOneAndUpdate(
        { _id: 'entries' },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after', session },
      );
      const created: StoredEntry = { ...entry, id: sequenceSchema.parse(sequence).seq, updatedAt: entry.createdAt };
      await entries.insertOne(toEntryDoc(created), { session });
      await recordFactsInSession({
        collections,
        facts: writes.map((write) => withEntryId(write, created.id)),
        session,
      });
      await queuePostbacksInSession({ collections, entry: created, facts, queueing: postbacks, session });
      if (consent) await insertConsentRecord(db, { ...consent, entryId: created.id }, session);
      return { entry: created, created: true };
    });
  }

  /** The entry's change, its facts and their postbacks, in the caller's transaction; null when there is no such entry. */
  async function updateEntryInSession(
    { id, patch, facts, writes, postbacks }: Parameters<StoreAdapter['updateEntry']>[0],
    session: SessionLike,
  ) {
    const current = toEntryOrNull(await entries.findOne({ _id: id }, { session }));
    if (!current) return null;
    const next = applyEntryPatch(current, patch);
    const { id: _id, step, ...fields } = next;
    await entries.updateOne({ _id: id }, { $set: fields, $max: { step } }, { session });
    await recordFactsInSession({ collections, facts: writes.map((write) => withEntryId(write, next.id)), session });
    await queuePostbacksInSession({ collections, entry: next, facts, queueing: postbacks, session });
    return next;
  }

  return {
    kind: 'mongodb',
    createEntry: async (input) => {
      try {
        return await insertEntry(input);
      } catch (error) {
        // Another process committed the same email first: answer with its entry.
        if (!isDuplicateKeyError(error)) throw error;
        const existing = toEntryOrNull(await entries.findOne({ email: input.entry.email }));
        if (!existing) throw error;
        return { entry: existing, created: false };
      }
    },
    getEntry: async (id) => toEntryOrNull(await entries.findOne({ _id: id })),
    findEntryByEmail: async (email) => toEntryOrNull(await entries.findOne({ email })),
    findLatestEntryByAddressHash: async ({ addressHash, since }) =>
      toEntryOrNull(
        await entries.findOne({ addressHash, createdAt: { $gte: since } }, { sort: { createdAt: -1, _id: -1 } }),
      ),
    updateEntry: (input) => inTransaction((session) => updateEntryInSession(input, session)),
    updateEntryWithGuideEmail: ({ guideEmail, ...input }) =>
      inTransaction(async (session) => {
        const entry = await updateEntryInSession(input, session);
        if (!entry) return null;
        // Only to the address and entry the write found: the job was made from an earlier read of the entry.
        const forThisEntry = guideEmail.job.entryId === entry.id && guideEmail.job.email === entry.email;
        return {
          entry,
          email: forThisEntry
            ? await enqueueCappedInSession({ collections, queueing: guideEmail, session })
            : { queued: false },
        };
      }),
    recordFacts: (facts) => inTransaction((session) => recordFactsInSession({ collections, facts, session })),
    readCounters: (query) => readCounters(collections, query),
    sumCounters: (query) => sumCounters(collections, query),
    readDimensionCounts: rolledUpCounts,
    // Every value is read (one index seek each): the cumulative documents keep no total per scope.
    readDimensionLeaders: async (query) => leadersOfAll(await rolledUpCounts(query)),
    readDimensionTotal: async (query) => leadersOfAll(await rolledUpCounts(query)).total,
    rollUpDimensions,
    listAffiliates: async () => {
      const docs = await collections.affiliates.find({}, { sort: { _id: 1 } }).toArray();
      return docs.map((doc) => z.string().parse(doc._id));
    },
    listOfferNames: async () => {
      const docs = await collections.offerNames.find({}).toArray();
      return new Map(docs.map((doc) => [z.string().parse(doc._id), z.string().parse(doc.name)]));
    },
    ...createMongoOutbox(collections),
    ...createMongoAlertJobs({ jobs: collections.jobs, attempts: db.collection(postbackCollectionNames.attempts) }),
    ...postbackJobs,
    addRateLimitHits: openRateLimitWindows(db),
    ...createCappedOutbox(collections, inTransaction),
    purgeExpired: (cutoffs) => purgeExpired(collections, cutoffs, db.collection(privacyCollectionNames.consentRecords)),
    ...createMongoPrivacyRecords(db, inTransaction),
    ...createMongoClickConversions(collections),
    ...createMongoConversionReview(collections, inTransaction),
    ping: async () => {
      await db.command({ ping: 1 });
    },
    close: () => client.close(),
  };
}
