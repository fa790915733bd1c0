import { z } from 'zod';
import { documentMeta, drafted, optionalText, text } from './common.ts';
import { mediaRelation } from './media.ts';

/**
 * Decides which disclaimer an offer must carry before it can be published:
 * Medicare plans need the third-party marketer disclaimer, government benefits the
 * "not affiliated with the government" notice.
 */
export const offerCategories = ['medicare', 'government-benefit', 'commercial'] as const;

export const offerFlows = ['sequential', 'list'] as const;

// `cms` tells this offer document apart from the funnel's `offerSchema` in `@seniorguide/contracts`.
export const cmsOfferSchema = z.object({
  ...documentMeta,
  ...drafted,
  /** The offer id the funnel records and reports name (`housing-grants`, `medicare`, ...). */
  slug: text,
  /** The partner network's offer id, as a string. */
  offerid: text,
  category: z.enum(offerCategories),
  title: text,
  headline: text,
  description: text,
  buttonText: text,
  /** Tracking link with offer and affiliate fixed, ending in an empty `subid=` parameter. */
  baseUrl: text,
  /** Shown under the offer; the site falls back to `fallbackSourceLine` when empty. */
  sourceLine: optionalText,
  icon: mediaRelation,
  flows: z.array(z.enum(offerFlows)),
  /** Position in each flow it appears in (1-based). */
  order: z.object({ sequential: z.number().nullish(), list: z.number().nullish() }),
  disclaimer: optionalText,
});

/** The REST list answer: `{ docs: [...] }`. */
export const cmsOfferListSchema = z.object({ docs: z.array(cmsOfferSchema) });
