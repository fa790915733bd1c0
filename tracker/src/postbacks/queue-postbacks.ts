import { campaignOfTouch } from '@seniorguide/funnel';
import type { Logger } from '../logger.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import { firesFor, type PostbackSettings } from './settings.ts';
import type { PostbackEvent, PostbackStore } from './store/port.ts';

// Queues a postback for each conversion an entry write records: the store is wrapped, so every service
// path that signs up, accepts an offer, reaches thank-you or downloads queues one without knowing about it.
// The entry's own first-touch values are taken (what the landing page carried), never the later call's.
// Bots never fire postbacks. The postback outbox is a separate store: it is written after the entry's commit,
// so a crash in between loses that one postback (logged when the write fails).
// A conversion the review holds (review/) queues its postback `held`, as do the thank-you and download postbacks
// of an entry whose signup is held; they wait for the operator's decision on that conversion. Those of an entry
// whose signup was rejected are never queued.

type FactTemplate = Parameters<Store['updateEntry']>[0]['facts'][number];

const eventOfFact: Partial<Record<FactTemplate['type'], PostbackEvent>> = {
  signup: 'email_submitted',
  offer_accepted: 'offer_accepted',
  flow_complete: 'thank_you',
  download: 'download',
};

/** The tracking values an entry carries into macros; empty values are left out. */
function trackingValuesOf(entry: StoredEntry): Record<string, string> {
  const values: Record<string, string | null | undefined> = { subid: entry.subId, s1: entry.s1, s2: entry.s2, s3: entry.s3, ...campaignOfTouch(entry.campaign) };
  return Object.fromEntries(Object.entries(values).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''));
}

const rejected = Symbol('rejected');

export function postbackIdOf({ entryId, event, offerId }: { entryId: number; event: PostbackEvent; offerId: string | null }): string {
  return offerId === null ? `${entryId}:${event}` : `${entryId}:${event}:${offerId}`;
}

export function withPostbackQueue({
  store,
  postbacks,
  peekSettings,
  logger,
}: {
  store: Store;
  postbacks: PostbackStore;
  peekSettings: () => PostbackSettings | null;
  logger: Logger;
}): Store {
  async function queueFor(entry: StoredEntry, facts: readonly FactTemplate[]): Promise<void> {
    const conversions = facts.flatMap((fact) => {
      const event = eventOfFact[fact.type];
      return event && !fact.isBot && !entry.isBot ? [{ event, fact }] : [];
    });
    if (conversions.length === 0) return;
    // Never waits for the CMS on a visitor's call: the worker's last answer decides. Without one yet, queue
    // anyway: the worker decides once it knows.
    const settings = peekSettings();
    for (const { event, fact } of conversions) {
      if (settings && !firesFor(settings, entry.affiliateId, event)) continue;
      const offerId = event === 'offer_accepted' ? (fact.offerId ?? null) : null;
      const postback = { entryId: entry.id, event, offerId, affiliateId: entry.affiliateId, values: trackingValuesOf(entry), occurredAt: fact.at, dueAt: fact.at };
      const id = postbackIdOf(postback);
      await (async () => {
        const heldBy = fact.hold ? id : await entryHoldOf(entry, event);
        if (heldBy === rejected) return;
        await postbacks.enqueuePostback({ id, ...postback, heldBy });
        if (heldBy) await settleIfDecided(heldBy, fact.at);
      })().catch((error: unknown) => {
        logger.error({ err: error, entryId: entry.id, event }, 'postback could not be queued');
      });
    }
  }

  /** The held signup a thank-you or download postback waits for; `rejected` when that signup was rejected. */
  async function entryHoldOf(entry: StoredEntry, event: PostbackEvent): Promise<string | null | typeof rejected> {
    if (event !== 'thank_you' && event !== 'download') return null;
    const signup = await store.getHeldConversion(postbackIdOf({ entryId: entry.id, event: 'email_submitted', offerId: null }));
    if (signup?.status === 'held') return signup.id;
    return signup?.status === 'rejected' ? rejected : null;
  }

  /** An operator may have decided between the entry's commit and this queueing: apply that decision now. */
  async function settleIfDecided(heldBy: string, at: number): Promise<void> {
    const conversion = await store.getHeldConversion(heldBy);
    if (conversion?.status === 'approved') await postbacks.releaseHeldPostbacks({ heldBy, now: at });
    if (conversion?.status === 'rejected') await postbacks.cancelHeldPostbacks(heldBy);
  }

  return {
    ...store,
    kind: store.kind,
    createEntry: async (input) => {
      const result = await store.createEntry(input);
      if (result.created) await queueFor(result.entry, input.facts);
      return result;
    },
    updateEntry: async (input) => {
      const entry = await store.updateEntry(input);
      if (entry) await queueFor(entry, input.facts);
      return entry;
    },
  };
}
