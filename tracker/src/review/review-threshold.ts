import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { createCmsSettingsReader } from '../auth/cms-key.ts';

// The marketer's threshold: the Postbacks global's "Hold conversions scoring at least" (conversionReview.
// holdThreshold, 1–100), read with the tracker's postback key like the rest of that global. Empty, or no answer
// from the CMS yet: nothing is held and nothing is scored. A visitor's call never waits for the CMS: it takes
// the last answer and, when that is older than 30 s, starts one read in the background.

export type ReviewThreshold = {
  /** The threshold now, without waiting; null when conversions are not held. */
  peek(): number | null;
};

export const reviewSettingsSchema = z
  .object({ conversionReview: z.object({ holdThreshold: z.number().int().min(1).max(100).nullish() }).nullish() })
  .transform(({ conversionReview }) => conversionReview?.holdThreshold ?? null);

/** How often a visitor's call may start a read: every 30 s once answered, every 5 s until the CMS has answered. */
const askEveryMs = { answered: 30_000, unanswered: 5_000 };

export function createCmsReviewThreshold(options: {
  cmsUrl: string;
  key: string;
  fetch?: Fetch;
  clock?: () => number;
  onError?: (error: unknown) => void;
}): ReviewThreshold & { refresh(): Promise<number | null> } {
  const clock = options.clock ?? Date.now;
  const reader = createCmsSettingsReader({ ...options, clock, schema: reviewSettingsSchema });
  let reading: Promise<number | null> | null = null;
  let askedAt = -Infinity;
  const refresh = () => {
    askedAt = clock();
    reading ??= reader.get().finally(() => {
      reading = null;
    });
    return reading;
  };
  return {
    // Checked on every signup and visit: a clock read and a comparison, nothing more, until a read is due.
    peek: () => {
      const current = reader.peek();
      if (clock() - askedAt >= (current === null ? askEveryMs.unanswered : askEveryMs.answered)) void refresh();
      return current;
    },
    refresh,
  };
}

/** Conversions are never held (no postback key, so the CMS's settings cannot be read). */
export const noReviewThreshold: ReviewThreshold = { peek: () => null };
