import { onceKeyFor, type Fact, type FactType } from '../analytics/facts.ts';
import type { StoredEntry } from '../store/port.ts';

/**
 * A fact about an entry, attributed to the entry's own affiliate, sub ids and landing version (not to
 * whatever the later call carries), so every stage of one visitor lands in the same report rows.
 */
export function entryFact({
  entry,
  type,
  at,
  isBot,
  offerId = null,
  offerName = null,
  position = null,
}: {
  entry: StoredEntry;
  type: FactType;
  at: number;
  isBot: boolean;
  offerId?: string | null;
  offerName?: string | null;
  position?: number | null;
}): Fact {
  return {
    type,
    at,
    entryId: entry.id,
    affiliateId: entry.affiliateId,
    subId: entry.subId,
    s1: entry.s1,
    s2: entry.s2,
    s3: entry.s3,
    version: entry.version,
    offerId,
    offerName,
    position,
    isBot: entry.isBot || isBot,
    once: onceKeyFor({ type, offerId }),
  };
}
