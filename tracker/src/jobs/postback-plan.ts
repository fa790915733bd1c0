import type { EntryCampaign } from '@seniorguide/contracts';
import { campaignOfTouch } from '@seniorguide/funnel';
import type { EntryFactTemplate } from '../counting/entry-facts.ts';
import type { NewPostback, PostbackEvent, PostbackFiring, PostbackQueueing, PostbackStatus } from './port.ts';

// The postbacks an entry write queues, decided inside that write's transaction by both adapters alike: one per
// conversion it records (signup, offer accepted, thank-you, download), with the entry's own first-touch values
// (what the landing page carried), never the later call's. Bots fire nothing. A conversion the review holds
// (review/) queues its postback `held`, as do the thank-you and download postbacks of an entry whose signup is
// held; they wait for the operator's decision on that conversion. Those of an entry whose signup was rejected
// are never queued. A conversion already decided when its postback is written settles it at once.

export type PlannedEntry = {
  id: number;
  affiliateId: string | null;
  isBot: boolean;
  subId: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  campaign: EntryCampaign;
};

/** A held conversion's state as the write sees it; null when there is none. */
export type ConversionState = 'held' | 'approved' | 'rejected' | null;

/** One postback to write: the job and the held conversion whose state decides its status (if any). */
export type PlannedPostback = { postback: NewPostback; heldBy: string | null; waitsForSignup: boolean };

const eventOfFact: Partial<Record<EntryFactTemplate['type'], PostbackEvent>> = {
  signup: 'email_submitted',
  offer_accepted: 'offer_accepted',
  flow_complete: 'thank_you',
  download: 'download',
};

export function postbackIdOf({
  entryId,
  event,
  offerId,
}: {
  entryId: number;
  event: PostbackEvent;
  offerId: string | null;
}): string {
  return offerId === null ? `${entryId}:${event}` : `${entryId}:${event}:${offerId}`;
}

/** The tracking values an entry carries into macros; empty values are left out. */
function trackingValuesOf(entry: PlannedEntry): Record<string, string> {
  const values: Record<string, string | null | undefined> = {
    subid: entry.subId,
    s1: entry.s1,
    s2: entry.s2,
    s3: entry.s3,
    ...campaignOfTouch(entry.campaign),
  };
  return Object.fromEntries(
    Object.entries(values).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''),
  );
}

function fires(firing: PostbackFiring | null, affiliateId: string | null, event: PostbackEvent): boolean {
  if (firing === null) return true;
  const events = (affiliateId !== null ? firing.byAffiliate[affiliateId] : undefined) ?? firing.defaults;
  return events.includes(event);
}

/** The postbacks the write's facts call for, before the held conversions are looked at. */
export function planPostbacks(
  entry: PlannedEntry,
  facts: readonly EntryFactTemplate[],
  queueing: PostbackQueueing | undefined,
): PlannedPostback[] {
  if (!queueing || entry.isBot) return [];
  return facts.flatMap((fact) => {
    const event = eventOfFact[fact.type];
    if (!event || fact.isBot || !fires(queueing.firing, entry.affiliateId, event)) return [];
    const offerId = event === 'offer_accepted' ? (fact.offerId ?? null) : null;
    const postback = {
      entryId: entry.id,
      event,
      offerId,
      affiliateId: entry.affiliateId,
      values: trackingValuesOf(entry),
      occurredAt: fact.at,
      dueAt: fact.at,
    };
    const id = postbackIdOf(postback);
    const waitsForSignup = event === 'thank_you' || event === 'download';
    return [
      { postback: { id, ...postback }, heldBy: fact.hold ? id : null, waitsForSignup: !fact.hold && waitsForSignup },
    ];
  });
}

/** The held conversions whose state the plan needs: its own holds, and the entry's signup for thank-you and download. */
export function conversionsToRead(plan: readonly PlannedPostback[]): string[] {
  return [
    ...new Set(
      plan.flatMap(({ postback, heldBy, waitsForSignup }) => {
        if (heldBy) return [heldBy];
        return waitsForSignup
          ? [postbackIdOf({ entryId: postback.entryId, event: 'email_submitted', offerId: null })]
          : [];
      }),
    ),
  ];
}

/** Each planned postback with the status it is written with; those of a rejected signup are dropped. */
export type SettledPostback = NewPostback & { status: PostbackStatus };

export function settlePostbacks(
  plan: readonly PlannedPostback[],
  stateOf: (conversionId: string) => ConversionState,
): SettledPostback[] {
  return plan.flatMap(({ postback, heldBy, waitsForSignup }): SettledPostback[] => {
    if (heldBy) {
      const state = stateOf(heldBy);
      const status: PostbackStatus = state === 'approved' ? 'pending' : state === 'rejected' ? 'cancelled' : 'held';
      return [{ ...postback, heldBy, status }];
    }
    if (!waitsForSignup) return [{ ...postback, heldBy: null, status: 'pending' as const }];
    const signupId = postbackIdOf({ entryId: postback.entryId, event: 'email_submitted', offerId: null });
    const signup = stateOf(signupId);
    if (signup === 'rejected') return [];
    return [
      signup === 'held'
        ? { ...postback, heldBy: signupId, status: 'held' as const }
        : { ...postback, heldBy: null, status: 'pending' as const },
    ];
  });
}
