import type { Fact } from './facts.ts';
import { metrics } from './metrics.ts';
import type { HeldConversionKind } from './records.ts';

// A signup or an offer acceptance the conversion review (review/) scored at or above the marketer's threshold
// is HELD: counted under its own metrics (held_email, held_offer_accepted) instead of the paid ones (email,
// offer_accepted, offer_accepted_at), left out of the dimension reports and the landing experiments, and its
// postbacks wait. An operator's decision moves it (conversion-decision.ts): approved, into the paid figures at
// the time it happened; rejected, into rejected_* for good. The held record is written in the same
// transaction as the fact, and only when the fact counts (a repeated acceptance holds nothing).

export type { ConversionCaller, ConversionHold, HeldConversionKind } from './records.ts';

/** `<entryId>:email_submitted` or `<entryId>:offer_accepted:<offerId>`: the same key as the conversion's postback. */
export function conversionIdOf({
  entryId,
  kind,
  offerId,
}: {
  entryId: number;
  kind: HeldConversionKind;
  offerId: string | null;
}): string {
  return `${entryId}:${conversionKeyOf({ kind, offerId })}`;
}

/** The conversion id's part after the entry's: an entry write that does not know its id yet completes it. */
export function conversionKeyOf({ kind, offerId }: { kind: HeldConversionKind; offerId: string | null }): string {
  return kind === 'signup' ? 'email_submitted' : `offer_accepted:${offerId ?? ''}`;
}

/** The kind of conversion a fact is, or null for facts the review never holds. */
export function conversionKindOf(fact: Pick<Fact, 'type'>): HeldConversionKind | null {
  if (fact.type === 'signup') return 'signup';
  if (fact.type === 'offer_accepted') return 'offer';
  return null;
}

/** The counters a held fact adds to instead of its paid ones. */
export function heldMetricsOf(fact: Pick<Fact, 'type' | 'offerId'>): { metric: string; detail: string }[] {
  switch (conversionKindOf(fact)) {
    case 'signup':
      return [{ metric: metrics.heldEmail, detail: '' }];
    case 'offer':
      return [{ metric: metrics.heldOfferAccepted, detail: fact.offerId ?? '' }];
    default:
      return [];
  }
}

/** The counters a rejected conversion stays in. */
export function rejectedMetricsOf(fact: Pick<Fact, 'type' | 'offerId'>): { metric: string; detail: string }[] {
  switch (conversionKindOf(fact)) {
    case 'signup':
      return [{ metric: metrics.rejectedEmail, detail: '' }];
    case 'offer':
      return [{ metric: metrics.rejectedOfferAccepted, detail: fact.offerId ?? '' }];
    default:
      return [];
  }
}
