import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayMs } from '../src/counting/counter-increments.ts';
import type { EntryFactTemplate } from '../src/counting/entry-facts.ts';
import { metrics } from '../src/counting/metrics.ts';
import type { GuideEmailQueueing, MailCaps, PostbackQueueing } from '../src/jobs/port.ts';
import type { Store } from '../src/store/port.ts';
import { aNewEntry } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The thank-you write queues the guide email in its own transaction, on both adapters: the email's job is in
// the queue the moment the thank-you is acknowledged, and a write that does not happen leaves neither. The
// rules stay those of the capped queueing: one job per entry, the per-caller and per-mailbox caps checked and
// logged in the same write, and only to the address the entry has stored.

const t0 = Date.parse('2026-06-15T12:00:00Z');
const everyEvent: PostbackQueueing = { firing: null };
const thankYou = (at: number): EntryFactTemplate[] => [{ type: 'flow_complete', at, isBot: false }];
const caps: MailCaps = {
  mailbox: 'mailbox-key-a',
  caller: 'caller-key-1',
  at: t0,
  since: 0,
  perMailbox: 3,
  perCaller: 3,
};

function guideEmail(entry: { id: number; email: string }, overrides: Partial<MailCaps> = {}): GuideEmailQueueing {
  return {
    job: {
      id: `ebook:entry-${entry.id}`,
      kind: 'delivery',
      email: entry.email,
      entryId: entry.id,
      attempts: 0,
      dueAt: t0,
    },
    caps: { ...caps, ...overrides },
  };
}

describe.each(storeFactories)('the guide email written with the thank-you: $name', { timeout: 30_000 }, (factory) => {
  let subject: StoreUnderTest;
  let store: Store;
  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  const signUp = async (email: string) =>
    (
      await store.createEntry({
        entry: aNewEntry({ email, createdAt: t0 }),
        facts: [{ type: 'signup', at: t0, isBot: false }],
        postbacks: everyEvent,
      })
    ).entry;

  const reachThankYou = (id: number, queueing: GuideEmailQueueing, at = t0 + 1) =>
    store.updateEntryWithGuideEmail({
      id,
      patch: { step: 17, updatedAt: at },
      facts: thankYou(at),
      postbacks: everyEvent,
      guideEmail: queueing,
    });

  const thankYouCount = async () => {
    const day = Math.floor(t0 / dayMs);
    const rows = await store.readCounters({
      affiliate: '',
      byVersion: false,
      metrics: [metrics.flowComplete],
      fromDay: day,
      toDay: day,
      splits: [],
    });
    return rows.reduce((sum, row) => sum + row.total, 0);
  };

  it('queues the guide email in the thank-you write, beside the thank-you counted and its postback', async () => {
    const entry = await signUp('ann@example.com');
    const result = await reachThankYou(entry.id, guideEmail(entry));
    expect(result).toMatchObject({ entry: { id: entry.id, step: 17 }, email: { queued: true } });
    expect(await store.getJobStatus(`ebook:entry-${entry.id}`)).toEqual({ status: 'pending', attempts: 0 });
    expect(await store.getPostback(`${entry.id}:thank_you`)).toMatchObject({ status: 'pending' });
    expect(await thankYouCount()).toBe(1);
    const [job] = await store.claimDueJobs({ now: t0, leaseOwner: 'w1', leaseUntil: t0 + 60_000, limit: 5 });
    expect(job).toEqual({
      id: `ebook:entry-${entry.id}`,
      kind: 'delivery',
      email: 'ann@example.com',
      entryId: entry.id,
      attempts: 0,
    });
  });

  it('queues one email per entry: a repeated thank-you, or an older job of the entry under another id, queues none', async () => {
    const entry = await signUp('ann@example.com');
    expect((await reachThankYou(entry.id, guideEmail(entry)))?.email).toEqual({ queued: true });
    expect((await reachThankYou(entry.id, guideEmail(entry), t0 + 2))?.email).toEqual({ queued: false });
    const other = await signUp('bob@example.com');
    await store.enqueueJob({
      id: 'ebook:bob@example.com',
      kind: 'delivery',
      email: other.email,
      entryId: other.id,
      attempts: 0,
      dueAt: t0,
    });
    expect((await reachThankYou(other.id, guideEmail(other)))?.email).toEqual({ queued: false });
    expect(await store.getJobStatus(`ebook:entry-${other.id}`)).toBeNull();
  });

  it('holds the email to the caps in the same write: the thank-you is recorded, the email refused by the full cap', async () => {
    const first = await signUp('ann@example.com');
    const second = await signUp('bob@example.com');
    expect((await reachThankYou(first.id, guideEmail(first, { perCaller: 1 })))?.email).toEqual({ queued: true });
    const refused = await reachThankYou(second.id, guideEmail(second, { mailbox: 'mailbox-key-b', perCaller: 1 }));
    expect(refused).toMatchObject({ entry: { step: 17 }, email: { queued: false, refusedBy: 'caller' } });
    expect((await reachThankYou(second.id, guideEmail(second, { perMailbox: 1 })))?.email).toEqual({
      queued: false,
      refusedBy: 'mailbox',
    });
    expect(await store.getJobStatus(`ebook:entry-${second.id}`)).toBeNull();
    expect(await store.getPostback(`${second.id}:thank_you`)).toMatchObject({ status: 'pending' });
    expect(await thankYouCount()).toBe(2);
  });

  it('mails only the address the entry has stored, and nothing for an entry that does not exist', async () => {
    const entry = await signUp('ann@example.com');
    const elsewhere = await reachThankYou(entry.id, guideEmail({ id: entry.id, email: 'eve@example.com' }));
    expect(elsewhere).toMatchObject({ entry: { step: 17 }, email: { queued: false } });
    expect(await store.getJobStatus(`ebook:entry-${entry.id}`)).toBeNull();
    expect(await reachThankYou(9999, guideEmail({ id: 9999, email: 'ann@example.com' }))).toBeNull();
    expect(await store.getJobStatus('ebook:entry-9999')).toBeNull();
  });

  it('leaves neither the thank-you nor its email when the write fails', async () => {
    const entry = await signUp('ann@example.com');
    const jobId = `ebook:entry-${entry.id}`;
    // A mail-log row under the job's id (no job) makes the write fail after its job is inserted.
    const staleLog = { mailbox: 'mailbox-key-a', caller: 'caller-key-1', at: t0 - 1 };
    await subject.plantRow(
      'mail_log',
      factory.name === 'sqlite' ? { job_id: jobId, ...staleLog } : { _id: jobId, ...staleLog },
    );
    await expect(reachThankYou(entry.id, guideEmail(entry))).rejects.toThrow(
      /UNIQUE constraint failed: mail_log|duplicate key/,
    );
    expect(await store.getJobStatus(jobId)).toBeNull();
    expect(await store.getEntry(entry.id)).toMatchObject({ step: 1 });
    expect(await store.getPostback(`${entry.id}:thank_you`)).toBeNull();
    expect(await thankYouCount()).toBe(0);
  });
});
