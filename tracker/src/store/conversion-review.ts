import type { ConversionReviewReason, ConversionReviewStatus } from '@seniorguide/contracts';
import { z } from 'zod';
import type { HeldConversionRecord } from '../counting/records.ts';

// The store's part of the conversion review (review/): the recent counts the scoring reads, and the held
// conversions an operator decides on. A held conversion is written by the entry write that counts its fact
// (counting/conversion-decision.ts heldConversionOf), in the same transaction; a decision applies its effect
// on the counters in the same transaction as its status.

/**
 * One count the scoring keeps: `key` is a keyed hash (never an address, an agent or a tracking value in
 * clear), `bucket` a minute or an hour since the epoch, and the row may go once `expiresAt` has passed.
 */
export type ReviewCountIncrement = { key: string; bucket: number; expiresAt: number };

/** The sum of a key's buckets from `fromBucket` on. */
export type ReviewCountRead = { key: string; fromBucket: number };

export type StoredHeldConversion = Omit<HeldConversionRecord, 'onApprove' | 'onReject'> & {
  status: ConversionReviewStatus;
  decidedAt: number | null;
  /** The operator who decided (their sign-in email, as the audit log keeps it). */
  decidedBy: string | null;
};

const dimensionFactSchema = z.object({
  quarter: z.number(),
  stage: z.number(),
  values: z.array(z.string()),
  count: z.number(),
});

/**
 * A stored decision effect (counting/conversion-decision.ts DecisionEffect), as both adapters read it back.
 * Conversions held before the dimension reports counted money kept one dimension fact (or none) instead of a list.
 */
export const decisionEffectSchema = z
  .object({
    increments: z.array(
      z.object({
        day: z.number(),
        quarter: z.number(),
        affiliate: z.string(),
        version: z.number(),
        metric: z.string(),
        detail: z.string(),
        count: z.number(),
      }),
    ),
    dimensionFacts: z.array(dimensionFactSchema).optional(),
    dimensionFact: dimensionFactSchema.nullish(),
  })
  .transform(({ increments, dimensionFacts, dimensionFact }) => ({
    increments,
    dimensionFacts: dimensionFacts ?? (dimensionFact ? [dimensionFact] : []),
  }));

/** Conversions of one status and one affiliate: signups, offers, and how many had each reason. */
export type HeldConversionCounts = {
  affiliateId: string | null;
  signups: number;
  offers: number;
  reasons: { reason: ConversionReviewReason; count: number }[];
};
