import type { ConversionReviewStatus } from '@seniorguide/contracts';
import type { ConversionDecision } from '../../counting/records.ts';
import type {
  HeldConversionCounts,
  ReviewCountIncrement,
  ReviewCountRead,
  StoredHeldConversion,
} from '../conversion-review.ts';
import type { DimensionCountsQuery, DimensionValueCounts } from './dimensions.ts';

// The conversion review's port: the scoring's recent counts and the held conversions an operator decides on.
// Contract: test/conversion-review-store.test.ts.

export type ReviewPort = {
  /** Adds one to each key's bucket (several increments of a key and bucket add up). */
  addReviewCounts(increments: readonly ReviewCountIncrement[]): Promise<void>;
  /** One sum per read, in order; 0 for a key without rows. */
  readReviewCounts(reads: readonly ReviewCountRead[]): Promise<number[]>;
  getHeldConversion(id: string): Promise<StoredHeldConversion | null>;
  /** The newest `limit` conversions of a status, newest first, and how many there are in all. */
  listHeldConversions(input: {
    status: ConversionReviewStatus;
    limit: number;
  }): Promise<{ conversions: StoredHeldConversion[]; total: number }>;
  /** Every conversion of a status, counted per affiliate (sorted by affiliate) and reason. */
  countHeldConversions(status: ConversionReviewStatus): Promise<HeldConversionCounts[]>;
  /**
   * Moves each named conversion that is still held to `decision`, applying its effect on the counters (and
   * the dimension counts) in the same transaction. Answers the conversions this call moved; one already
   * decided, or unknown, is left alone.
   */
  decideHeldConversions(input: {
    ids: readonly string[];
    decision: ConversionDecision;
    at: number;
    by: string;
  }): Promise<StoredHeldConversion[]>;
  /** Deletes the counts that expired before `countsBefore`; answers how many rows went. */
  purgeReviewCounts(countsBefore: number): Promise<number>;
  /**
   * The dimension counts as rolled up so far, without rolling up what is pending (at most about a minute
   * behind): the review's conversion rates read them on the signup path, which must not wait for a roll-up.
   */
  readSettledDimensionCounts(query: DimensionCountsQuery): Promise<DimensionValueCounts[]>;
};
