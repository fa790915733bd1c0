import type { PostbackEvent, PostbackFiring } from '../jobs/port.ts';
import type { Store } from '../store/port.ts';
import { configFor, type PostbackSettings } from './settings.ts';

export { postbackIdOf } from '../jobs/postback-plan.ts';

// Postbacks are queued by the entry write that records their conversion, in its transaction
// (jobs/postback-plan.ts decides which): the store is wrapped, so every service path that signs up, accepts an
// offer, reaches thank-you or downloads hands the write what it needs without knowing about it. Never waits
// for the CMS on a visitor's call: the worker's last answer decides; without one yet every conversion is
// queued and the worker decides once it knows.

/** Which events fire for which affiliate under these settings, as the entry write takes it. */
export function firingOf(settings: PostbackSettings): PostbackFiring {
  const eventsOf = (affiliateId: string | null): PostbackEvent[] => configFor(settings, affiliateId)?.events ?? [];
  return {
    defaults: eventsOf(null),
    byAffiliate: Object.fromEntries(settings.affiliates.map(({ affiliateId }) => [affiliateId, eventsOf(affiliateId)])),
  };
}

export function withPostbackQueue({
  store,
  peekSettings,
}: {
  store: Store;
  peekSettings: () => PostbackSettings | null;
}): Store {
  // The firing table is worked out again only when the settings object changes.
  let firingFor: { settings: PostbackSettings | null; firing: PostbackFiring | null } = {
    settings: null,
    firing: null,
  };
  const queueing = () => {
    const settings = peekSettings();
    if (settings !== firingFor.settings) firingFor = { settings, firing: settings ? firingOf(settings) : null };
    return { firing: firingFor.firing };
  };
  return {
    ...store,
    kind: store.kind,
    createEntry: (input) => store.createEntry({ ...input, postbacks: queueing() }),
    updateEntry: (input) => store.updateEntry({ ...input, postbacks: queueing() }),
    updateEntryWithGuideEmail: (input) => store.updateEntryWithGuideEmail({ ...input, postbacks: queueing() }),
  };
}
