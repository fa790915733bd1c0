import type { ClickIdParamName, EntryCampaign, PostbackEventName } from '@seniorguide/contracts';
import { erasedEmailOf } from './privacy-records.ts';

// What the store reads for the conversion files the ad platforms import: the conversions of entries whose
// visit carried one of their click ids. One read, the same answer on both adapters
// (test/click-conversions-store.test.ts).

/** The conversions the ad platforms are told about, named as the postbacks name them. */
export type ClickConversionEvent = Extract<PostbackEventName, 'email_submitted' | 'offer_accepted'>;

export type ClickConversionQuery = {
  /** Conversions at or after this instant (epoch ms)… */
  from: number;
  /** …and before this one. */
  to: number;
  /** Entries created before this carry clicks too old for any platform: their later offers are not read. */
  createdSince: number;
  /** An entry counts when its first or last touch holds one of these, not empty. */
  clickIds: readonly ClickIdParamName[];
};

/** What a conversion file needs of its entry (its email only to be hashed, never to leave in clear). */
export type ClickConversionEntry = {
  id: number;
  email: string;
  affiliateId: string | null;
  createdAt: number;
  campaign: EntryCampaign;
};

export type ClickConversion = {
  event: ClickConversionEvent;
  /** The signup, or the offer's first acceptance (its count-once mark), epoch ms. */
  at: number;
  offerId: string | null;
  entry: ClickConversionEntry;
};

/** An erasure keeps the entry (its counts stay) but the person asked to be forgotten: nothing of it leaves. */
export const isErased = (entry: Pick<ClickConversionEntry, 'id' | 'email'>): boolean =>
  entry.email === erasedEmailOf(entry.id);

/** Every offer's count-once mark starts so (counting/facts.ts onceKeyFor: 'accepted:<offer id>'). */
export const acceptedMarkPrefix = 'accepted:';

/** The first key after every mark of the prefix: an entry's offer marks lie in [prefix, end). */
export const acceptedMarkEnd = 'accepted;';

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** An offer's mark as the store reads it back: which entry, which mark key, when. */
export type AcceptedMark = { entryId: number; mark: string; at: number };

/**
 * The answer both adapters give, from what each read: the entries with a wanted click id created from
 * `createdSince` on, and their offers' marks in the range. Signups and acceptances in one list, in one order.
 */
export function clickConversionsOf({
  entries,
  marks,
  query,
}: {
  entries: readonly ClickConversionEntry[];
  marks: readonly AcceptedMark[];
  query: ClickConversionQuery;
}): ClickConversion[] {
  const kept = new Map(entries.filter((entry) => !isErased(entry)).map((entry) => [entry.id, entry]));
  const signups = [...kept.values()]
    .filter((entry) => entry.createdAt >= query.from && entry.createdAt < query.to)
    .map((entry): ClickConversion => ({ event: 'email_submitted', at: entry.createdAt, offerId: null, entry }));
  const offers = marks.flatMap((mark): ClickConversion[] => {
    const entry = kept.get(mark.entryId);
    const inRange = mark.at >= query.from && mark.at < query.to && mark.mark.startsWith(acceptedMarkPrefix);
    return entry && inRange
      ? [{ event: 'offer_accepted', at: mark.at, offerId: mark.mark.slice(acceptedMarkPrefix.length), entry }]
      : [];
  });
  return [...signups, ...offers].sort(
    (a, b) => a.at - b.at || a.entry.id - b.entry.id || byText(a.offerId ?? '', b.offerId ?? ''),
  );
}
