import { conversionReviewReasons, conversionReviewStatuses } from '@seniorguide/contracts';
import { z } from 'zod';
import type { CounterIncrement, DimensionFact } from '../../counting/records.ts';
import { mergeDimensionFacts, mergeIncrements } from '../merge-writes.ts';
import { decisionEffectSchema, type HeldConversionCounts, type StoredHeldConversion } from '../conversion-review.ts';
import type { Collections } from './collections.ts';
import { readDimensionCounts, toPendingDoc } from './dimension-counts.ts';
import type { SessionLike } from './driver-surface.ts';
import { applyIncrements } from './record-facts.ts';
import type { ReviewPort } from '../ports/review.ts';

// The conversion review on MongoDB (store/conversion-review.ts): `review_counts`, one document per keyed hash
// and minute or hour, and `held_conversions`, one per held conversion (its _id the conversion's key) with what
// its approval or rejection does to the counters. A decision is one transaction: status, counters, pending
// dimension facts.

const heldDocSchema = z
  .object({
    _id: z.string(),
    entryId: z.number().int(),
    kind: z.enum(['signup', 'offer']),
    offerId: z.string().nullable(),
    affiliateId: z.string().nullable(),
    subId: z.string().nullable(),
    at: z.number(),
    score: z.number().int(),
    reasons: z.array(z.enum(conversionReviewReasons)),
    status: z.enum(conversionReviewStatuses),
    decidedAt: z.number().nullable(),
    decidedBy: z.string().nullable(),
  })
  .transform(({ _id, ...doc }): StoredHeldConversion => ({ id: _id, ...doc }));

const effectsSchema = z.object({ onApprove: decisionEffectSchema, onReject: decisionEffectSchema });

const bucketSchema = z.object({ key: z.string(), bucket: z.number(), count: z.number() });
const countsSchema = z.object({ _id: z.string().nullable().catch(null), signups: z.number(), offers: z.number() });
const reasonsSchema = z.object({
  _id: z.object({ affiliateId: z.string().nullable().catch(null), reason: z.enum(conversionReviewReasons) }),
  count: z.number(),
});

export function createMongoConversionReview(
  collections: Collections,
  inTransaction: <T>(work: (session: SessionLike) => Promise<T>) => Promise<T>,
): ReviewPort {
  const { reviewCounts, heldConversions } = collections;
  const countIf = (kind: string) => ({ $sum: { $cond: [{ $eq: ['$kind', kind] }, 1, 0] } });

  return {
    addReviewCounts: async (increments) => {
      if (increments.length === 0) return;
      await reviewCounts.bulkWrite(
        increments.map(({ key, bucket, expiresAt }) => ({
          updateOne: {
            filter: { _id: `${key}|${bucket}` },
            update: { $inc: { count: 1 }, $max: { expiresAt }, $setOnInsert: { key, bucket } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    },
    // One round trip for all of a scoring's sums: the buckets wanted, then added up per read here.
    readReviewCounts: async (reads) => {
      if (reads.length === 0) return [];
      const docs = await reviewCounts
        .find({ $or: reads.map(({ key, fromBucket }) => ({ key, bucket: { $gte: fromBucket } })) })
        .toArray();
      const buckets = docs.map((doc) => bucketSchema.parse(doc));
      return reads.map(({ key, fromBucket }) =>
        buckets.reduce((sum, doc) => (doc.key === key && doc.bucket >= fromBucket ? sum + doc.count : sum), 0),
      );
    },
    getHeldConversion: async (id) => {
      const doc = await heldConversions.findOne({ _id: id });
      return doc === null ? null : heldDocSchema.parse(doc);
    },
    listHeldConversions: async ({ status, limit }) => {
      const docs = await heldConversions.find({ status }, { sort: { at: -1, _id: -1 }, limit }).toArray();
      const [counted] = await heldConversions.aggregate([{ $match: { status } }, { $count: 'total' }]).toArray();
      return {
        conversions: docs.map((doc) => heldDocSchema.parse(doc)),
        total: z.number().catch(0).parse(counted?.total),
      };
    },
    countHeldConversions: async (status) => {
      const perAffiliate = await heldConversions
        .aggregate([
          { $match: { status } },
          { $group: { _id: '$affiliateId', signups: countIf('signup'), offers: countIf('offer') } },
        ])
        .toArray();
      const perReason = await heldConversions
        .aggregate([
          { $match: { status } },
          { $unwind: '$reasons' },
          { $group: { _id: { affiliateId: '$affiliateId', reason: '$reasons' }, count: { $sum: 1 } } },
        ])
        .toArray();
      const reasons = perReason.map((doc) => reasonsSchema.parse(doc));
      return perAffiliate
        .map((doc) => countsSchema.parse(doc))
        .map(
          (doc): HeldConversionCounts => ({
            affiliateId: doc._id,
            signups: doc.signups,
            offers: doc.offers,
            reasons: reasons
              .filter((entry) => entry._id.affiliateId === doc._id)
              .map((entry) => ({ reason: entry._id.reason, count: entry.count })),
          }),
        )
        .sort((a, b) => (a.affiliateId ?? '').localeCompare(b.affiliateId ?? ''));
    },
    decideHeldConversions: ({ ids, decision, at, by }) =>
      inTransaction(async (session) => {
        const decided: StoredHeldConversion[] = [];
        const increments: CounterIncrement[] = [];
        const dimensionFacts: DimensionFact[] = [];
        for (const id of new Set(ids)) {
          // The effect is spent: the document keeps its status and why it was held, not the cells it moved.
          const before = await heldConversions.findOneAndUpdate(
            { _id: id, status: 'held' },
            { $set: { status: decision, decidedAt: at, decidedBy: by, onApprove: null, onReject: null } },
            { session, returnDocument: 'before' },
          );
          if (before === null) continue;
          // The held document keeps what each decision does (counting/conversion-decision.ts); this one's is applied.
          const { onApprove, onReject } = effectsSchema.parse(before);
          const effect = decision === 'approved' ? onApprove : onReject;
          increments.push(...effect.increments);
          dimensionFacts.push(...effect.dimensionFacts);
          decided.push({ ...heldDocSchema.parse(before), status: decision, decidedAt: at, decidedBy: by });
        }
        await applyIncrements({ collections, increments: mergeIncrements(increments), session });
        if (dimensionFacts.length > 0)
          await collections.dimensionPending.insertMany(mergeDimensionFacts(dimensionFacts).map(toPendingDoc), {
            session,
          });
        return decided;
      }),
    purgeReviewCounts: async (before) => (await reviewCounts.deleteMany({ expiresAt: { $lt: before } })).deletedCount,
    readSettledDimensionCounts: (query) => readDimensionCounts(collections.dimensionCounts, query),
  };
}
