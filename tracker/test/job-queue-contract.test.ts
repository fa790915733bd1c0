import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EntryFactTemplate } from '../src/counting/entry-facts.ts';
import type { PostbackQueueing } from '../src/jobs/port.ts';
import type { NewEntry, Store } from '../src/store/port.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The entry write queues its conversions' postbacks in its own transaction, on both adapters: a postback is in
// the queue the moment the write is acknowledged (no later call to lose), and a write that does not happen
// queues nothing. The rules are those of jobs/postback-plan.ts: bots fire nothing, the settings' firing table
// decides which events fire for which affiliate, a held conversion's postback waits `held`, as do the thank-you
// and download of an entry whose signup is held, and nothing is queued after a rejected signup.

const t0 = Date.parse('2026-06-15T12:00:00Z');
const everyEvent: PostbackQueueing = { firing: null };

function anEntry(email: string, overrides: Partial<NewEntry> = {}): NewEntry {
  return {
    email,
    version: 1,
    affiliateId: 'aff-1',
    subId: 'sub-1',
    s1: null,
    s2: null,
    s3: null,
    selectedOffers: [],
    campaign: { first: { utm_source: 'news' }, last: null } as NewEntry['campaign'],
    addressHash: null,
    isBot: false,
    device: null,
    step: 1,
    firstName: null,
    lastName: null,
    zipCode: null,
    createdAt: t0,
    ...overrides,
  };
}

const fact = (type: EntryFactTemplate['type'], extra: Partial<EntryFactTemplate> = {}): EntryFactTemplate => ({
  type,
  at: t0,
  isBot: false,
  ...extra,
});
const hold = { score: 90, reasons: ['instant_signup' as const] };

describe.each(storeFactories)('postbacks written with their conversion: $name', { timeout: 30_000 }, (factory) => {
  let subject: StoreUnderTest;
  let store: Store;
  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  const signUp = async (
    email: string,
    facts = [fact('signup')],
    postbacks: PostbackQueueing | null = everyEvent,
    overrides: Partial<NewEntry> = {},
  ) =>
    (await store.createEntry({ entry: anEntry(email, overrides), facts, ...(postbacks ? { postbacks } : {}) })).entry
      .id;

  it('queues the signup postback in the signup write, with the entry first-touch values', async () => {
    const id = await signUp('a@example.com');
    expect(await store.getPostback(`${id}:email_submitted`)).toMatchObject({
      status: 'pending',
      entryId: id,
      affiliateId: 'aff-1',
      dueAt: t0,
      values: { subid: 'sub-1' },
    });
    await store.updateEntry({
      id,
      patch: { step: 17, updatedAt: t0 + 1 },
      facts: [fact('flow_complete', { at: t0 + 1 })],
      postbacks: everyEvent,
    });
    expect(await store.getPostback(`${id}:thank_you`)).toMatchObject({ status: 'pending', occurredAt: t0 + 1 });
  });

  it('queues nothing without postbacks, for a bot, for an event the settings do not fire, or for a write that did not happen', async () => {
    const off = await signUp('off@example.com', [fact('signup')], null);
    const bot = await signUp('bot@example.com', [fact('signup', { isBot: true })], everyEvent, { isBot: true });
    const firing: PostbackQueueing = {
      firing: { defaults: ['download'], byAffiliate: { 'aff-2': ['email_submitted'] } },
    };
    const notFired = await signUp('nf@example.com', [fact('signup')], firing);
    const ownSettings = await signUp('own@example.com', [fact('signup')], firing, { affiliateId: 'aff-2' });
    for (const id of [off, bot, notFired]) expect(await store.getPostback(`${id}:email_submitted`)).toBeNull();
    expect(await store.getPostback(`${ownSettings}:email_submitted`)).toMatchObject({ status: 'pending' });
    expect(
      await store.updateEntry({
        id: 9999,
        patch: { step: 17, updatedAt: t0 },
        facts: [fact('flow_complete')],
        postbacks: everyEvent,
      }),
    ).toBeNull();
    expect(await store.getPostback('9999:thank_you')).toBeNull();
  });

  it('queues a held signup postback held, and the thank-you and download behind it; nothing more once it is rejected', async () => {
    const id = await signUp('held@example.com', [fact('signup', { hold })]);
    expect(await store.getPostback(`${id}:email_submitted`)).toMatchObject({
      status: 'held',
      heldBy: `${id}:email_submitted`,
    });
    await store.updateEntry({
      id,
      patch: { step: 17, updatedAt: t0 + 1 },
      facts: [fact('flow_complete', { at: t0 + 1 })],
      postbacks: everyEvent,
    });
    expect(await store.getPostback(`${id}:thank_you`)).toMatchObject({
      status: 'held',
      heldBy: `${id}:email_submitted`,
    });
    await store.decideHeldConversions({
      ids: [`${id}:email_submitted`],
      decision: 'rejected',
      at: t0 + 2,
      by: 'olivia@example.com',
    });
    await store.updateEntry({
      id,
      patch: { updatedAt: t0 + 3 },
      facts: [fact('download', { at: t0 + 3 })],
      postbacks: everyEvent,
    });
    expect(await store.getPostback(`${id}:download`)).toBeNull();
  });
});
