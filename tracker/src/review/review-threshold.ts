import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { createCmsSettingsReader } from '../postbacks/cms-postback-settings.ts';

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

export function createCmsReviewThreshold(options: { cmsUrl: string; key: string; fetch?: Fetch; clock?: () => number; onError?: (error: unknown) => void }): ReviewThreshold & { refresh(): Promise<number | null> } {
  const reader = createCmsSettingsReader({ ...options, schema: reviewSettingsSchema });
  let reading: Promise<number | null> | null = null;
  const refresh = () => {
    reading ??= reader.get().finally(() => {
      reading = null;
    });
    return reading;
  };
  return {
    peek: () => {
      void refresh();
      return reader.peek();
    },
    refresh,
  };
}

/** Conversions are never held (no postback key, so the CMS's settings cannot be read). */
export const noReviewThreshold: ReviewThreshold = { peek: () => null };
