import type { DocumentMeta, Drafted } from './document.ts';
import type { Media } from './media.ts';

export type OfferFlow = 'sequential' | 'list';

/**
 * Decides which disclaimer an offer must carry before it can be published:
 * Medicare plans need the third-party marketer disclaimer, government benefits the
 * "not affiliated with the government" notice.
 */
export type OfferCategory = 'medicare' | 'government-benefit' | 'commercial';

export type Offer = DocumentMeta &
  Drafted & {
    /** The offer id the funnel records and the spec names (`housing-grants`, `medicare`, ...). */
    slug: string;
    /** The partner network's offer id, as a string. */
    offerid: string;
    category: OfferCategory;
    title: string;
    headline: string;
    description: string;
    buttonText: string;
    /** Tracking link with offer and affiliate fixed, ending in an empty `subid=` parameter. */
    baseUrl: string;
    /** Shown under the offer; the site falls back to `fallbackSourceLine` when empty. */
    sourceLine?: string | null;
    icon?: Media | null;
    flows: OfferFlow[];
    /** Position in each flow it appears in (1-based). */
    order: { sequential?: number | null; list?: number | null };
    disclaimer?: string | null;
  };
